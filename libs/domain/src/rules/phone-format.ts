// R37, issue 41: how a stored phone reads on every screen. Apart from phone.ts, which parses what was
// typed with libphonenumber-js: a screen that only shows phones downloads none of it.

/**
 * A stored phone as people read it (issue 41: one format on every screen): a Colombian mobile or
 * landline in groups, '3202470120' → '320 247 0120', '6045551234' → '604 555 1234'; an international
 * number, or one stored before R37 that is not 10 digits, as stored. Search finds either form.
 */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` : phone;
}
