// Appends `StaffSignedIn` to the account's stream; the projection keeps the instant as `lastSignInAt`.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { RecordSignInCommand } from './record-sign-in.command.js';

@CommandHandler(RecordSignInCommand)
export class RecordSignInHandler implements ICommandHandler<RecordSignInCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, context }: RecordSignInCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'RecordStaffSignIn', data: { staffId } },
    });
    return { staffId, position: result.position };
  }
}
