// 'Mi cuenta': the signed-in account changes its own password, proving it knows the current one.
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../shared/http/command-context.js';
import type { StaffCommandResult } from '../../staff/staff.port.js';

export class ChangeOwnPasswordCommand extends Command<StaffCommandResult> {
  constructor(
    readonly staffId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
