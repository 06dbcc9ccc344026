// Records that a staff account is enabled again (nothing when it already was).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { EnableStaffAccountCommand } from './enable-staff-account.command.js';

@CommandHandler(EnableStaffAccountCommand)
export class EnableStaffAccountHandler implements ICommandHandler<EnableStaffAccountCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, context }: EnableStaffAccountCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'EnableStaffAccount', data: { staffId } },
    });
    return { staffId, position: result.position };
  }
}
