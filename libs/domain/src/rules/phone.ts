// R37: a member's phone is a Colombian mobile or landline, stored as its 10 digits, or an
// international number starting with '+', stored as '+' and its digits (E.164). libphonenumber-js
// reads what was typed (+57, separators, another country's code) and judges each country's lengths and
// leading digits. Its 'min' metadata: the 'max' one, which also tells a mobile from a landline, doubles
// what the login page downloads (+50 KB gzipped), so R37's own words tell them apart instead.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const COLOMBIA = 'CO';
const COLOMBIA_CALLING_CODE = '57';
/** What people type around the digits: spaces, dashes, dots, brackets, a leading '+'. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;
/** R37: a mobile is 10 digits starting with 3, a landline 60 and 8 digits (not a toll-free 01 8000…). */
const isMobileOrLandline = (national: string): boolean =>
  national.length === 10 && (national.startsWith('3') || national.startsWith('60'));

/**
 * The phone as stored ('300 123-4567' and '+57 300 123 4567' → '3001234567'; '+34 612 345 678' →
 * '+34612345678'), or null when it is not a phone R37 accepts.
 */
export function normalisePhone(text: string): string | null {
  const typed = text.trim();
  if (!TYPED_PHONE.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, COLOMBIA);
  if (parsed === undefined || !parsed.isValid()) return null;
  if (parsed.countryCallingCode === COLOMBIA_CALLING_CODE)
    return isMobileOrLandline(parsed.nationalNumber) ? parsed.nationalNumber : null;
  // Another country's number only when written as one: '+' and its calling code.
  return typed.startsWith('+') ? parsed.number : null;
}

export function isValidPhone(text: string): boolean {
  return normalisePhone(text) !== null;
}

// Showing a stored phone needs none of libphonenumber: it lives in its own module (phone-format.ts), so a
// screen that only shows phones does not download the parser (29 kB gzipped, issue 36).
export { formatPhone } from './phone-format.js';
