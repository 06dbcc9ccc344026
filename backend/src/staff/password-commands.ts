// The staff commands with real work beside `decide`: a password checked and hashed before the
// command reaches the domain or the log. Used by the staff table, 'Mi cuenta', the first
// Administrador at start and `npm run staff`.
import {
  newPasswordProblem,
  staffStreamId,
  type StaffCommand,
  type StaffEvent,
  type StaffRole,
  type StaffState,
} from '@gym/domain';
import { randomUUID } from 'node:crypto';
import type { CommandResult } from '../shared/commands/command-runner.types.js';
import { AppError } from '../shared/http/app-error.js';
import type { CommandContext } from '../shared/http/command-context.js';
import type { PasswordHasher } from './password-hasher.js';
import type { StaffCommandResult } from './staff-command-result.js';
import type { StaffWriteLoop } from './staff.write-loop.js';

/** What the staff command table's rows use. */
export interface StaffCommandDeps {
  readonly staff: StaffWriteLoop;
  readonly hasher: PasswordHasher;
}

export interface NewStaffAccount {
  readonly email: string;
  readonly displayName: string;
  readonly password: string;
  readonly role: StaffRole;
  /** Given by the first Administrador's start-up (derived from the e-mail); otherwise new. */
  readonly staffId?: string;
}

/** Decides `command` on the account's own stream on behalf of whoever sent it (R23). */
export function sendToStaff(
  staff: StaffWriteLoop,
  context: CommandContext,
  command: StaffCommand,
): Promise<CommandResult<StaffState, StaffEvent>> {
  return staff.handle({ ...context, streamId: staffStreamId(command.data.staffId), command });
}

/** A new account in its own `staff-<uuid>` stream; the decider refuses an e-mail in use (R25). */
export async function createStaffAccount(
  { staff, hasher }: StaffCommandDeps,
  context: CommandContext,
  { email, displayName, password, role, staffId = randomUUID() }: NewStaffAccount,
): Promise<StaffCommandResult> {
  const passwordHash = await hashed(hasher, password, 'password');
  const data = { staffId, email, displayName, passwordHash, role };
  const { position } = await sendToStaff(staff, context, { type: 'CreateStaffAccount', data });
  return { staffId, position };
}

/** A new password; the projection then moves `sessionsValidFrom`, which ends the older sessions. */
export async function setStaffPassword(
  { staff, hasher }: StaffCommandDeps,
  context: CommandContext,
  staffId: string,
  password: string,
  field = 'password',
): Promise<StaffCommandResult> {
  const passwordHash = await hashed(hasher, password, field);
  const { position } = await sendToStaff(staff, context, {
    type: 'ChangeStaffPassword',
    data: { staffId, passwordHash },
  });
  return { staffId, position };
}

/** 'Mi cuenta': the account proves it knows its current password, checked against its own events. */
export async function changeOwnPassword(
  deps: StaffCommandDeps,
  context: CommandContext,
  staffId: string,
  passwords: { readonly currentPassword: string; readonly newPassword: string },
): Promise<StaffCommandResult> {
  const { state } = await deps.staff.load(staffStreamId(staffId));
  const stored = state.status === 'active' ? state.passwordHash : undefined;
  if (!(await deps.hasher.verifyAccount(passwords.currentPassword, stored)))
    throw new AppError('STAFF.CURRENT_PASSWORD_WRONG', {}, 'currentPassword');
  return setStaffPassword(deps, context, staffId, passwords.newPassword, 'newPassword');
}

async function hashed(hasher: PasswordHasher, password: string, field: string): Promise<string> {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError(problem, {}, field);
  return hasher.hash(password);
}
