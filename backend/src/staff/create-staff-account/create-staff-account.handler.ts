// Creates a staff account in its own `staff-<uuid>` stream; the decider refuses an e-mail an
// active account already signs in with (R25 roster).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { newPasswordProblem, PasswordHasher } from '../password-hasher.js';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';

@CommandHandler(CreateStaffAccountCommand)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccountCommand, StaffCommandResult> {
  constructor(
    @Inject(STAFF_COMMANDS) private readonly commands: StaffCommands,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ email, displayName, password, role, context, staffId }: CreateStaffAccountCommand) {
    const problem = newPasswordProblem(password);
    if (problem) throw new AppError(problem, {}, 'password');
    const passwordHash = await this.hasher.hash(password);
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'CreateStaffAccount', data: { staffId, email, displayName, passwordHash, role } },
    });
    return { staffId, position: result.position };
  }
}
