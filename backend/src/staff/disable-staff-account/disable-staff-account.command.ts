// Disable a staff account: it can no longer sign in and its open sessions end.
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class DisableStaffAccountCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
