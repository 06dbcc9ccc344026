// Enable a disabled staff account again: it signs in with the password it had.
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class EnableStaffAccountCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
