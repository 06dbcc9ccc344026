// Records a staff account's new role (nothing when it already has it); the last active
// Administrador cannot be demoted (R25).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { ChangeStaffRoleCommand } from './change-staff-role.command.js';

@CommandHandler(ChangeStaffRoleCommand)
export class ChangeStaffRoleHandler implements ICommandHandler<ChangeStaffRoleCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, role, context }: ChangeStaffRoleCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'ChangeStaffRole', data: { staffId, role } },
    });
    return { staffId, position: result.position };
  }
}
