// `decideStaff`: what a command on a staff account yields, as events or a rejection.
import { reject, type Decision, type Rejection } from '../decision.js';
import { isValidInstant } from '../rules/dates.js';
import { isPlainText } from '../rules/plain-text.js';
import { emailProblem, normaliseEmail } from './staff-email.js';
import type {
  ChangeStaffDisplayName,
  ChangeStaffPassword,
  ChangeStaffRole,
  CreateStaffAccount,
  EnableStaffAccount,
  EndStaffSession,
  StaffCommand,
  StaffDecisionContext,
} from './staff.commands.js';
import type { StaffEvent } from './staff.events.js';
import { anotherActiveAdministrator, isStaffRole, roleAsRead, type StaffRole } from './staff-roles.js';
import type { ExistingStaffAccount, StaffState } from './staff.state.js';
import { isSessionId } from './staff-sessions.js';

export type StaffDecision = Decision<StaffEvent>;

export const STAFF_DISPLAY_NAME_MAX = 120;

const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && value.startsWith('scrypt$');

export function decideStaff(command: StaffCommand, state: StaffState, context: StaffDecisionContext): StaffDecision {
  if (command.type === 'CreateStaffAccount') return createStaffAccount(command, state, context);
  if (state.status === 'none') return reject('STAFF.NOT_FOUND');
  switch (command.type) {
    case 'ChangeStaffPassword':
      return changeStaffPassword(command, state);
    case 'DisableStaffAccount':
      return disableStaffAccount(state, context);
    case 'EnableStaffAccount':
      return enableStaffAccount(command, state, context);
    case 'ChangeStaffRole':
      return changeStaffRole(command, state, context);
    case 'ChangeStaffDisplayName':
      return changeStaffDisplayName(command, state);
    case 'RecordStaffSignIn':
      return state.status === 'active'
        ? [{ type: 'StaffSignedIn', data: { staffId: state.staffId } }]
        : reject('STAFF.DISABLED');
    case 'EndStaffSession':
      return endStaffSession(command, state);
    case 'EndAllStaffSessions':
      // A disabled account's sessions ended when it was disabled.
      return state.status === 'active' ? [{ type: 'StaffSessionsEnded', data: { staffId: state.staffId } }] : [];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown staff command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The account's role as the roster reads it (R25); an account missing from it reads by its own record. */
function roleOf(account: ExistingStaffAccount, context: StaffDecisionContext): StaffRole {
  const entry = context.staff.find((candidate) => candidate.staffId === account.staffId);
  return entry?.role ?? roleAsRead(account.role, false);
}

const emailInUse = (context: StaffDecisionContext, email: string, exceptId: string): boolean =>
  context.staff.some((entry) => entry.active && entry.email === email && entry.staffId !== exceptId);

function createStaffAccount(
  { data }: CreateStaffAccount,
  state: StaffState,
  context: StaffDecisionContext,
): StaffDecision {
  if (state.status !== 'none') return reject('STAFF.ALREADY_EXISTS');
  const invalidEmail = typeof data.email === 'string' ? emailProblem(data.email) : 'STAFF.EMAIL_INVALID';
  if (invalidEmail !== null) return reject(invalidEmail, undefined, 'email');
  const displayName = validDisplayName(data.displayName);
  if (typeof displayName !== 'string') return displayName;
  if (!isStaffRole(data.role)) return reject('STAFF.ROLE_INVALID', undefined, 'role');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  const { staffId, passwordHash, role } = data;
  const email = normaliseEmail(data.email);
  // A disabled account's e-mail may be given to a new one; an active one's may not.
  if (emailInUse(context, email, staffId)) return reject('STAFF.EMAIL_TAKEN', undefined, 'email');
  return [{ type: 'StaffAccountCreated', data: { staffId, email, displayName, passwordHash, role } }];
}

/** A display name trimmed, or why it cannot be one. */
function validDisplayName(typed: unknown): string | Rejection {
  const displayName = typeof typed === 'string' ? typed.trim() : '';
  if (displayName === '') return reject('STAFF.DISPLAY_NAME_REQUIRED', undefined, 'displayName');
  if (displayName.length > STAFF_DISPLAY_NAME_MAX) return reject('REQUEST.TEXT_TOO_LONG', undefined, 'displayName');
  if (!isPlainText(displayName)) return reject('REQUEST.TEXT_INVALID_CHARACTERS', undefined, 'displayName');
  return displayName;
}

/** Issue 30: an account's own name ('Administrador' → 'Marta Ruiz'); the same name records nothing. */
function changeStaffDisplayName({ data }: ChangeStaffDisplayName, account: ExistingStaffAccount): StaffDecision {
  if (account.status === 'disabled') return reject('STAFF.DISABLED');
  const displayName = validDisplayName(data.displayName);
  if (typeof displayName !== 'string') return displayName;
  if (displayName === account.displayName) return [];
  const { staffId } = account;
  return [
    { type: 'StaffDisplayNameChanged', data: { staffId, displayName, previousDisplayName: account.displayName } },
  ];
}

function changeStaffPassword({ data }: ChangeStaffPassword, account: ExistingStaffAccount): StaffDecision {
  if (account.status === 'disabled') return reject('STAFF.DISABLED');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  return [{ type: 'StaffPasswordChanged', data: { staffId: account.staffId, passwordHash: data.passwordHash } }];
}

/** Disabling a disabled account changes nothing, so records nothing. The last active Administrador stays (R25). */
function disableStaffAccount(account: ExistingStaffAccount, context: StaffDecisionContext): StaffDecision {
  if (account.status === 'disabled') return [];
  const { staffId } = account;
  if (roleOf(account, context) === 'admin' && !anotherActiveAdministrator(context.staff, staffId)) {
    return reject('STAFF.LAST_ADMINISTRATOR');
  }
  return [{ type: 'StaffAccountDisabled', data: { staffId } }];
}

/** Enabling an active account records nothing; its e-mail must not have gone to another active account meanwhile. */
function enableStaffAccount(
  _command: EnableStaffAccount,
  account: ExistingStaffAccount,
  context: StaffDecisionContext,
): StaffDecision {
  if (account.status === 'active') return [];
  if (emailInUse(context, account.email, account.staffId)) return reject('STAFF.EMAIL_TAKEN', undefined, 'email');
  return [{ type: 'StaffAccountEnabled', data: { staffId: account.staffId } }];
}

/** The same role records nothing; demoting the last active Administrador is refused (R25). */
function changeStaffRole(
  { data }: ChangeStaffRole,
  account: ExistingStaffAccount,
  context: StaffDecisionContext,
): StaffDecision {
  if (!isStaffRole(data.role)) return reject('STAFF.ROLE_INVALID', undefined, 'role');
  const previousRole = roleOf(account, context);
  if (data.role === previousRole) return [];
  const { staffId } = account;
  const demotesLast =
    previousRole === 'admin' && account.status === 'active' && !anotherActiveAdministrator(context.staff, staffId);
  if (demotesLast) return reject('STAFF.LAST_ADMINISTRATOR');
  return [{ type: 'StaffRoleChanged', data: { staffId, role: data.role, previousRole } }];
}

/** A disabled account's sessions all ended already: nothing to record. */
function endStaffSession({ data }: EndStaffSession, account: ExistingStaffAccount): StaffDecision {
  if (!isSessionId(data.sessionId) || !isValidInstant(data.expiresAt)) return reject('REQUEST.INVALID');
  if (account.status === 'disabled') return [];
  const { sessionId, expiresAt } = data;
  return [{ type: 'StaffSessionEnded', data: { staffId: account.staffId, sessionId, expiresAt } }];
}
