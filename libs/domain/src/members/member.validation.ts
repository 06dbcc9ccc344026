// Limits on a member's inputs, shared by `decide` (the domain guards itself) and the request schemas.
import type { RefusalCode } from '../refusals.js';
import { reject, type Rejection } from '../decision.js';
import { isMessageKey, messages } from '../messages.js';
import { isValidCedula, normaliseCedula } from '../rules/cedula.js';
import { isValidMemberEmail, normaliseMemberEmail } from '../rules/member-email.js';
import { isValidDate } from '../rules/dates.js';
import { normalisePhone } from '../rules/phone.js';
import {
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethod,
  MAX_PAYMENT_REFERENCE_LENGTH,
  normalisePaymentReference,
  type PaymentMethodFields,
  type PaymentMethodInput,
} from '../rules/payment-methods.js';
import { isPlainText } from '../rules/plain-text.js';
import { GENDERS, MEASURE_KEYS, type Gender } from '../rules/plans.js';
import type { MemberDetails } from './member.events.js';

/** Longest accepted texts, in characters, after trimming. */
export const MEMBER_TEXT_LIMITS = { name: 120, address: 200, phone: 30, notes: 2000 } as const;
/**
 * The widest weight and height ever accepted (spec §5, before R37): what the fold and the import of
 * the original product's data still take. New values follow R37's ranges below.
 */
export const MAX_WEIGHT_KG = 500;
export const MAX_HEIGHT_CM = 300;
/** Body measures are in cm and lie strictly between 0 and this (R13). */
export const MAX_MEASURE_CM = 300;

/** R37: a person weighs 2 to 400 kg and is 50 to 250 cm tall. */
export const WEIGHT_KG_RANGE = { min: 2, max: 400 } as const;
export const HEIGHT_CM_RANGE = { min: 50, max: 250 } as const;
/** R37: a height under this was typed in metres ('1,78' in a centimetres field). */
const METRES_BELOW_CM = 3;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** R37: what is wrong with a weight typed in kg; null when it holds (or is left blank). */
export function weightProblem(value: unknown): RefusalCode | null {
  if (value === null) return null;
  return isNumber(value) && value >= WEIGHT_KG_RANGE.min && value <= WEIGHT_KG_RANGE.max
    ? null
    : 'MEMBER.WEIGHT_INVALID';
}

/** R37: what is wrong with a height typed in cm; a metres-sized one ('1,78') says to write centimetres. */
export function heightProblem(value: unknown): RefusalCode | null {
  if (value === null) return null;
  if (isNumber(value) && value > 0 && value < METRES_BELOW_CM) return 'MEMBER.HEIGHT_IN_METRES';
  return isNumber(value) && value >= HEIGHT_CM_RANGE.min && value <= HEIGHT_CM_RANGE.max
    ? null
    : 'MEMBER.HEIGHT_INVALID';
}

/** R37: 'Número de teléfono inválido.' unless `normalisePhone` takes it. */
export function phoneProblem(text: string): RefusalCode | null {
  return normalisePhone(text) === null ? 'MEMBER.PHONE_INVALID' : null;
}

export type BodyAndPhoneField = 'phone' | 'weightKg' | 'heightCm';

/**
 * R37 applied to details recorded before it (their events keep them, the fold takes them): what
 * each field's stored value breaks, so the profile can say so under it and staff correct it.
 */
export function storedDetailsProblems(
  details: Pick<MemberDetails, BodyAndPhoneField>,
): Partial<Record<BodyAndPhoneField, RefusalCode>> {
  const problems: Partial<Record<BodyAndPhoneField, RefusalCode>> = {};
  const phone = phoneProblem(details.phone);
  const weight = weightProblem(details.weightKg);
  const height = heightProblem(details.heightCm);
  if (phone !== null) problems.phone = phone;
  if (weight !== null) problems.weightKg = weight;
  if (height !== null) problems.heightCm = height;
  return problems;
}

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

type TextField = keyof typeof MEMBER_TEXT_LIMITS;
const TEXT_FIELDS = Object.keys(MEMBER_TEXT_LIMITS) as TextField[];

/** A detail as the registration and profile bodies carry it, the field a refusal names ('details.name'). */
const detailField = (field: keyof MemberDetails): string => `details.${field}`;

// Typed as strings, but a caller outside TypeScript may send anything: blank it and let the rules refuse.
const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The details trimmed (the phone as R37 stores it), or the first rule they break (spec §5, R37).
 * Given the details already `stored`, a phone, weight or height left as it was is not judged again:
 * a member recorded before R37 keeps it until staff correct it, and any other field can still change.
 */
export function validateDetails(details: MemberDetails, stored?: MemberDetails): MemberDetails | Rejection {
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
    email: typeof details.email === 'string' ? normaliseMemberEmail(details.email) : null,
  };
  for (const [field, code] of REQUIRED_TEXTS)
    if (trimmed[field] === '') return reject(code, undefined, detailField(field));
  const tooLong = TEXT_FIELDS.find((field) => trimmed[field].length > MEMBER_TEXT_LIMITS[field]);
  if (tooLong !== undefined) return reject('REQUEST.TEXT_TOO_LONG', undefined, detailField(tooLong));
  // Only the notes have lines.
  const notPlain = TEXT_FIELDS.find((field) => !isPlainText(trimmed[field], { lines: field === 'notes' }));
  if (notPlain !== undefined) return reject('REQUEST.TEXT_INVALID_CHARACTERS', undefined, detailField(notPlain));
  if (!isGender(trimmed.gender)) return reject('MEMBER.GENDER_INVALID', undefined, detailField('gender'));
  if (trimmed.birthday !== null && !isValidDate(trimmed.birthday))
    return reject('MEMBER.BIRTHDAY_INVALID', undefined, detailField('birthday'));
  const body = bodyAndPhoneProblem(trimmed, stored);
  if (body !== null) return body;
  if (trimmed.cedula !== null && !isValidCedula(trimmed.cedula))
    return reject('MEMBER.CEDULA_INVALID', undefined, detailField('cedula'));
  if (trimmed.email !== null && !isValidMemberEmail(trimmed.email))
    return reject('MEMBER.EMAIL_INVALID', undefined, detailField('email'));
  return { ...trimmed, phone: trimmed.phone === stored?.phone ? trimmed.phone : (normalisePhone(trimmed.phone) ?? '') };
}

/** R37 on the phone, weight and height that are new (not as `stored`), each refusal under its field. */
function bodyAndPhoneProblem(details: MemberDetails, stored: MemberDetails | undefined): Rejection | null {
  const judged = (field: BodyAndPhoneField) => stored === undefined || details[field] !== stored[field];
  const problems: readonly [BodyAndPhoneField, RefusalCode | null][] = [
    ['phone', judged('phone') ? phoneProblem(details.phone) : null],
    ['weightKg', judged('weightKg') ? weightProblem(details.weightKg) : null],
    ['heightCm', judged('heightCm') ? heightProblem(details.heightCm) : null],
  ];
  const found = problems.find(([, code]) => code !== null);
  return found?.[1] ? reject(found[1], undefined, found[0]) : null;
}

/** How a payment came in, as its event stores it: the method (Efectivo when not given) and a reference only when there is one. */
export function validatePaymentMethod(input: PaymentMethodInput): PaymentMethodFields | Rejection {
  const method = input.method ?? DEFAULT_PAYMENT_METHOD;
  if (!isPaymentMethod(method)) return reject('PAYMENT.METHOD_INVALID', undefined, 'method');
  if (input.reference !== undefined && input.reference !== null && typeof input.reference !== 'string') {
    return reject('REQUEST.INVALID', undefined, 'reference');
  }
  const reference = normalisePaymentReference(input.reference);
  if (reference !== null && reference.length > MAX_PAYMENT_REFERENCE_LENGTH)
    return reject('PAYMENT.REFERENCE_TOO_LONG', undefined, 'reference');
  if (reference !== null && !isPlainText(reference))
    return reject('REQUEST.TEXT_INVALID_CHARACTERS', undefined, 'reference');
  return reference === null ? { method } : { method, reference };
}

function measureLabel(key: string): string {
  const labelKey = `MEASURE.${key}`;
  return isMessageKey(labelKey) ? messages[labelKey] : key;
}

/**
 * R13: exactly the gender's measures, each a number > 0 and < 300 cm; null when they hold. A measure
 * of the other gender names no field: the form has none for it (and the API has always answered so).
 */
export function validateMeasures(gender: Gender, measures: unknown): Rejection | null {
  if (typeof measures !== 'object' || measures === null || Array.isArray(measures)) {
    return reject('BODY_COMPOSITION.MEASURES_INVALID', undefined, 'measures');
  }
  const expected = MEASURE_KEYS[gender];
  const unknown = Object.keys(measures).find((key) => !expected.includes(key));
  if (unknown !== undefined) return reject('BODY_COMPOSITION.MEASURE_UNKNOWN', { medida: measureLabel(unknown) });
  for (const key of expected) {
    const value: unknown = (measures as Record<string, unknown>)[key];
    const medida = { medida: measureLabel(key) };
    if (value === undefined) return reject('BODY_COMPOSITION.MEASURE_REQUIRED', medida, `measures.${key}`);
    if (!isValidMeasureCm(value)) return reject('BODY_COMPOSITION.MEASURE_OUT_OF_RANGE', medida, `measures.${key}`);
  }
  return null;
}
