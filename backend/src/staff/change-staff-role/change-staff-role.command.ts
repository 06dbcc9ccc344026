// Give a staff account another role (R25); a demoted account's sessions end.
import { Command } from '@nestjs/cqrs';
import type { StaffRole } from '@gym/domain';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../staff-command-result.js';

export class ChangeStaffRoleCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly role: StaffRole,
    readonly context: CommandContext,
  ) {
    super();
  }
}
