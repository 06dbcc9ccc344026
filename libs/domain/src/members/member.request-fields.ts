// The pieces the member commands' HTTP bodies are built from: strict objects (unknown keys refused),
// texts, dates, amounts, a member's details and how a payment is made. Every issue's message is a
// catalogue key (R21). Each command's own body sits beside its rule (member.freeze.ts, …).
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { isValidCedula, normaliseCedula } from '../rules/cedula.js';
import { isValidMemberEmail, MEMBER_EMAIL_MAX_LENGTH, normaliseMemberEmail } from '../rules/member-email.js';
import { isValidDate } from '../rules/dates.js';
import { normalisePhone } from '../rules/phone.js';
import { amountProblem, MAX_AMOUNT } from '../rules/money.js';
import {
  DEFAULT_PAYMENT_METHOD,
  MAX_PAYMENT_REFERENCE_LENGTH,
  normalisePaymentReference,
  PAYMENT_METHODS,
} from '../rules/payment-methods.js';
import { GENDERS } from '../rules/plans.js';
import { DISCOUNT_KINDS } from '../rules/discounts.js';
import { PLAN_ID_MAX_LENGTH } from '../rules/plan-terms.js';
import { REASON_LENGTH } from '../rules/reasons.js';
import {
  HEIGHT_CM_RANGE,
  heightProblem,
  MEMBER_TEXT_LIMITS,
  WEIGHT_KG_RANGE,
  weightProblem,
} from './member.validation.js';

export const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID'),
  });

const requiredText = (max: number, code: RefusalCode) =>
  requestText(code).trim().min(1, { error: code }).max(max, { error: 'REQUEST.TEXT_TOO_LONG' });

export const calendarDate = (code: RefusalCode) => requestText(code).refine(isValidDate, { error: code });

/** R37: a weight or height is blank (null) or a number its rule takes; the rule's refusal otherwise. */
const bodyMeasure = (
  problem: (value: number) => RefusalCode | null,
  code: RefusalCode,
  range: { readonly min: number; readonly max: number },
) =>
  z
    .number({ error: code })
    .check((context) => {
      const found = problem(context.value);
      if (found !== null) context.issues.push({ code: 'custom', message: found, input: context.value });
    })
    .meta({ minimum: range.min, maximum: range.max })
    .nullable();

/** R37: a Colombian mobile or landline, stored as its digits, or '+' and an international number. */
const phone = requiredText(MEMBER_TEXT_LIMITS.phone, 'MEMBER.PHONE_REQUIRED').transform((text, context) => {
  const stored = normalisePhone(text);
  if (stored !== null) return stored;
  context.issues.push({ code: 'custom', message: 'MEMBER.PHONE_INVALID', input: text });
  return z.NEVER;
});

/** R26: whole pesos from `min` to 10.000.000; over it says so, anything else is 'Por favor ingrese un monto válido'. */
const enteredAmount = (min: 0 | 1, missing: RefusalCode = 'PAYMENT.INVALID_AMOUNT') =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'PAYMENT.INVALID_AMOUNT'),
    })
    .check((context) => {
      const problem = amountProblem(context.value, min);
      if (problem !== null) context.issues.push({ code: 'custom', message: problem, input: context.value });
    })
    // What the check enforces, said the way the OpenAPI document can (a custom check is invisible to it).
    .meta({ type: 'integer', minimum: min, maximum: MAX_AMOUNT });
export const amount = enteredAmount(1);
export const amountPaid = enteredAmount(0);
/** R36: at registration 'Pago realizado' has no default: left out it is asked for (0 is an answer). */
export const typedAmountPaid = enteredAmount(0, 'MEMBER.AMOUNT_PAID_REQUIRED');
/** R38: a plan's id: one of the three spec codes or an id of the gym's own plans (the decider looks it up). */
export const plan = z
  .string({ error: 'MEMBER.PLAN_INVALID' })
  .min(1, { error: 'MEMBER.PLAN_INVALID' })
  .max(PLAN_ID_MAX_LENGTH, { error: 'MEMBER.PLAN_INVALID' });

/** Written with or without dots and spaces; stored as digits, null when blank. */
const cedula = requestText('MEMBER.CEDULA_INVALID')
  .transform(normaliseCedula)
  .refine((value) => value === null || isValidCedula(value), { error: 'MEMBER.CEDULA_INVALID' })
  .nullable();

/** R50: optional; stored trimmed and lower-cased, null when blank (absent: null too). */
const email = requestText('MEMBER.EMAIL_INVALID')
  .max(MEMBER_EMAIL_MAX_LENGTH + 20, { error: 'MEMBER.EMAIL_INVALID' })
  .transform(normaliseMemberEmail)
  .refine((value) => value === null || isValidMemberEmail(value), { error: 'MEMBER.EMAIL_INVALID' })
  .nullable()
  .optional()
  .meta({ example: 'ana.perez@correo.com' });

/** How the money came in (issue 10): Efectivo unless told, and an optional reference. */
export const paymentMethodShape = {
  method: z.enum(PAYMENT_METHODS, { error: 'PAYMENT.METHOD_INVALID' }).default(DEFAULT_PAYMENT_METHOD),
  reference: requestText()
    .trim()
    .max(MAX_PAYMENT_REFERENCE_LENGTH, { error: 'PAYMENT.REFERENCE_TOO_LONG' })
    .nullable()
    .default(null)
    .transform(normalisePaymentReference),
};

export const detailsShape = {
  name: requiredText(MEMBER_TEXT_LIMITS.name, 'MEMBER.NAME_REQUIRED'),
  address: requiredText(MEMBER_TEXT_LIMITS.address, 'MEMBER.ADDRESS_REQUIRED'),
  phone,
  gender: z.enum(GENDERS, { error: 'MEMBER.GENDER_INVALID' }),
  birthday: calendarDate('MEMBER.BIRTHDAY_INVALID').nullable(),
  /** The one text with lines: line breaks are kept, other control characters refused. */
  notes: requestText('REQUEST.INVALID', { lines: true })
    .trim()
    .max(MEMBER_TEXT_LIMITS.notes, { error: 'REQUEST.TEXT_TOO_LONG' }),
  weightKg: bodyMeasure(weightProblem, 'MEMBER.WEIGHT_INVALID', WEIGHT_KG_RANGE),
  heightCm: bodyMeasure(heightProblem, 'MEMBER.HEIGHT_INVALID', HEIGHT_CM_RANGE),
  cedula,
  email,
};

/** A command's data without the ids the server generates: what its HTTP body carries. */
export type WithoutIds<C extends { data: object }, Ids extends keyof C['data']> = Omit<C['data'], Ids>;

/** Why a correction was made (R29, R31, R32): 5 to 200 characters once trimmed. */
export const reasonText = requestText('REQUEST.REASON_INVALID')
  .trim()
  .min(REASON_LENGTH.min, { error: 'REQUEST.REASON_INVALID' })
  .max(REASON_LENGTH.max, { error: 'REQUEST.REASON_INVALID' });

/**
 * R39: an optional discount on the price (pesos or a percentage) and its reason, at registration,
 * renewal and plan change. The body only checks their types; the decider checks them against the
 * price and the sender's role (member.discount.ts), so each refusal is the catalogue's.
 */
export const discountShape = {
  discount: z
    .strictObject(
      {
        kind: z.enum(DISCOUNT_KINDS, { error: 'DISCOUNT.NOT_A_NUMBER' }),
        value: z.number({ error: 'DISCOUNT.NOT_A_NUMBER' }),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'DISCOUNT.NOT_A_NUMBER') },
    )
    .meta({ description: "R39: 'amount' (whole pesos off the list price) or 'percent' (0–100 of it)." })
    .optional(),
  discountReason: z
    .string({ error: 'DISCOUNT.REASON_REQUIRED' })
    .meta({ description: 'R39: why the discount is given, 5–200 characters; required with a discount.' })
    .optional(),
};
