// Creates a staff account in its own `staff-<uuid>` stream, once per e-mail among active accounts.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { staffStreamId } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { newPasswordProblem, PasswordHasher } from '../password-hasher.js';
import { STAFF_COMMANDS, type StaffCommands } from '../staff-commands.js';
import type { StaffCommandResult } from '../staff-command-result.js';
import { StaffDirectory } from '../staff-directory.js';
import { CreateStaffAccountCommand } from './create-staff-account.command.js';

@CommandHandler(CreateStaffAccountCommand)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccountCommand, StaffCommandResult> {
  // One creation at a time in this process, so two requests for one e-mail cannot both pass the
  // uniqueness check. (The CLI in another process at the very same moment still could: rare, and
  // `npm run staff -- list` shows it.)
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(STAFF_COMMANDS) private readonly commands: StaffCommands,
    @Inject(StaffDirectory) private readonly directory: StaffDirectory,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  execute(command: CreateStaffAccountCommand): Promise<StaffCommandResult> {
    const run = this.queue.then(() => this.create(command));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async create({
    email,
    displayName,
    password,
    context,
    staffId,
  }: CreateStaffAccountCommand): Promise<StaffCommandResult> {
    const problem = newPasswordProblem(password);
    if (problem) throw new AppError(problem, 422, {}, 'password');
    if (await this.directory.isEmailTaken(email)) throw new AppError('STAFF.EMAIL_TAKEN', 409, {}, 'email');
    const passwordHash = await this.hasher.hash(password);
    const result = await this.commands.handle({
      ...context,
      streamId: staffStreamId(staffId),
      command: { type: 'CreateStaffAccount', data: { staffId, email, displayName, passwordHash } },
    });
    return { staffId, position: result.position };
  }
}
