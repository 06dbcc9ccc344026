// Records a new password hash in the account's stream; the projection then moves its
// `sessionsValidFrom`, which ends the sessions signed in before.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { newPasswordProblem, PasswordHasher } from '../password-hasher.js';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { ChangeStaffPasswordCommand } from './change-staff-password.command.js';

@CommandHandler(ChangeStaffPasswordCommand)
export class ChangeStaffPasswordHandler implements ICommandHandler<ChangeStaffPasswordCommand, StaffCommandResult> {
  constructor(
    @Inject(STAFF_COMMANDS) private readonly commands: StaffCommands,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ staffId, password, context }: ChangeStaffPasswordCommand): Promise<StaffCommandResult> {
    const problem = newPasswordProblem(password);
    if (problem) throw new AppError(problem, {}, 'password');
    const passwordHash = await this.hasher.hash(password);
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'ChangeStaffPassword', data: { staffId, passwordHash } },
    });
    return { staffId, position: result.position };
  }
}
