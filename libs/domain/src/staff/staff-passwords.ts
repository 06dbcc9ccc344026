// The rules of staff passwords: what a new one must be (for the backend that hashes it and the screens
// that ask it), and what the hash the backend writes looks like.
import { isPlainText } from '../rules/plain-text.js';

/** A new password has 8 to 256 characters (hashed by the backend, checked alike by the screens). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * What is wrong with a new password, as a catalogue code; null when it may be used. A lone surrogate
 * would be hashed as U+FFFD (two different passwords, one hash), so it is refused with the control characters.
 */
export function newPasswordProblem(
  password: string,
): 'STAFF.PASSWORD_TOO_SHORT' | 'STAFF.PASSWORD_TOO_LONG' | 'REQUEST.TEXT_INVALID_CHARACTERS' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'STAFF.PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'STAFF.PASSWORD_TOO_LONG';
  if (!isPlainText(password)) return 'REQUEST.TEXT_INVALID_CHARACTERS';
  return null;
}

/** A password hash as the backend writes it (`scrypt$N$r$p$salt$hash`); anything else is refused. */
export const isPasswordHash = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('scrypt$');
