// Records on the account's stream that one session ended (`StaffSessionEnded`, refused until it
// would have expired) or that all did (`StaffSessionsEnded`, which moves `sessionsValidFrom`).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { STAFF_COMMANDS, type StaffCommandResult, type StaffCommands } from '../../staff/staff.port.js';
import { EndAllSessionsCommand, EndSessionCommand } from './end-sessions.command.js';

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, session, context }: EndSessionCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'EndStaffSession', data: { staffId, sessionId: session.id, expiresAt: session.expiresAt } },
    });
    return { staffId, position: result.position };
  }
}

@CommandHandler(EndAllSessionsCommand)
export class EndAllSessionsHandler implements ICommandHandler<EndAllSessionsCommand, StaffCommandResult> {
  constructor(@Inject(STAFF_COMMANDS) private readonly commands: StaffCommands) {}

  async execute({ staffId, context }: EndAllSessionsCommand): Promise<StaffCommandResult> {
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'EndAllStaffSessions', data: { staffId } },
    });
    return { staffId, position: result.position };
  }
}
