// A member's e-mail address (R50: reminders go out by e-mail to members who gave one). Optional;
// stored trimmed and lower-cased, null when blank; one mailbox, no display name, at most 254 characters.

export const MEMBER_EMAIL_MAX_LENGTH = 254;
// A local part and a domain with a dot, no spaces, no second '@', no angle brackets or commas (one
// address only, never a list a header would read as several recipients).
const EMAIL_PATTERN = /^[^\s@<>,;"()[\]\\]+@[^\s@<>,;"()[\]\\]+\.[^\s@<>,;"()[\]\\.]{2,}$/;

/** Trimmed and lower-cased; null for blank. */
export function normaliseMemberEmail(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** A normalised e-mail address that a reminder can be sent to. */
export function isValidMemberEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MEMBER_EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(value) &&
    !value.includes('..')
  );
}
