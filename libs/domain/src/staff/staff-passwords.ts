// The rule every new staff password follows, for the backend that hashes it and the screens that ask it.
/** A new password has 8 to 256 characters (hashed by the backend, checked alike by the screens). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** What is wrong with a new password, as a catalogue code; null when it may be used. */
export function newPasswordProblem(password: string): 'STAFF.PASSWORD_TOO_SHORT' | 'STAFF.PASSWORD_TOO_LONG' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'STAFF.PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'STAFF.PASSWORD_TOO_LONG';
  return null;
}
