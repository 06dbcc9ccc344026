// Checks the current password against the account's own events, then records the new hash like
// an Administrador's reset does (`StaffPasswordChanged`: every older session of the account ends).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { newPasswordProblem } from '@gym/domain';
import { PasswordHasher, STAFF_COMMANDS, type StaffCommandResult, type StaffCommands } from '../../staff/staff.port.js';
import { ChangeOwnPasswordCommand } from './change-own-password.command.js';

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand, StaffCommandResult> {
  constructor(
    @Inject(STAFF_COMMANDS) private readonly commands: StaffCommands,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ staffId, currentPassword, newPassword, context }: ChangeOwnPasswordCommand) {
    const streamId = staffStreamId(staffId);
    const { state } = await this.commands.load(streamId);
    const stored = state.status === 'active' ? state.passwordHash : undefined;
    if (!(await this.hasher.verifyAccount(currentPassword, stored))) {
      throw new AppError('STAFF.CURRENT_PASSWORD_WRONG', {}, 'currentPassword');
    }
    const problem = newPasswordProblem(newPassword);
    if (problem) throw new AppError(problem, {}, 'newPassword');
    const passwordHash = await this.hasher.hash(newPassword);
    const result = await this.commands.handle({
      ...context,
      streamId,
      command: { type: 'ChangeStaffPassword', data: { staffId, passwordHash } },
    });
    return { staffId, position: result.position };
  }
}
