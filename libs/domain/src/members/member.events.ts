// The facts of a member's life (the `member-<uuid>` stream), each written once: the schema of its data,
// which the event store's decoder checks every stored member event against, and the type derived from it.
// Each carries what was decided at the time (price, expiry, debt), never only the input, so history never
// changes. The schemas say types only; the rules on values (dates, amounts, limits) are decide's, when writing.
import { z } from 'zod';
import type { DeepReadonly } from '../api/schema-primitives.js';
import { dataSchemaOf } from '../event-data-schema.js';
import { RECORDED_PAYMENT_METHODS, type PaymentMethodFields } from '../rules/payment-methods.js';
import { GENDERS, MANUAL_PAYMENT_TYPES, PLAN_CODES } from '../rules/plans.js';

const plan = z.enum(PLAN_CODES);
const nullableText = z.string().nullable();
const imported = z.literal(true).optional();

/** Personal details a staff member can edit (spec §3). Dates are `YYYY-MM-DD` (R2). */
const details = {
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  birthday: nullableText,
  notes: z.string(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  /**
   * Document number, digits only (issue 10); unique among live members when present. Absent in
   * events stored before it existed and in registrations without one: read as null.
   */
  cedula: nullableText.optional(),
};
const memberDetails = z.object(details);
export type MemberDetails = DeepReadonly<z.output<typeof memberDetails>>;

/** What a registration decides beside the details: `MemberRegistered`'s data, and `MemberImported`'s. */
const registration = {
  ...details,
  memberId: z.string(),
  plan,
  planPrice: z.number(),
  joinedOn: z.string(),
  /** null for a Tiquetera until its first attendance (R5). */
  expiresOn: nullableText,
  /** Always 0 here: an initial payment follows as its own `PaymentRecorded` (R10). */
  amountPaid: z.number(),
  debt: z.number(),
};

/** How a payment or a renewal came in: PaymentMethodFields (rules/payment-methods.ts), tied to it. */
const paymentMethod = dataSchemaOf<PaymentMethodFields>()(
  z.object({ method: z.enum(RECORDED_PAYMENT_METHODS), reference: z.string().optional() }),
).shape;

/** Where an imported member came from: its document in the original product's database, */
const firestoreSource = z.object({ system: z.literal('firestore'), documentId: z.string() });
export type FirestoreSource = DeepReadonly<z.output<typeof firestoreSource>>;

/** …or a row of a spreadsheet the gym kept its members in (issue 29, R34): the file's name and the row's number. */
const spreadsheetSource = z.object({ system: z.literal('spreadsheet'), file: z.string(), row: z.number() });
export type SpreadsheetSource = DeepReadonly<z.output<typeof spreadsheetSource>>;

export type ImportSource = FirestoreSource | SpreadsheetSource;

/** Every member event type with the schema of its data. A new event is one entry here. */
export const MEMBER_EVENT_DATA_SCHEMAS = {
  MemberRegistered: z.object(registration),
  /**
   * A member brought in from the original product (issue 7), with its last known state: the
   * history that follows in the stream (payments, measures, attendances marked `imported`)
   * repeats these balances and ticket days, so the fold ends where the original product was.
   * From a spreadsheet row (issue 29) it is a registration on the row's entry date instead: it owes
   * the full price, and the row's 'Pagado' follows as an initial `PaymentRecorded` (R10).
   * Its data is a registration's, but `amountPaid` and `debt` (R9: never below 0) are the imported ones.
   */
  MemberImported: z.object({
    ...registration,
    /** The original `diasHabiles`, 0–15 (R6). */
    ticketDaysUsed: z.number(),
    lastAttendanceOn: nullableText,
    source: z.union([firestoreSource, spreadsheetSource]),
  }),
  MemberDetailsChanged: z.object({
    memberId: z.string(),
    /** Only the fields that changed, with their new values. */
    changes: memberDetails.partial(),
    /** The same fields with the values they had before. */
    previous: memberDetails.partial(),
  }),
  MemberPlanChanged: z.object({
    memberId: z.string(),
    plan,
    previousPlan: plan,
    joinedOn: z.string(),
    previousJoinedOn: z.string(),
    planPrice: z.number(),
    expiresOn: nullableText,
    ticketDaysUsed: z.number(),
    debt: z.number(),
  }),
  /** The profile form lets staff correct the amount paid of the current membership (spec §5). */
  AmountPaidCorrected: z.object({
    memberId: z.string(),
    amountPaid: z.number(),
    previousAmountPaid: z.number(),
    debt: z.number(),
  }),
  /**
   * A payment and a renewal say how the money came in (issue 10); events stored before that carry
   * no method and the decoder reads them as 'unspecified' ('Sin especificar').
   */
  PaymentRecorded: z.object({
    ...paymentMethod,
    memberId: z.string(),
    paymentId: z.string(),
    /** 'renewal' only on imported payments (the original 'Renovación'); renewals here are `MembershipRenewed`. */
    paymentType: z.enum([...MANUAL_PAYMENT_TYPES, 'initial', 'renewal']),
    amount: z.number(),
    paidOn: z.string(),
    /** The member's plan when the payment was made (R11). */
    plan,
    /** The member's amount paid and debt after this payment (R9). */
    amountPaid: z.number(),
    debt: z.number(),
    /** Brought in from the original product; absent (not imported) on every other event. */
    imported,
    /** The spreadsheet row whose 'Pagado' this initial payment is (issue 29); absent on every other payment. */
    source: spreadsheetSource.optional(),
  }),
  /**
   * A renewal, paid. Since R30 it may change the plan and, made before the membership expired, it
   * extends the current period: `expiresOn` is then the old expiry plus the chosen plan's length and
   * `periodStartsOn` the day after the old expiry. Events stored before R30 carry neither
   * `periodStartsOn` nor `previousPlan`: the decoder reads them as `renewedOn` and `plan` (what
   * those renewals did). `renewedOn` keeps its meaning: the new entry date and the payment's date.
   */
  MembershipRenewed: z.object({
    ...paymentMethod,
    memberId: z.string(),
    paymentId: z.string(),
    amount: z.number(),
    /** The renewal day: the membership's new entry date and the payment's date. */
    renewedOn: z.string(),
    /** R30: the first day of the period paid for (the day after the old expiry, or the renewal day). */
    periodStartsOn: z.string(),
    /** The plan chosen (R30); `previousPlan` the one it replaces (the same when kept). */
    plan,
    previousPlan: plan,
    /** The chosen plan's price in force on `periodStartsOn` (R24, R30). */
    planPrice: z.number(),
    expiresOn: nullableText,
    amountPaid: z.number(),
    debt: z.number(),
    ticketDaysUsed: z.number(),
  }),
  /**
   * R29: a payment voided by an Administrador. The payment stays in every history; the money goes
   * back out on `voidedOn`, the day of the void (its cierre and its month's income), never on the day
   * it was taken. `amountPaid` and `debt` are the member's after the void (R9).
   */
  PaymentVoided: z.object({
    memberId: z.string(),
    paymentId: z.string(),
    /** The voided payment's amount, method and day, as it was recorded. */
    amount: z.number(),
    method: paymentMethod.method,
    paidOn: z.string(),
    reason: z.string(),
    /** The gym-local day the void was made (R1). */
    voidedOn: z.string(),
    amountPaid: z.number(),
    debt: z.number(),
  }),
  /**
   * R31: a Quincena or Mensualidad frozen from `frozenFrom` through `frozenUntil` (`days` days, the
   * last one included); its expiry moves later by those days. A freeze starting after today is
   * scheduled ('programado') until its first day.
   */
  MembershipFrozen: z.object({
    memberId: z.string(),
    frozenFrom: z.string(),
    frozenUntil: z.string(),
    days: z.number(),
    reason: z.string(),
    expiresOn: z.string(),
    previousExpiresOn: z.string(),
  }),
  /**
   * R31: a freeze ended on `endedOn` (a scheduled one cancelled before its first day). The days
   * frozen stay added to the expiry; the `daysNotUsed` are taken back from it.
   */
  MembershipUnfrozen: z.object({
    memberId: z.string(),
    endedOn: z.string(),
    daysFrozen: z.number(),
    daysNotUsed: z.number(),
    /** Null only when the plan was changed to a Tiquetera (no expiry) while frozen. */
    expiresOn: nullableText,
    previousExpiresOn: nullableText,
  }),
  AttendanceMarked: z.object({
    memberId: z.string(),
    attendanceId: z.string(),
    /** The gym-local day of the attendance (R1). */
    attendedOn: z.string(),
    /** The instant it was marked, ISO-8601. */
    attendedAt: z.string(),
    ticketDaysUsed: z.number(),
    expiresOn: nullableText,
    imported,
  }),
  /**
   * R28: a member of Quincena or Mensualidad came in. It uses nothing; a Tiquetera's visit is its
   * `AttendanceMarked` instead (R5–R7).
   */
  VisitRecorded: z.object({
    memberId: z.string(),
    visitId: z.string(),
    /** The gym-local day of the visit (R1). */
    visitedOn: z.string(),
    /** The instant it was recorded, ISO-8601. */
    visitedAt: z.string(),
    /** The member's plan that day. */
    plan,
  }),
  TicketBookReset: z.object({
    memberId: z.string(),
    previousTicketDaysUsed: z.number(),
    ticketDaysUsed: z.literal(0),
    expiresOn: z.null(),
  }),
  BodyCompositionRecorded: z.object({
    memberId: z.string(),
    recordId: z.string(),
    measuredOn: z.string(),
    gender: z.enum(GENDERS),
    /** Measure name → centimetres (R13). */
    measures: z.record(z.string(), z.number()),
    imported,
  }),
  MemberDeleted: z.object({ memberId: z.string(), name: z.string() }),
} satisfies Readonly<Record<string, z.ZodObject>>;

export type MemberEventType = keyof typeof MEMBER_EVENT_DATA_SCHEMAS;

/** The member event of type `K`: its data is what its schema accepts, read-only as every stored fact. */
type MemberEventOf<K extends MemberEventType> = {
  readonly type: K;
  readonly data: DeepReadonly<z.output<(typeof MEMBER_EVENT_DATA_SCHEMAS)[K]>>;
};

export type MemberEvent = { [K in MemberEventType]: MemberEventOf<K> }[MemberEventType];

/** In the map's order. The cast is sound: the map's keys are exactly the types, `Object.keys` only says string. */
export const MEMBER_EVENT_TYPES: readonly MemberEventType[] = Object.keys(
  MEMBER_EVENT_DATA_SCHEMAS,
) as MemberEventType[];

// The names the rest of the app uses; a new event needs none.
export type MemberRegistered = MemberEventOf<'MemberRegistered'>;
export type MemberImported = MemberEventOf<'MemberImported'>;
export type MemberDetailsChanged = MemberEventOf<'MemberDetailsChanged'>;
export type MemberPlanChanged = MemberEventOf<'MemberPlanChanged'>;
export type AmountPaidCorrected = MemberEventOf<'AmountPaidCorrected'>;
export type PaymentRecorded = MemberEventOf<'PaymentRecorded'>;
export type MembershipRenewed = MemberEventOf<'MembershipRenewed'>;
export type PaymentVoided = MemberEventOf<'PaymentVoided'>;
export type MembershipFrozen = MemberEventOf<'MembershipFrozen'>;
export type MembershipUnfrozen = MemberEventOf<'MembershipUnfrozen'>;
export type AttendanceMarked = MemberEventOf<'AttendanceMarked'>;
export type VisitRecorded = MemberEventOf<'VisitRecorded'>;
export type TicketBookReset = MemberEventOf<'TicketBookReset'>;
export type BodyCompositionRecorded = MemberEventOf<'BodyCompositionRecorded'>;
export type MemberDeleted = MemberEventOf<'MemberDeleted'>;

export const memberStreamId = (memberId: string): string => `member-${memberId}`;
