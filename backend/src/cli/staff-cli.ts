// `npm run staff -- add|list|disable|reset-password`: staff accounts from a terminal, on the same
// DATA_DIR / EVENTSTORE_URL as the app. Works with the app running or stopped: accounts are found
// by folding the `staff-` streams, and the running app's projection picks the events up.
import { randomUUID } from 'node:crypto';
import { isValidEmail, message, SYSTEM_STAFF_ID, type ExistingStaffAccount, type MessageKey } from '@gym/domain';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/http/app-error.js';
import type { CommandContext } from '../shared/http/command-context.js';
import { ChangeStaffPasswordHandler } from '../staff/change-staff-password/change-staff-password.handler.js';
import { ChangeStaffPasswordCommand } from '../staff/change-staff-password/change-staff-password.command.js';
import { CreateStaffAccountCommand } from '../staff/create-staff-account/create-staff-account.command.js';
import { CreateStaffAccountHandler } from '../staff/create-staff-account/create-staff-account.handler.js';
import { DisableStaffAccountCommand } from '../staff/disable-staff-account/disable-staff-account.command.js';
import { DisableStaffAccountHandler } from '../staff/disable-staff-account/disable-staff-account.handler.js';
import { PasswordHasher } from '../staff/password-hasher.js';
import { createStaffCommands } from '../staff/staff-commands.js';
import { StaffDirectory } from '../staff/staff-directory.js';
import { openCliStores } from './cli-stores.js';
import type { PasswordReader } from './password-prompt.js';

export interface StaffCliIo {
  readonly config: AppConfig;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readPassword: PasswordReader;
  /** Whether to ask the password twice (a person typing blind); a pipe gives it once. */
  readonly confirmPassword: boolean;
}

class CliFailure extends Error {
  constructor(readonly code: MessageKey) {
    super(message(code));
  }
}

interface StaffTools {
  readonly directory: StaffDirectory;
  readonly create: CreateStaffAccountHandler;
  readonly changePassword: ChangeStaffPasswordHandler;
  readonly disable: DisableStaffAccountHandler;
  readonly context: CommandContext;
}

/** Runs one staff command; answers the process exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCli(args: readonly string[], io: StaffCliIo): Promise<number> {
  const [command, ...rest] = args;
  const known = ['add', 'list', 'disable', 'reset-password'];
  const usable = command !== undefined && known.includes(command) && (command === 'list' || rest.length > 0);
  if (!usable || (command === 'add' && rest.length < 2)) {
    io.out(message('CLI.STAFF_USAGE'));
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const stores = await openCliStores(io.config);
  const commands = createStaffCommands(stores.eventStore, {
    clock: () => new Date(),
    timeZone: io.config.timeZone,
  });
  const directory = new StaffDirectory(stores.eventStore, stores.readStore);
  const hasher = new PasswordHasher();
  const tools: StaffTools = {
    directory,
    create: new CreateStaffAccountHandler(commands, directory, hasher),
    changePassword: new ChangeStaffPasswordHandler(commands, hasher),
    disable: new DisableStaffAccountHandler(commands),
    context: { staffId: SYSTEM_STAFF_ID, correlationId: `cli-${randomUUID()}` },
  };
  try {
    if (command === 'list') await list(tools, io);
    else if (command === 'add') await add(tools, io, rest[0] ?? '', rest.slice(1).join(' '));
    else if (command === 'disable') await disable(tools, io, rest[0] ?? '');
    else await resetPassword(tools, io, rest[0] ?? '');
    return 0;
  } catch (error) {
    if (!(error instanceof AppError || error instanceof CliFailure)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await stores.close();
  }
}

async function list({ directory }: StaffTools, io: StaffCliIo): Promise<void> {
  const accounts = await directory.listFromEvents();
  if (accounts.length === 0) io.out(message('CLI.STAFF_LIST_EMPTY'));
  for (const account of accounts) {
    const estado = message(account.status === 'active' ? 'CLI.STAFF_ACTIVE' : 'CLI.STAFF_INACTIVE');
    io.out(
      message('CLI.STAFF_ROW', { correo: account.email, nombre: account.displayName, estado, id: account.staffId }),
    );
  }
}

async function add(tools: StaffTools, io: StaffCliIo, email: string, displayName: string): Promise<void> {
  // Refuse what can be refused before asking for a password nobody will use.
  if (!isValidEmail(email)) throw new AppError('STAFF.EMAIL_INVALID', 422);
  if (await tools.directory.isEmailTaken(email)) throw new AppError('STAFF.EMAIL_TAKEN', 409);
  const password = await askNewPassword(io);
  const { staffId } = await tools.create.execute(
    new CreateStaffAccountCommand(email, displayName, password, tools.context),
  );
  const created = (await tools.directory.listFromEvents()).find((account) => account.staffId === staffId);
  io.out(message('CLI.STAFF_ADDED', { correo: created?.email ?? email, nombre: created?.displayName ?? displayName }));
}

async function disable(tools: StaffTools, io: StaffCliIo, email: string): Promise<void> {
  const account = await accountByEmail(tools, email);
  if (account.status === 'disabled') return io.out(message('CLI.STAFF_ALREADY_DISABLED', { correo: account.email }));
  await tools.disable.execute(new DisableStaffAccountCommand(account.staffId, tools.context));
  io.out(message('CLI.STAFF_DISABLED', { correo: account.email }));
}

async function resetPassword(tools: StaffTools, io: StaffCliIo, email: string): Promise<void> {
  const account = await accountByEmail(tools, email);
  if (account.status === 'disabled') throw new AppError('STAFF.DISABLED', 422);
  const password = await askNewPassword(io);
  await tools.changePassword.execute(new ChangeStaffPasswordCommand(account.staffId, password, tools.context));
  io.out(message('CLI.STAFF_PASSWORD_RESET', { correo: account.email }));
}

async function accountByEmail({ directory }: StaffTools, email: string): Promise<ExistingStaffAccount> {
  const account = await directory.findByEmail(email);
  if (!account) throw new AppError('STAFF.NOT_FOUND', 404);
  return account;
}

async function askNewPassword(io: StaffCliIo): Promise<string> {
  const password = await io.readPassword(message('CLI.STAFF_PASSWORD'));
  if (password === null || password === '') throw new CliFailure('CLI.STAFF_PASSWORD_MISSING');
  if (!io.confirmPassword) return password;
  const again = await io.readPassword(message('CLI.STAFF_PASSWORD_AGAIN'));
  if (again !== password) throw new CliFailure('CLI.STAFF_PASSWORD_MISMATCH');
  return password;
}
