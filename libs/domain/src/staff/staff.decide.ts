// `decideStaff`: what a command on a staff account yields, as events or a rejection.
import { reject, type Decision } from '../decision.js';
import { isPlainText } from '../rules/plain-text.js';
import type { ChangeStaffPassword, CreateStaffAccount, DisableStaffAccount, StaffCommand } from './staff.commands.js';
import type { StaffEvent } from './staff.events.js';
import type { StaffState } from './staff.state.js';

export type StaffDecision = Decision<StaffEvent>;

export const STAFF_DISPLAY_NAME_MAX = 120;
const EMAIL_MAX = 254;
// Deliberately loose: one @, no spaces, a dot in the domain. Delivery is not our concern.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one spelling of an e-mail the gym stores and logs in with: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalised = normaliseEmail(email);
  return normalised.length <= EMAIL_MAX && EMAIL_PATTERN.test(normalised) && isPlainText(normalised);
}

const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && value.startsWith('scrypt$');

export function decideStaff(command: StaffCommand, state: StaffState): StaffDecision {
  switch (command.type) {
    case 'CreateStaffAccount':
      return createStaffAccount(command, state);
    case 'ChangeStaffPassword':
      return changeStaffPassword(command, state);
    case 'DisableStaffAccount':
      return disableStaffAccount(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown staff command ${JSON.stringify(unknown)}`);
    }
  }
}

function createStaffAccount({ data }: CreateStaffAccount, state: StaffState): StaffDecision {
  if (state.status !== 'none') return reject('STAFF.ALREADY_EXISTS');
  if (typeof data.email !== 'string' || !isValidEmail(data.email)) return reject('STAFF.EMAIL_INVALID');
  const displayName = typeof data.displayName === 'string' ? data.displayName.trim() : '';
  if (displayName === '') return reject('STAFF.DISPLAY_NAME_REQUIRED');
  if (displayName.length > STAFF_DISPLAY_NAME_MAX) return reject('REQUEST.TEXT_TOO_LONG');
  if (!isPlainText(displayName)) return reject('REQUEST.TEXT_INVALID_CHARACTERS');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  const { staffId, passwordHash } = data;
  const email = normaliseEmail(data.email);
  return [{ type: 'StaffAccountCreated', data: { staffId, email, displayName, passwordHash } }];
}

function changeStaffPassword({ data }: ChangeStaffPassword, state: StaffState): StaffDecision {
  if (state.status === 'none') return reject('STAFF.NOT_FOUND');
  if (state.status === 'disabled') return reject('STAFF.DISABLED');
  if (!isPasswordHash(data.passwordHash)) return reject('STAFF.PASSWORD_HASH_INVALID');
  return [{ type: 'StaffPasswordChanged', data: { staffId: state.staffId, passwordHash: data.passwordHash } }];
}

/** Disabling a disabled account changes nothing, so records nothing. */
function disableStaffAccount(_command: DisableStaffAccount, state: StaffState): StaffDecision {
  if (state.status === 'none') return reject('STAFF.NOT_FOUND');
  if (state.status === 'disabled') return [];
  return [{ type: 'StaffAccountDisabled', data: { staffId: state.staffId } }];
}
