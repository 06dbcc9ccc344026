// Short builders of member events, commands and clocks, so a specification reads like its rule.
import type { DecisionContext } from '../decision.js';
import type { RecordBodyComposition } from '../members/member.body-composition.js';
import type { RecordVisit } from '../members/member.check-in.js';
import type { DeleteMember } from '../members/member.delete.js';
import type { EditMemberProfile } from '../members/member.edit-profile.js';
import type { FreezeMembership, UnfreezeMembership } from '../members/member.freeze.js';
import type { RecordPayment } from '../members/member.payment.js';
import type { RegisterMember } from '../members/member.register.js';
import type { RenewMembership } from '../members/member.renewal.js';
import type { RestoreMember } from '../members/member.restore.js';
import type { RevokeSensitiveAuthorization } from '../members/member.revoke-sensitive.js';
import type { SuppressMember } from '../members/member.suppress.js';
import type { MarkAttendance, ResetTicketBook } from '../members/member.ticket-book.js';
import type { VoidPayment } from '../members/member.void.js';
import { paymentOnRecordOf, type PaymentOnRecord } from '../members/payment-on-record.js';
import type {
  AttendanceMarked,
  BodyCompositionRecorded,
  MemberDeleted,
  MemberDetails,
  MemberEvent,
  MemberPlanChanged,
  MemberRegistered,
  MemberRestored,
  MembershipFrozen,
  MembershipRenewed,
  PaymentMadeOpeningBalance,
  PaymentRecorded,
  PaymentVoided,
  VisitRecorded,
} from '../members/member.events.js';
import { SPEC_PLAN_TERMS } from '../rules/plan-terms.js';
import type { PlanCode } from '../rules/plans.js';
import { addDays } from '../rules/dates.js';
import { ADMINISTRADOR } from './given-when-then.js';

export const MEMBER_ID = 'member-1';

/** The instant of `time` (HH:mm) on `date` in Bogotá (UTC−5 all year). */
export function at(date: string, time = '10:00'): DecisionContext {
  return { now: new Date(`${date}T${time}:00-05:00`).toISOString(), timeZone: 'America/Bogota', actor: ADMINISTRADOR };
}

export const memberDetails = (overrides: Partial<MemberDetails> = {}): MemberDetails => ({
  name: 'Ana Pérez',
  address: 'Calle 10 # 5-20',
  phone: '3001234567',
  gender: 'female',
  birthday: '1990-05-14',
  notes: '',
  weightKg: null,
  heightCm: null,
  ...overrides,
});

type Registration = Partial<Omit<MemberRegistered['data'], keyof MemberDetails>> & {
  readonly details?: Partial<MemberDetails>;
};

export function memberRegistered({ details, ...overrides }: Registration = {}): MemberRegistered {
  return {
    type: 'MemberRegistered',
    data: {
      ...memberDetails(details),
      memberId: MEMBER_ID,
      plan: 'monthly',
      planPrice: 80_000,
      joinedOn: '2026-03-01',
      expiresOn: '2026-04-01',
      amountPaid: 0,
      debt: 80_000,
      ...overrides,
      planTerms: overrides.planTerms ?? SPEC_PLAN_TERMS[(overrides.plan ?? 'monthly') as PlanCode],
    },
  };
}

/** A Mensualidad from 1 March 2026, fully owed. */
export const registeredMonthly = (overrides: Registration = {}): MemberRegistered => memberRegistered(overrides);

export const registeredFortnight = (overrides: Registration = {}): MemberRegistered =>
  memberRegistered({ plan: 'fortnight', planPrice: 40_000, debt: 40_000, expiresOn: '2026-03-16', ...overrides });

/** A Tiquetera from 1 March 2026: no expiry until its first attendance (R5). */
export const registeredTiquetera = (overrides: Registration = {}): MemberRegistered =>
  memberRegistered({ plan: 'ticket_book', planPrice: 50_000, debt: 50_000, expiresOn: null, ...overrides });

export function paymentRecorded(overrides: Partial<PaymentRecorded['data']> = {}): PaymentRecorded {
  return {
    type: 'PaymentRecorded',
    data: {
      memberId: MEMBER_ID,
      paymentId: 'payment-1',
      paymentType: 'additional',
      amount: 80_000,
      paidOn: '2026-03-01',
      plan: 'monthly',
      amountPaid: 80_000,
      debt: 0,
      method: 'cash',
      ...overrides,
    },
  };
}

const PLAN_FACTS = {
  fortnight: { planPrice: 40_000, expiresOn: '2026-03-16' },
  monthly: { planPrice: 80_000, expiresOn: '2026-04-01' },
  ticket_book: { planPrice: 50_000, expiresOn: null },
} as const;

/** A profile plan change of the 1 March membership, nothing paid yet. */
export function planChanged({
  plan = 'fortnight',
  ...overrides
}: Partial<MemberPlanChanged['data']> = {}): MemberPlanChanged {
  return {
    type: 'MemberPlanChanged',
    data: {
      memberId: MEMBER_ID,
      plan,
      previousPlan: 'monthly',
      joinedOn: '2026-03-01',
      previousJoinedOn: '2026-03-01',
      ...PLAN_FACTS[plan as PlanCode],
      ticketDaysUsed: 0,
      debt: PLAN_FACTS[plan as PlanCode].planPrice,
      ...overrides,
      planTerms: overrides.planTerms ?? SPEC_PLAN_TERMS[plan as PlanCode],
    },
  };
}

/** An attendance on `on` at 10:00 Bogotá; by default the first of a book, expiring 60 days later. */
export function attendanceMarked(
  on: string,
  { ticketDaysUsed = 1, expiresOn = addDays(on, 60) }: { ticketDaysUsed?: number; expiresOn?: string | null } = {},
): AttendanceMarked {
  return {
    type: 'AttendanceMarked',
    data: {
      memberId: MEMBER_ID,
      attendanceId: `attendance-${on}`,
      attendedOn: on,
      attendedAt: at(on).now,
      ticketDaysUsed,
      expiresOn,
    },
  };
}

/** `count` attendances on consecutive days from `firstOn`, as one ticket book records them. */
export function attendances(count: number, firstOn = '2026-03-02'): readonly MemberEvent[] {
  const expiresOn = addDays(firstOn, 60);
  return Array.from({ length: count }, (_, index) =>
    attendanceMarked(addDays(firstOn, index), { ticketDaysUsed: index + 1, expiresOn }),
  );
}

export function registerMember(overrides: Partial<RegisterMember['data']> = {}): RegisterMember {
  return {
    type: 'RegisterMember',
    data: {
      memberId: MEMBER_ID,
      details: memberDetails(),
      plan: 'monthly',
      joinedOn: '2026-03-01',
      amountPaid: 0,
      initialPaymentId: 'payment-initial',
      authorization: null,
      ...overrides,
    },
  };
}

export const editProfile = (data: Omit<EditMemberProfile['data'], 'memberId'>): EditMemberProfile => ({
  type: 'EditMemberProfile',
  data: { memberId: MEMBER_ID, ...data },
});

export const recordPayment = (overrides: Partial<RecordPayment['data']> = {}): RecordPayment => ({
  type: 'RecordPayment',
  data: {
    memberId: MEMBER_ID,
    paymentId: 'payment-2',
    paymentType: 'additional',
    amount: 30_000,
    paidOn: '2026-03-02',
    ...overrides,
  },
});

export const renewMembership = (amount: number, plan?: string): RenewMembership => ({
  type: 'RenewMembership',
  data: { memberId: MEMBER_ID, paymentId: 'payment-renewal', amount, ...(plan === undefined ? {} : { plan }) },
});

/** A Mensualidad renewed on 1 April 2026 with 80.000, in cash, from that day. */
export function membershipRenewed(overrides: Partial<MembershipRenewed['data']> = {}): MembershipRenewed {
  return {
    type: 'MembershipRenewed',
    data: {
      memberId: MEMBER_ID,
      paymentId: 'payment-renewal',
      amount: 80_000,
      renewedOn: '2026-04-01',
      periodStartsOn: '2026-04-01',
      plan: 'monthly',
      previousPlan: 'monthly',
      planPrice: 80_000,
      expiresOn: '2026-05-01',
      amountPaid: 80_000,
      debt: 0,
      ticketDaysUsed: 0,
      method: 'cash',
      ...overrides,
      planTerms: overrides.planTerms ?? SPEC_PLAN_TERMS[(overrides.plan ?? 'monthly') as PlanCode],
    },
  };
}

/**
 * R29: the void of `paymentId`, told of the payment as its lookup finds it in the history the void is
 * decided after (`paymentOnRecordOf`, the meaning of the backend's lookup).
 */
export const voidPayment =
  (paymentId = 'payment-1', reason = 'Pago registrado dos veces') =>
  (history: readonly MemberEvent[]): VoidPayment =>
    voidPaymentTold(paymentId, paymentOnRecordOf(history, paymentId), reason);

/** R29: the void of `paymentId` told of `payment` whatever the history holds. */
export const voidPaymentTold = (
  paymentId: string,
  payment: PaymentOnRecord | null,
  reason = 'Pago registrado dos veces',
): VoidPayment => ({ type: 'VoidPayment', data: { memberId: MEMBER_ID, paymentId, reason, payment } });

/** R43: `payment-1` (the import's 80.000 of 1 March, row 2 of socios.xlsx) made a saldo migrado later. */
export function paymentMadeOpeningBalance(
  overrides: Partial<PaymentMadeOpeningBalance['data']> = {},
): PaymentMadeOpeningBalance {
  return {
    type: 'PaymentMadeOpeningBalance',
    data: {
      memberId: MEMBER_ID,
      paymentId: 'payment-1',
      amount: 80_000,
      method: 'cash',
      paidOn: '2026-03-01',
      source: { system: 'spreadsheet', file: 'socios.xlsx', row: 2 },
      ...overrides,
    },
  };
}

/** R29: `payment-1` (80.000 in cash of 1 March) voided on 2 March, leaving nothing paid. */
export function paymentVoided(overrides: Partial<PaymentVoided['data']> = {}): PaymentVoided {
  return {
    type: 'PaymentVoided',
    data: {
      memberId: MEMBER_ID,
      paymentId: 'payment-1',
      amount: 80_000,
      method: 'cash',
      paidOn: '2026-03-01',
      reason: 'Pago registrado dos veces',
      voidedOn: '2026-03-02',
      amountPaid: 0,
      debt: 80_000,
      ...overrides,
    },
  };
}

export const freezeMembership = (data: Partial<Omit<FreezeMembership['data'], 'memberId'>> = {}): FreezeMembership => ({
  type: 'FreezeMembership',
  data: { memberId: MEMBER_ID, days: 10, reason: 'Viaje a Cali', ...data },
});

export const unfreezeMembership = (): UnfreezeMembership => ({
  type: 'UnfreezeMembership',
  data: { memberId: MEMBER_ID },
});

/** R31: the 1 March Mensualidad (expiring 1 April) frozen 10 days from `from`. */
export function membershipFrozen(from = '2026-03-02', days = 10): MembershipFrozen {
  return {
    type: 'MembershipFrozen',
    data: {
      memberId: MEMBER_ID,
      frozenFrom: from,
      frozenUntil: addDays(from, days - 1),
      days,
      reason: 'Viaje a Cali',
      expiresOn: addDays('2026-04-01', days),
      previousExpiresOn: '2026-04-01',
    },
  };
}

export const markAttendance = (): MarkAttendance => ({
  type: 'MarkAttendance',
  data: { memberId: MEMBER_ID, attendanceId: 'attendance-new' },
});

export const recordVisit = (): RecordVisit => ({
  type: 'RecordVisit',
  data: { memberId: MEMBER_ID, visitId: 'visit-new' },
});

/** A check-in of a Quincena or Mensualidad on `on` at `time` Bogotá (R28). */
export function visitRecorded(on: string, time = '10:00', plan: PlanCode = 'monthly'): VisitRecorded {
  return {
    type: 'VisitRecorded',
    data: { memberId: MEMBER_ID, visitId: `visit-${on}`, visitedOn: on, visitedAt: at(on, time).now, plan },
  };
}

export const resetTicketBook = (reason = 'Asistencias marcadas por error'): ResetTicketBook => ({
  type: 'ResetTicketBook',
  data: { memberId: MEMBER_ID, reason },
});
export const deleteMember = (): DeleteMember => ({ type: 'DeleteMember', data: { memberId: MEMBER_ID } });
export const restoreMember = (): RestoreMember => ({ type: 'RestoreMember', data: { memberId: MEMBER_ID } });

export const femaleMeasures = (overrides: Record<string, number> = {}): Record<string, number> => ({
  cuello: 32,
  brazo: 28,
  pecho: 90,
  cintura: 70,
  gluteo_cadera: 98,
  pierna: 55,
  ...overrides,
});

export const maleMeasures = (): Record<string, number> => ({
  cuello: 40,
  biceps: 35,
  pecho: 100,
  cintura_bajo_ombligo: 85,
  gluteo: 100,
  pierna: 60,
});

export const recordBodyComposition = (
  measures: Readonly<Record<string, number>>,
  measuredOn?: string,
): RecordBodyComposition => ({
  type: 'RecordBodyComposition',
  data: { memberId: MEMBER_ID, recordId: 'record-1', measures, ...(measuredOn === undefined ? {} : { measuredOn }) },
});

export const memberDeleted = (): MemberDeleted => ({
  type: 'MemberDeleted',
  data: { memberId: MEMBER_ID, name: memberDetails().name },
});

export const memberRestored = (): MemberRestored => ({
  type: 'MemberRestored',
  data: { memberId: MEMBER_ID, name: memberDetails().name },
});

export function bodyCompositionRecorded(measuredOn: string, measures = femaleMeasures()): BodyCompositionRecorded {
  return {
    type: 'BodyCompositionRecorded',
    data: { memberId: MEMBER_ID, recordId: `record-${measuredOn}`, measuredOn, gender: 'female', measures },
  };
}

/** R47: the member's authorisation with 'Sí' to sensitive data, so health data may be recorded. */
export const sensitiveAuthorized = (memberId = MEMBER_ID): MemberEvent => ({
  type: 'MemberAuthorizationRecorded',
  data: {
    memberId,
    personal: true,
    sensitive: true,
    reminders: true,
    method: 'firma',
    policyVersion: 0,
    recordedOn: '2026-03-01',
  },
});

/** R47: the add form's answers with 'Sí' to sensitive data. */
export const sensitiveAnswers = { personal: true, sensitive: true, reminders: true, method: 'firma' } as const;

/** R48 (b): the revocation of the sensitive-data authorisation, with its reason. */
export const revokeSensitiveAuthorization = (reason = 'Lo pidió el titular'): RevokeSensitiveAuthorization => ({
  type: 'RevokeSensitiveAuthorization',
  data: { memberId: MEMBER_ID, reason },
});

/** R48 (c): a supresión, the member's name typed again. */
export const suppressMember = (name = 'Ana Pérez', reason = 'Reclamo del titular'): SuppressMember => ({
  type: 'SuppressMember',
  data: { memberId: MEMBER_ID, reason, name },
});
