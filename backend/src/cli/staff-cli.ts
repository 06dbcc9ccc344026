// `npm run staff -- add|list|disable|enable|role|reset-password`: staff accounts from a terminal,
// on the same DATA_DIR / EVENTSTORE_URL as the app. Works with the app running or stopped: accounts
// are found by folding the `staff-` streams, and the running app's projection picks the events up.
// The operator acts as 'Sistema' with every permission, and is the way back in when a gym has no
// active Administrador left to sign in (accounts from before roles whose first one was disabled).
import { randomUUID } from 'node:crypto';
import {
  isStaffRole,
  emailProblem,
  message,
  SYSTEM_STAFF_ID,
  type ExistingStaffAccount,
  type MessageKey,
  type StaffRole,
} from '@gym/domain';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/http/app-error.js';
import type { CommandContext } from '../shared/http/command-context.js';
import {
  createStaffAccount,
  createStaffWriteLoop,
  PasswordHasher,
  sendToStaff,
  setStaffPassword,
  StaffDirectory,
  type StaffCommandDeps,
} from '../staff/staff.port.js';
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
  readonly commands: StaffCommandDeps;
  readonly context: CommandContext;
}

const KNOWN = ['add', 'list', 'disable', 'enable', 'role', 'reset-password'];

/** `--role admin|reception` anywhere among the arguments, taken out of them; null when absent, 'invalid' when unknown. */
function roleOption(args: readonly string[]): { role: StaffRole | null | 'invalid'; rest: string[] } {
  const at = args.indexOf('--role');
  if (at < 0) return { role: null, rest: [...args] };
  const value = args[at + 1];
  const rest = [...args.slice(0, at), ...args.slice(at + 2)];
  return { role: isStaffRole(value) ? value : 'invalid', rest };
}

function isUsable(command: string | undefined, rest: readonly string[]): command is string {
  if (command === undefined || !KNOWN.includes(command)) return false;
  if (command === 'list') return true;
  if (command === 'add' || command === 'role') return rest.length >= 2;
  return rest.length > 0;
}

/** Runs one staff command; answers the process exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCli(args: readonly string[], io: StaffCliIo): Promise<number> {
  const command = args.at(0);
  const given = args.slice(1);
  const { role, rest } = roleOption(given);
  if (!isUsable(command, rest) || role === 'invalid' || (role !== null && command !== 'add')) {
    io.out(message('CLI.STAFF_USAGE'));
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const stores = await openCliStores(io.config);
  const directory = new StaffDirectory(stores.eventStore, stores.readStore);
  const commands = createStaffWriteLoop(stores.eventStore, directory, {
    clock: () => new Date(),
    timeZone: io.config.timeZone,
  });
  const tools: StaffTools = {
    directory,
    commands: { staff: commands, hasher: new PasswordHasher() },
    context: { staffId: SYSTEM_STAFF_ID, correlationId: `cli-${randomUUID()}` },
  };
  try {
    await run(tools, io, command, rest, role);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError || error instanceof CliFailure)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await stores.close();
  }
}

async function run(
  tools: StaffTools,
  io: StaffCliIo,
  command: string,
  rest: readonly string[],
  role: StaffRole | null,
): Promise<void> {
  const email = rest[0] ?? '';
  if (command === 'list') return list(tools, io);
  if (command === 'add') return add(tools, io, email, rest.slice(1).join(' '), role);
  if (command === 'disable') return disable(tools, io, email);
  if (command === 'enable') return enable(tools, io, email);
  if (command === 'role') return changeRole(tools, io, email, rest[1] ?? '');
  return resetPassword(tools, io, email);
}

async function list({ directory }: StaffTools, io: StaffCliIo): Promise<void> {
  const roster = await directory.roster();
  const accounts = await directory.listFromEvents();
  if (accounts.length === 0) io.out(message('CLI.STAFF_LIST_EMPTY'));
  accounts.forEach((account, index) => {
    const estado = message(account.status === 'active' ? 'CLI.STAFF_ACTIVE' : 'CLI.STAFF_INACTIVE');
    const rol = message(`ROLE.${roster[index]?.role ?? 'reception'}`);
    const row = { correo: account.email, nombre: account.displayName, rol, estado, id: account.staffId };
    io.out(message('CLI.STAFF_ROW', row));
  });
}

/** Without `--role`: Recepción, except the gym's very first account, which is its Administrador. */
async function add(
  tools: StaffTools,
  io: StaffCliIo,
  email: string,
  displayName: string,
  role: StaffRole | null,
): Promise<void> {
  // Refuse what can be refused before asking for a password nobody will use.
  const problem = emailProblem(email);
  if (problem !== null) throw new AppError(problem);
  if (await tools.directory.isEmailTaken(email)) throw new AppError('STAFF.EMAIL_TAKEN');
  const firstAccount = (await tools.directory.listFromEvents()).length === 0;
  const password = await askNewPassword(io);
  const { staffId } = await createStaffAccount(tools.commands, tools.context, {
    email,
    displayName,
    password,
    role: role ?? (firstAccount ? 'admin' : 'reception'),
  });
  const created = (await tools.directory.listFromEvents()).find((account) => account.staffId === staffId);
  io.out(message('CLI.STAFF_ADDED', { correo: created?.email ?? email, nombre: created?.displayName ?? displayName }));
}

async function disable(tools: StaffTools, io: StaffCliIo, email: string): Promise<void> {
  const account = await accountByEmail(tools, email);
  if (account.status === 'disabled') {
    io.out(message('CLI.STAFF_ALREADY_DISABLED', { correo: account.email }));
    return;
  }
  await sendToStaff(tools.commands.staff, tools.context, {
    type: 'DisableStaffAccount',
    data: { staffId: account.staffId },
  });
  io.out(message('CLI.STAFF_DISABLED', { correo: account.email }));
}

async function enable(tools: StaffTools, io: StaffCliIo, email: string): Promise<void> {
  const account = await accountByEmail(tools, email);
  await sendToStaff(tools.commands.staff, tools.context, {
    type: 'EnableStaffAccount',
    data: { staffId: account.staffId },
  });
  io.out(message('CLI.STAFF_ENABLED', { correo: account.email }));
}

async function changeRole(tools: StaffTools, io: StaffCliIo, email: string, role: string): Promise<void> {
  if (!isStaffRole(role)) throw new AppError('STAFF.ROLE_INVALID');
  const account = await accountByEmail(tools, email);
  await sendToStaff(tools.commands.staff, tools.context, {
    type: 'ChangeStaffRole',
    data: { staffId: account.staffId, role },
  });
  io.out(message('CLI.STAFF_ROLE_CHANGED', { correo: account.email, rol: message(`ROLE.${role}`) }));
}

async function resetPassword(tools: StaffTools, io: StaffCliIo, email: string): Promise<void> {
  const account = await accountByEmail(tools, email);
  if (account.status === 'disabled') throw new AppError('STAFF.DISABLED');
  const password = await askNewPassword(io);
  await setStaffPassword(tools.commands, tools.context, account.staffId, password);
  io.out(message('CLI.STAFF_PASSWORD_RESET', { correo: account.email }));
}

async function accountByEmail({ directory }: StaffTools, email: string): Promise<ExistingStaffAccount> {
  const account = await directory.findByEmail(email);
  if (!account) throw new AppError('STAFF.NOT_FOUND');
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
