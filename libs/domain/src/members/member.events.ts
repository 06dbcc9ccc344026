// The facts of a member's life, as stored in the `member-<uuid>` stream. Each carries what was
// decided at the time (price, expiry, debt), never only the input, so history never changes.
import type { PaymentMethodFields, RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { Gender, ManualPaymentType, PlanCode } from '../rules/plans.js';

/** Personal details a staff member can edit (spec §3). Dates are `YYYY-MM-DD` (R2). */
export interface MemberDetails {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly gender: Gender;
  readonly birthday: string | null;
  readonly notes: string;
  readonly weightKg: number | null;
  readonly heightCm: number | null;
  /**
   * Document number, digits only (issue 10); unique among live members when present. Absent in
   * events stored before it existed and in registrations without one: read as null.
   */
  readonly cedula?: string | null;
}

export interface MemberRegistered {
  readonly type: 'MemberRegistered';
  readonly data: MemberDetails & {
    readonly memberId: string;
    readonly plan: PlanCode;
    readonly planPrice: number;
    readonly joinedOn: string;
    /** null for a Tiquetera until its first attendance (R5). */
    readonly expiresOn: string | null;
    /** Always 0 here: an initial payment follows as its own `PaymentRecorded` (R10). */
    readonly amountPaid: number;
    readonly debt: number;
  };
}

/**
 * A member brought in from the original product (issue 7), with its last known state: the
 * history that follows in the stream (payments, measures, attendances marked `imported`)
 * repeats these balances and ticket days, so the fold ends where the original product was.
 * From a spreadsheet row (issue 29) it is a registration on the row's entry date instead: it owes
 * the full price, and the row's 'Pagado' follows as an initial `PaymentRecorded` (R10).
 */
export interface MemberImported {
  readonly type: 'MemberImported';
  /** As a registration's, but `amountPaid` and `debt` (R9: never below 0) are the imported ones. */
  readonly data: MemberRegistered['data'] & {
    /** The original `diasHabiles`, 0–15 (R6). */
    readonly ticketDaysUsed: number;
    readonly lastAttendanceOn: string | null;
    readonly source: ImportSource;
  };
}

/** Where an imported member came from: its document in the original product's database, */
export interface FirestoreSource {
  readonly system: 'firestore';
  readonly documentId: string;
}

/** …or a row of a spreadsheet the gym kept its members in (issue 29, R34): the file's name and the row's number. */
export interface SpreadsheetSource {
  readonly system: 'spreadsheet';
  readonly file: string;
  readonly row: number;
}

export type ImportSource = FirestoreSource | SpreadsheetSource;

export interface MemberDetailsChanged {
  readonly type: 'MemberDetailsChanged';
  readonly data: {
    readonly memberId: string;
    /** Only the fields that changed, with their new values. */
    readonly changes: Partial<MemberDetails>;
    /** The same fields with the values they had before. */
    readonly previous: Partial<MemberDetails>;
  };
}

export interface MemberPlanChanged {
  readonly type: 'MemberPlanChanged';
  readonly data: {
    readonly memberId: string;
    readonly plan: PlanCode;
    readonly previousPlan: PlanCode;
    readonly joinedOn: string;
    readonly previousJoinedOn: string;
    readonly planPrice: number;
    readonly expiresOn: string | null;
    readonly ticketDaysUsed: number;
    readonly debt: number;
  };
}

/** The profile form lets staff correct the amount paid of the current membership (spec §5). */
export interface AmountPaidCorrected {
  readonly type: 'AmountPaidCorrected';
  readonly data: {
    readonly memberId: string;
    readonly amountPaid: number;
    readonly previousAmountPaid: number;
    readonly debt: number;
  };
}

/**
 * A payment and a renewal say how the money came in (issue 10); events stored before that carry
 * no method and the decoder reads them as 'unspecified' ('Sin especificar').
 */
export interface PaymentRecorded {
  readonly type: 'PaymentRecorded';
  readonly data: PaymentMethodFields & {
    readonly memberId: string;
    readonly paymentId: string;
    /** 'renewal' only on imported payments (the original 'Renovación'); renewals here are `MembershipRenewed`. */
    readonly paymentType: ManualPaymentType | 'initial' | 'renewal';
    readonly amount: number;
    readonly paidOn: string;
    /** The member's plan when the payment was made (R11). */
    readonly plan: PlanCode;
    /** The member's amount paid and debt after this payment (R9). */
    readonly amountPaid: number;
    readonly debt: number;
    /** Brought in from the original product; absent (not imported) on every other event. */
    readonly imported?: true;
    /** The spreadsheet row whose 'Pagado' this initial payment is (issue 29); absent on every other payment. */
    readonly source?: SpreadsheetSource;
  };
}

/**
 * A renewal, paid. Since R30 it may change the plan and, made before the membership expired, it
 * extends the current period: `expiresOn` is then the old expiry plus the chosen plan's length and
 * `periodStartsOn` the day after the old expiry. Events stored before R30 carry neither
 * `periodStartsOn` nor `previousPlan`: the decoder reads them as `renewedOn` and `plan` (what
 * those renewals did). `renewedOn` keeps its meaning: the new entry date and the payment's date.
 */
export interface MembershipRenewed {
  readonly type: 'MembershipRenewed';
  readonly data: PaymentMethodFields & {
    readonly memberId: string;
    readonly paymentId: string;
    readonly amount: number;
    /** The renewal day: the membership's new entry date and the payment's date. */
    readonly renewedOn: string;
    /** R30: the first day of the period paid for (the day after the old expiry, or the renewal day). */
    readonly periodStartsOn: string;
    /** The plan chosen (R30); `previousPlan` the one it replaces (the same when kept). */
    readonly plan: PlanCode;
    readonly previousPlan: PlanCode;
    /** The chosen plan's price in force on `periodStartsOn` (R24, R30). */
    readonly planPrice: number;
    readonly expiresOn: string | null;
    readonly amountPaid: number;
    readonly debt: number;
    readonly ticketDaysUsed: number;
  };
}

/**
 * R29: a payment voided by an Administrador. The payment stays in every history; the money goes
 * back out on `voidedOn`, the day of the void (its cierre and its month's income), never on the day
 * it was taken. `amountPaid` and `debt` are the member's after the void (R9).
 */
export interface PaymentVoided {
  readonly type: 'PaymentVoided';
  readonly data: {
    readonly memberId: string;
    readonly paymentId: string;
    /** The voided payment's amount, method and day, as it was recorded. */
    readonly amount: number;
    readonly method: RecordedPaymentMethod;
    readonly paidOn: string;
    readonly reason: string;
    /** The gym-local day the void was made (R1). */
    readonly voidedOn: string;
    readonly amountPaid: number;
    readonly debt: number;
  };
}

/**
 * R31: a Quincena or Mensualidad frozen from `frozenFrom` through `frozenUntil` (`days` days, the
 * last one included); its expiry moves later by those days. A freeze starting after today is
 * scheduled ('programado') until its first day.
 */
export interface MembershipFrozen {
  readonly type: 'MembershipFrozen';
  readonly data: {
    readonly memberId: string;
    readonly frozenFrom: string;
    readonly frozenUntil: string;
    readonly days: number;
    readonly reason: string;
    readonly expiresOn: string;
    readonly previousExpiresOn: string;
  };
}

/**
 * R31: a freeze ended on `endedOn` (a scheduled one cancelled before its first day). The days
 * frozen stay added to the expiry; the `daysNotUsed` are taken back from it.
 */
export interface MembershipUnfrozen {
  readonly type: 'MembershipUnfrozen';
  readonly data: {
    readonly memberId: string;
    readonly endedOn: string;
    readonly daysFrozen: number;
    readonly daysNotUsed: number;
    /** Null only when the plan was changed to a Tiquetera (no expiry) while frozen. */
    readonly expiresOn: string | null;
    readonly previousExpiresOn: string | null;
  };
}

export interface AttendanceMarked {
  readonly type: 'AttendanceMarked';
  readonly data: {
    readonly memberId: string;
    readonly attendanceId: string;
    /** The gym-local day of the attendance (R1). */
    readonly attendedOn: string;
    /** The instant it was marked, ISO-8601. */
    readonly attendedAt: string;
    readonly ticketDaysUsed: number;
    readonly expiresOn: string | null;
    readonly imported?: true;
  };
}

/**
 * R28: a member of Quincena or Mensualidad came in. It uses nothing; a Tiquetera's visit is its
 * `AttendanceMarked` instead (R5–R7).
 */
export interface VisitRecorded {
  readonly type: 'VisitRecorded';
  readonly data: {
    readonly memberId: string;
    readonly visitId: string;
    /** The gym-local day of the visit (R1). */
    readonly visitedOn: string;
    /** The instant it was recorded, ISO-8601. */
    readonly visitedAt: string;
    /** The member's plan that day. */
    readonly plan: PlanCode;
  };
}

export interface TicketBookReset {
  readonly type: 'TicketBookReset';
  readonly data: {
    readonly memberId: string;
    readonly previousTicketDaysUsed: number;
    readonly ticketDaysUsed: 0;
    readonly expiresOn: null;
  };
}

export interface BodyCompositionRecorded {
  readonly type: 'BodyCompositionRecorded';
  readonly data: {
    readonly memberId: string;
    readonly recordId: string;
    readonly measuredOn: string;
    readonly gender: Gender;
    /** Measure name → centimetres (R13). */
    readonly measures: Readonly<Record<string, number>>;
    readonly imported?: true;
  };
}

export interface MemberDeleted {
  readonly type: 'MemberDeleted';
  readonly data: { readonly memberId: string; readonly name: string };
}

export type MemberEvent =
  | MemberRegistered
  | MemberImported
  | MemberDetailsChanged
  | MemberPlanChanged
  | AmountPaidCorrected
  | PaymentRecorded
  | MembershipRenewed
  | PaymentVoided
  | MembershipFrozen
  | MembershipUnfrozen
  | AttendanceMarked
  | VisitRecorded
  | TicketBookReset
  | BodyCompositionRecorded
  | MemberDeleted;

export type MemberEventType = MemberEvent['type'];

export const MEMBER_EVENT_TYPES: readonly MemberEventType[] = [
  'MemberRegistered',
  'MemberImported',
  'MemberDetailsChanged',
  'MemberPlanChanged',
  'AmountPaidCorrected',
  'PaymentRecorded',
  'MembershipRenewed',
  'PaymentVoided',
  'MembershipFrozen',
  'MembershipUnfrozen',
  'AttendanceMarked',
  'VisitRecorded',
  'TicketBookReset',
  'BodyCompositionRecorded',
  'MemberDeleted',
];

export const memberStreamId = (memberId: string): string => `member-${memberId}`;
