// Limits on a member's inputs, shared by `decide` (the domain guards itself) and the request schemas.
import type { RefusalCode } from '../refusals.js';
import { reject, type Rejection } from '../decision.js';
import { isMessageKey, messages } from '../messages.js';
import { isValidCedula, normaliseCedula } from '../rules/cedula.js';
import { isValidDate } from '../rules/dates.js';
import {
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethod,
  MAX_PAYMENT_REFERENCE_LENGTH,
  normalisePaymentReference,
  type PaymentMethodFields,
} from '../rules/payment-methods.js';
import { isPlainText } from '../rules/plain-text.js';
import { GENDERS, MEASURE_KEYS, type Gender } from '../rules/plans.js';
import type { PaymentMethodInput } from './member.commands.js';
import type { MemberDetails } from './member.events.js';

/** Longest accepted texts, in characters, after trimming. */
export const MEMBER_TEXT_LIMITS = { name: 120, address: 200, phone: 30, notes: 2000 } as const;
export const MAX_WEIGHT_KG = 500;
export const MAX_HEIGHT_CM = 300;
/** Body measures are in cm and lie strictly between 0 and this (R13). */
export const MAX_MEASURE_CM = 300;

/** Weight or height: unknown (null) or a number from 0 up to its limit (spec §5: minimum 0). */
const isBoundedOrNull =
  (max: number) =>
  (value: unknown): value is number | null =>
    value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max);

export const isValidWeightKg = isBoundedOrNull(MAX_WEIGHT_KG);
export const isValidHeightCm = isBoundedOrNull(MAX_HEIGHT_CM);

export function isValidMeasureCm(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < MAX_MEASURE_CM;
}

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

const REQUIRED_TEXTS: readonly (readonly ['name' | 'address' | 'phone', RefusalCode])[] = [
  ['name', 'MEMBER.NAME_REQUIRED'],
  ['address', 'MEMBER.ADDRESS_REQUIRED'],
  ['phone', 'MEMBER.PHONE_REQUIRED'],
];

// Typed as strings, but a caller outside TypeScript may send anything: blank it and let the rules refuse.
const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The details trimmed, or the first rule they break (spec §5). */
export function validateDetails(details: MemberDetails): MemberDetails | Rejection {
  // Built field by field so that nothing but the details reaches an event.
  const trimmed: MemberDetails = {
    name: trimmedText(details.name),
    address: trimmedText(details.address),
    phone: trimmedText(details.phone),
    gender: details.gender,
    birthday: details.birthday ?? null,
    notes: trimmedText(details.notes),
    weightKg: details.weightKg ?? null,
    heightCm: details.heightCm ?? null,
    cedula: typeof details.cedula === 'string' ? normaliseCedula(details.cedula) : null,
  };
  for (const [field, code] of REQUIRED_TEXTS) if (trimmed[field] === '') return reject(code);
  const tooLong = (Object.keys(MEMBER_TEXT_LIMITS) as (keyof typeof MEMBER_TEXT_LIMITS)[]).some(
    (field) => trimmed[field].length > MEMBER_TEXT_LIMITS[field],
  );
  if (tooLong) return reject('REQUEST.TEXT_TOO_LONG');
  const { name, address, phone, notes } = trimmed;
  if (![name, address, phone].every((text) => isPlainText(text)) || !isPlainText(notes, { lines: true }))
    return reject('REQUEST.TEXT_INVALID_CHARACTERS');
  if (!isGender(trimmed.gender)) return reject('MEMBER.GENDER_INVALID');
  if (trimmed.birthday !== null && !isValidDate(trimmed.birthday)) return reject('MEMBER.BIRTHDAY_INVALID');
  if (!isValidWeightKg(trimmed.weightKg)) return reject('MEMBER.WEIGHT_INVALID');
  if (!isValidHeightCm(trimmed.heightCm)) return reject('MEMBER.HEIGHT_INVALID');
  if (trimmed.cedula !== null && !isValidCedula(trimmed.cedula)) return reject('MEMBER.CEDULA_INVALID');
  return trimmed;
}

/** How a payment came in, as its event stores it: the method (Efectivo when not given) and a reference only when there is one. */
export function validatePaymentMethod(input: PaymentMethodInput): PaymentMethodFields | Rejection {
  const method = input.method ?? DEFAULT_PAYMENT_METHOD;
  if (!isPaymentMethod(method)) return reject('PAYMENT.METHOD_INVALID');
  if (input.reference !== undefined && input.reference !== null && typeof input.reference !== 'string') {
    return reject('REQUEST.INVALID');
  }
  const reference = normalisePaymentReference(input.reference);
  if (reference !== null && reference.length > MAX_PAYMENT_REFERENCE_LENGTH)
    return reject('PAYMENT.REFERENCE_TOO_LONG');
  if (reference !== null && !isPlainText(reference)) return reject('REQUEST.TEXT_INVALID_CHARACTERS');
  return reference === null ? { method } : { method, reference };
}

function measureLabel(key: string): string {
  const labelKey = `MEASURE.${key}`;
  return isMessageKey(labelKey) ? messages[labelKey] : key;
}

/** R13: exactly the gender's measures, each a number > 0 and < 300 cm; null when they hold. */
export function validateMeasures(gender: Gender, measures: unknown): Rejection | null {
  if (typeof measures !== 'object' || measures === null || Array.isArray(measures)) {
    return reject('BODY_COMPOSITION.MEASURES_INVALID');
  }
  const expected = MEASURE_KEYS[gender];
  const unknown = Object.keys(measures).find((key) => !expected.includes(key));
  if (unknown !== undefined) return reject('BODY_COMPOSITION.MEASURE_UNKNOWN', { medida: measureLabel(unknown) });
  for (const key of expected) {
    const value: unknown = (measures as Record<string, unknown>)[key];
    if (value === undefined) return reject('BODY_COMPOSITION.MEASURE_REQUIRED', { medida: measureLabel(key) });
    if (!isValidMeasureCm(value)) {
      return reject('BODY_COMPOSITION.MEASURE_OUT_OF_RANGE', { medida: measureLabel(key) });
    }
  }
  return null;
}
