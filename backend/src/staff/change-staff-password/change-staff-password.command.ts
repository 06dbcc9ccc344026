// Give a staff account a new password; every session signed in with the old one ends.
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class ChangeStaffPasswordCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
