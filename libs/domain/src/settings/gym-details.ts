// The gym's details printed on receipts and on the cash-closing sheet (issue 30): its name, NIT,
// address, phone and a footer. Every one may be left blank; the phone follows R37.
import type { RefusalCode } from '../refusals.js';
import { normalisePhone } from '../rules/phone.js';
import { isPlainText } from '../rules/plain-text.js';

export interface GymDetails {
  /** Blank: the name the app was started with (GYM_NAME). */
  readonly name: string;
  /** Colombian tax number as written on invoices ('900.123.456-7'); blank when not given. */
  readonly nit: string;
  readonly address: string;
  /** As R37 stores it (digits, or '+' and an international number); blank when not given. */
  readonly phone: string;
  /** A closing line of the receipt ('Gracias por entrenar con nosotros'), up to three lines. */
  readonly receiptFooter: string;
}

export const GYM_DETAILS_LIMITS = { name: 80, nit: 20, address: 200, phone: 30, receiptFooter: 300 } as const;

export const NO_GYM_DETAILS: GymDetails = { name: '', nit: '', address: '', phone: '', receiptFooter: '' };

/** A NIT: its digits with the dots, spaces and one dash of the check digit people write ('900.123.456-7'). */
const NIT_PATTERN = /^\d[\d. ]{4,16}(-\s?\d)?$/;

export type GymDetailsField = keyof GymDetails;

/** The details trimmed, the phone as R37 stores it; or the first field that is wrong and why. */
export function validateGymDetails(
  details: GymDetails,
): GymDetails | { readonly field: GymDetailsField; readonly code: RefusalCode } {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const trimmed: GymDetails = {
    name: text(details.name),
    nit: text(details.nit),
    address: text(details.address),
    phone: text(details.phone),
    receiptFooter: text(details.receiptFooter),
  };
  for (const field of Object.keys(GYM_DETAILS_LIMITS) as GymDetailsField[]) {
    if (trimmed[field].length > GYM_DETAILS_LIMITS[field]) return { field, code: 'REQUEST.TEXT_TOO_LONG' };
    if (!isPlainText(trimmed[field], { lines: field === 'receiptFooter' }))
      return { field, code: 'REQUEST.TEXT_INVALID_CHARACTERS' };
  }
  if (trimmed.receiptFooter.split('\n').length > 3) return { field: 'receiptFooter', code: 'SETTINGS.FOOTER_TOO_LONG' };
  if (trimmed.nit !== '' && !NIT_PATTERN.test(trimmed.nit)) return { field: 'nit', code: 'SETTINGS.NIT_INVALID' };
  if (trimmed.phone === '') return trimmed;
  const phone = normalisePhone(trimmed.phone);
  return phone === null ? { field: 'phone', code: 'MEMBER.PHONE_INVALID' } : { ...trimmed, phone };
}
