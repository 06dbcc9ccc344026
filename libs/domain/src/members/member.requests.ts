// The HTTP bodies of the member commands: each is the command's data without the ids the server
// generates. Strict (unknown keys refused); every issue's message is a catalogue key (R21).
import { z } from 'zod';
import type { RefusalCode } from '../refusals.js';
import { requestText } from '../request-text.js';
import { isValidCedula, normaliseCedula } from '../rules/cedula.js';
import { isValidDate } from '../rules/dates.js';
import { normalisePhone } from '../rules/phone.js';
import { amountProblem, MAX_AMOUNT } from '../rules/money.js';
import {
  DEFAULT_PAYMENT_METHOD,
  MAX_PAYMENT_REFERENCE_LENGTH,
  normalisePaymentReference,
  PAYMENT_METHODS,
} from '../rules/payment-methods.js';
import { GENDERS, MANUAL_PAYMENT_TYPES, PLAN_CODES } from '../rules/plans.js';
import { REASON_LENGTH } from '../rules/reasons.js';
import type {
  EditMemberProfile,
  FreezeMembership,
  RecordBodyComposition,
  RecordPayment,
  RegisterMember,
  RenewMembership,
  VoidPayment,
} from './member.commands.js';
import { FREEZE_DAYS } from './member.freeze.js';
import {
  HEIGHT_CM_RANGE,
  heightProblem,
  MAX_MEASURE_CM,
  MEMBER_TEXT_LIMITS,
  WEIGHT_KG_RANGE,
  weightProblem,
} from './member.validation.js';

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID'),
  });

const requiredText = (max: number, code: RefusalCode) =>
  requestText(code).trim().min(1, { error: code }).max(max, { error: 'REQUEST.TEXT_TOO_LONG' });

const calendarDate = (code: RefusalCode) => requestText(code).refine(isValidDate, { error: code });

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
const amount = enteredAmount(1);
const amountPaid = enteredAmount(0);
/** R36: at registration 'Pago realizado' has no default: left out it is asked for (0 is an answer). */
const typedAmountPaid = enteredAmount(0, 'MEMBER.AMOUNT_PAID_REQUIRED');
const plan = z.enum(PLAN_CODES, { error: 'MEMBER.PLAN_INVALID' });

/** Written with or without dots and spaces; stored as digits, null when blank. */
const cedula = requestText('MEMBER.CEDULA_INVALID')
  .transform(normaliseCedula)
  .refine((value) => value === null || isValidCedula(value), { error: 'MEMBER.CEDULA_INVALID' })
  .nullable();

/** How the money came in (issue 10): Efectivo unless told, and an optional reference. */
const paymentMethodShape = {
  method: z.enum(PAYMENT_METHODS, { error: 'PAYMENT.METHOD_INVALID' }).default(DEFAULT_PAYMENT_METHOD),
  reference: requestText()
    .trim()
    .max(MAX_PAYMENT_REFERENCE_LENGTH, { error: 'PAYMENT.REFERENCE_TOO_LONG' })
    .nullable()
    .default(null)
    .transform(normalisePaymentReference),
};

const detailsShape = {
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
};

type WithoutIds<C extends { data: object }, Ids extends keyof C['data']> = Omit<C['data'], Ids>;

/** POST a new member. Birthday, notes, weight and height may be left out (spec §5). */
export const registerMemberRequest = strict({
  details: strict({
    ...detailsShape,
    birthday: detailsShape.birthday.default(null),
    notes: detailsShape.notes.default(''),
    weightKg: detailsShape.weightKg.default(null),
    heightCm: detailsShape.heightCm.default(null),
    cedula: detailsShape.cedula.default(null),
  }),
  plan,
  joinedOn: calendarDate('MEMBER.JOINED_ON_INVALID'),
  amountPaid: typedAmountPaid,
  /** How the initial payment (amount paid > 0) came in. */
  ...paymentMethodShape,
}) satisfies z.ZodType<WithoutIds<RegisterMember, 'memberId' | 'initialPaymentId'>>;

/** The profile form: every field optional; what is sent replaces what is stored. */
export const editMemberProfileRequest = strict({
  details: strict(detailsShape).partial().optional(),
  plan: plan.optional(),
  joinedOn: calendarDate('MEMBER.JOINED_ON_INVALID').optional(),
  amountPaid: amountPaid.optional(),
}) satisfies z.ZodType<WithoutIds<EditMemberProfile, 'memberId'>>;

export const recordPaymentRequest = strict({
  paymentType: z.enum(MANUAL_PAYMENT_TYPES, { error: 'PAYMENT.TYPE_INVALID' }),
  amount,
  // Absent: today in the gym's time zone (R1), as Recepción's form sends it (R33).
  paidOn: calendarDate('PAYMENT.DATE_INVALID').optional(),
  ...paymentMethodShape,
}) satisfies z.ZodType<WithoutIds<RecordPayment, 'memberId' | 'paymentId'>>;

/** R30: the plan of the new period may change; the member's current one when left out. */
export const renewMembershipRequest = strict({
  amount,
  plan: plan.optional(),
  ...paymentMethodShape,
}) satisfies z.ZodType<WithoutIds<RenewMembership, 'memberId' | 'paymentId'>>;

/** Why a correction was made (R29, R31, R32): 5 to 200 characters once trimmed. */
export const reasonText = requestText('REQUEST.REASON_INVALID')
  .trim()
  .min(REASON_LENGTH.min, { error: 'REQUEST.REASON_INVALID' })
  .max(REASON_LENGTH.max, { error: 'REQUEST.REASON_INVALID' });

/** R29: the payment is named by the path; the body says why. */
export const voidPaymentRequest = strict({ reason: reasonText }) satisfies z.ZodType<
  WithoutIds<VoidPayment, 'memberId' | 'paymentId'>
>;

/** R31: 1 to 60 days from `from` (today when left out), with a reason. */
export const freezeMembershipRequest = strict({
  days: z
    .int({ error: 'FREEZE.DAYS_INVALID' })
    .min(FREEZE_DAYS.min, { error: 'FREEZE.DAYS_INVALID' })
    .max(FREEZE_DAYS.max, { error: 'FREEZE.DAYS_INVALID' }),
  from: calendarDate('FREEZE.FROM_INVALID').optional(),
  reason: reasonText,
}) satisfies z.ZodType<WithoutIds<FreezeMembership, 'memberId'>>;

/** Which measures the member's gender needs is checked by `decideMember` (R13). */
export const recordBodyCompositionRequest = strict({
  measuredOn: calendarDate('BODY_COMPOSITION.DATE_INVALID').optional(),
  measures: z.record(
    requestText().max(40, { error: 'BODY_COMPOSITION.MEASURES_INVALID' }),
    z
      .number({ error: 'BODY_COMPOSITION.MEASURES_INVALID' })
      .gt(0, { error: 'BODY_COMPOSITION.MEASURES_INVALID' })
      .lt(MAX_MEASURE_CM, { error: 'BODY_COMPOSITION.MEASURES_INVALID' }),
    { error: 'BODY_COMPOSITION.MEASURES_INVALID' },
  ),
}) satisfies z.ZodType<WithoutIds<RecordBodyComposition, 'memberId' | 'recordId'>>;

export type RegisterMemberRequest = z.output<typeof registerMemberRequest>;
export type EditMemberProfileRequest = z.output<typeof editMemberProfileRequest>;
export type RecordPaymentRequest = z.output<typeof recordPaymentRequest>;
export type RenewMembershipRequest = z.output<typeof renewMembershipRequest>;
export type RecordBodyCompositionRequest = z.output<typeof recordBodyCompositionRequest>;
export type VoidPaymentRequest = z.output<typeof voidPaymentRequest>;
export type FreezeMembershipRequest = z.output<typeof freezeMembershipRequest>;
