// Records that a staff account is disabled (nothing when it already was).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { DisableStaffAccountCommand } from './disable-staff-account.command.js';

@CommandHandler(DisableStaffAccountCommand)
export class DisableStaffAccountHandler implements ICommandHandler<DisableStaffAccountCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, context }: DisableStaffAccountCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'DisableStaffAccount', data: { staffId } },
    });
    return { staffId, position: result.position };
  }
}
