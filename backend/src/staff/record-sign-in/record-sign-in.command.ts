// A successful sign-in, recorded as a fact of the account (its 'Último ingreso' on the Personal screen).
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class RecordSignInCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
