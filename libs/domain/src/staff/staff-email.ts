// A staff account's e-mail: the one spelling it is stored and signed in with, and what makes one
// unusable. Two e-mails that look the same must be the same account: 'Ana@Gym.co', 'ａｎａ@ｇｙｍ.ｃｏ'
// (full width, from a phone keyboard) and ' ana@gym.co ' are one e-mail; one holding an invisible
// character (a zero-width space, a right-to-left mark, a no-break space) is refused, because it
// would be a second account that looks like an existing one.
import type { RefusalCode } from '../refusals.js';

export const EMAIL_MAX = 254;
// Deliberately loose: one @, no spaces, a dot in the domain. Delivery is not our concern.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Characters that show nothing, or nothing different: controls (Cc), format characters (Cf: zero
 * widths, bidi marks and embeddings, the BOM, the soft hyphen), line and paragraph separators,
 * every space but the plain one (Zs: no-break, thin, ideographic…), and the rest of Unicode's
 * default-ignorable characters (variation selectors, Hangul fillers).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** The one spelling of an e-mail the gym stores and signs in with: NFKC (full width → ASCII), trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Why an e-mail cannot be an account's, or null when it can. Judged as typed: trimming would hide a no-break space. */
export function emailProblem(email: string): Extract<RefusalCode, `STAFF.EMAIL_${string}`> | null {
  if (hasInvisibleCharacters(email)) return 'STAFF.EMAIL_INVISIBLE_CHARACTERS';
  const normalised = normaliseEmail(email);
  if (normalised.length > EMAIL_MAX || !EMAIL_PATTERN.test(normalised)) return 'STAFF.EMAIL_INVALID';
  // NFKC can itself yield what is refused (e.g. U+2028 from a compatibility form): judged again.
  return hasInvisibleCharacters(normalised) ? 'STAFF.EMAIL_INVISIBLE_CHARACTERS' : null;
}

export function isValidEmail(email: string): boolean {
  return emailProblem(email) === null;
}
