// Member streams on which `evolveMember`'s fingerprint is taken (MEMBER_STATE_VERSION, member.state.ts): every
// member event type, every branch of the fold, values distinct field by field. Written out in full,
// not with the builders, so that only a change of the fold changes the fingerprint.
import type { MemberDetails, MemberEvent, MemberRegistered } from '../members/member.events.js';

const details: MemberDetails = {
  name: 'Ana Pérez',
  address: 'Calle 10 # 5-20',
  phone: '3001234567',
  gender: 'female',
  birthday: '1990-05-14',
  notes: 'Rodilla izquierda',
  weightKg: 61,
  heightCm: 165,
  cedula: '1020304050',
};

const registered: MemberRegistered = {
  type: 'MemberRegistered',
  data: {
    ...details,
    memberId: 'm-1',
    plan: 'ticket_book',
    planTerms: { kind: 'visits', visits: 15, validDays: 60 },
    planPrice: 50_000,
    joinedOn: '2026-03-01',
    expiresOn: null,
    amountPaid: 0,
    debt: 50_000,
  },
};

/** A member's whole life here: each kind of event once or more, ending deleted. */
const lifeHere: readonly MemberEvent[] = [
  registered,
  {
    type: 'PaymentRecorded',
    data: {
      memberId: 'm-1',
      paymentId: 'p-1',
      paymentType: 'initial',
      amount: 20_000,
      paidOn: '2026-03-01',
      plan: 'ticket_book',
      amountPaid: 20_000,
      debt: 30_000,
      method: 'cash',
    },
  },
  {
    type: 'AttendanceMarked',
    data: {
      memberId: 'm-1',
      attendanceId: 'a-1',
      attendedOn: '2026-03-02',
      attendedAt: '2026-03-02T12:42:00.000Z',
      ticketDaysUsed: 1,
      expiresOn: '2026-05-01',
    },
  },
  {
    type: 'MemberDetailsChanged',
    data: {
      memberId: 'm-1',
      changes: { phone: '3109876543', weightKg: 59 },
      previous: { phone: '3001234567', weightKg: 61 },
    },
  },
  {
    type: 'AmountPaidCorrected',
    data: { memberId: 'm-1', amountPaid: 25_000, previousAmountPaid: 20_000, debt: 25_000 },
  },
  {
    type: 'TicketBookReset',
    data: { memberId: 'm-1', previousTicketDaysUsed: 1, ticketDaysUsed: 0, expiresOn: null },
  },
  {
    type: 'MemberPlanChanged',
    data: {
      memberId: 'm-1',
      plan: 'monthly',
      planTerms: { kind: 'time', months: 1 },
      previousPlan: 'ticket_book',
      joinedOn: '2026-03-03',
      previousJoinedOn: '2026-03-01',
      planPrice: 80_000,
      expiresOn: '2026-04-03',
      ticketDaysUsed: 0,
      debt: 55_000,
    },
  },
  {
    type: 'VisitRecorded',
    data: {
      memberId: 'm-1',
      visitId: 'v-1',
      visitedOn: '2026-03-04',
      visitedAt: '2026-03-04T23:05:00.000Z',
      plan: 'monthly',
    },
  },
  {
    type: 'BodyCompositionRecorded',
    data: {
      memberId: 'm-1',
      recordId: 'b-1',
      measuredOn: '2026-03-05',
      gender: 'female',
      measures: { waist: 70, hip: 95 },
    },
  },
  {
    type: 'MembershipRenewed',
    data: {
      memberId: 'm-1',
      paymentId: 'p-2',
      amount: 70_000,
      renewedOn: '2026-04-03',
      periodStartsOn: '2026-04-04',
      plan: 'fortnight',
      planTerms: { kind: 'time', days: 15 },
      previousPlan: 'monthly',
      planPrice: 40_000,
      expiresOn: '2026-04-18',
      amountPaid: 30_000,
      debt: 10_000,
      ticketDaysUsed: 0,
      method: 'transfer',
    },
  },
  {
    type: 'PaymentVoided',
    data: {
      memberId: 'm-1',
      paymentId: 'p-2',
      amount: 70_000,
      method: 'transfer',
      paidOn: '2026-04-03',
      reason: 'Pago registrado dos veces',
      voidedOn: '2026-04-04',
      amountPaid: 0,
      debt: 40_000,
    },
  },
  {
    type: 'MembershipFrozen',
    data: {
      memberId: 'm-1',
      frozenFrom: '2026-04-06',
      frozenUntil: '2026-04-15',
      days: 10,
      reason: 'Viaje a Cali',
      expiresOn: '2026-04-28',
      previousExpiresOn: '2026-04-18',
    },
  },
  {
    type: 'MembershipUnfrozen',
    data: {
      memberId: 'm-1',
      endedOn: '2026-04-09',
      daysFrozen: 3,
      daysNotUsed: 7,
      expiresOn: '2026-04-21',
      previousExpiresOn: '2026-04-28',
    },
  },
  {
    type: 'MemberAuthorizationRecorded',
    data: {
      memberId: 'm-1',
      personal: true,
      sensitive: true,
      reminders: false,
      method: 'firma',
      policyVersion: 2,
      recordedOn: '2026-04-10',
    },
  },
  {
    type: 'MemberCardIssued',
    data: { memberId: 'm-1', tokenHash: 'f'.repeat(64), nonce: 'card-1', renewed: false },
  },
  { type: 'MemberDeleted', data: { memberId: 'm-1', name: 'Ana Pérez' } },
];

/** A member brought in from the original product, with its balances and ticket days. */
const imported: readonly MemberEvent[] = [
  {
    type: 'MemberImported',
    data: {
      ...details,
      name: 'Bruno Díaz',
      gender: 'male',
      cedula: null,
      memberId: 'm-2',
      plan: 'ticket_book',
      planTerms: { kind: 'visits', visits: 15, validDays: 60 },
      planPrice: 50_000,
      joinedOn: '2025-12-01',
      expiresOn: '2026-01-30',
      amountPaid: 45_000,
      debt: 5_000,
      ticketDaysUsed: 7,
      lastAttendanceOn: '2026-01-10',
      source: { system: 'firestore', documentId: 'doc-2' },
    },
  },
  {
    type: 'AttendanceMarked',
    data: {
      memberId: 'm-2',
      attendanceId: 'a-2',
      attendedOn: '2026-01-11',
      attendedAt: '2026-01-11T13:00:00.000Z',
      ticketDaysUsed: 8,
      expiresOn: '2026-01-30',
      imported: true,
    },
  },
];

/** A member from a gym's spreadsheet, recorded on the day of the import (issue 41). */
const fromSheet: readonly MemberEvent[] = [
  {
    type: 'MemberImported',
    data: {
      ...details,
      name: 'Carla Ruiz',
      memberId: 'm-4',
      plan: 'monthly',
      planTerms: { kind: 'time', months: 1 },
      planPrice: 80_000,
      joinedOn: '2026-02-01',
      expiresOn: '2026-03-01',
      amountPaid: 0,
      debt: 80_000,
      ticketDaysUsed: 0,
      lastAttendanceOn: null,
      source: { system: 'spreadsheet', file: 'socios.xlsx', row: 4 },
      importedOn: '2026-02-20',
    },
  },
  // R43: the import before saldos migrados wrote the row's 'Pagado' as an initial payment; the operator
  // command later makes it one.
  {
    type: 'PaymentRecorded',
    data: {
      memberId: 'm-4',
      paymentId: 'p-sheet',
      paymentType: 'initial',
      amount: 30_000,
      paidOn: '2026-02-01',
      plan: 'monthly',
      amountPaid: 30_000,
      debt: 50_000,
      method: 'unspecified',
      source: { system: 'spreadsheet', file: 'socios.xlsx', row: 4 },
    },
  },
  {
    type: 'PaymentMadeOpeningBalance',
    data: {
      memberId: 'm-4',
      paymentId: 'p-sheet',
      amount: 30_000,
      method: 'unspecified',
      paidOn: '2026-02-01',
      source: { system: 'spreadsheet', file: 'socios.xlsx', row: 4 },
    },
  },
];

/** Events on a stream without a registration (a fold must leave it member-less), then one. */
const beforeRegistration: readonly MemberEvent[] = [
  {
    type: 'VisitRecorded',
    data: {
      memberId: 'm-3',
      visitId: 'v-3',
      visitedOn: '2026-03-01',
      visitedAt: '2026-03-01T12:00:00.000Z',
      plan: 'monthly',
    },
  },
  { type: 'MemberDeleted', data: { memberId: 'm-3', name: 'Nadie' } },
  { ...registered, data: { ...registered.data, memberId: 'm-3', cedula: undefined } },
];

/** R44: deleted, then restored: registered again with all it had, and changed after. */
const restored: readonly MemberEvent[] = [
  { ...registered, data: { ...registered.data, memberId: 'm-4' } },
  { type: 'MemberDeleted', data: { memberId: 'm-4', name: 'Ana Pérez' } },
  { type: 'MemberRestored', data: { memberId: 'm-4', name: 'Ana Pérez' } },
  {
    type: 'MemberDetailsChanged',
    data: { memberId: 'm-4', changes: { notes: 'Volvió' }, previous: { notes: 'Rodilla izquierda' } },
  },
];

/** R48: the sensitive-data authorisation revoked (health data erased), then the member suppressed. */
const suppressed: readonly MemberEvent[] = [
  { ...registered, data: { ...registered.data, memberId: 'm-5' } },
  {
    type: 'MemberAuthorizationRecorded',
    data: {
      memberId: 'm-5',
      personal: true,
      sensitive: true,
      reminders: true,
      method: 'verbal',
      policyVersion: 1,
      recordedOn: '2026-03-01',
    },
  },
  {
    type: 'MemberPhotoSet',
    data: { memberId: 'm-5', photoId: 'photo-1', sha256: 'e'.repeat(64), replaces: null },
  },
  {
    type: 'MemberPhotoSet',
    data: { memberId: 'm-5', photoId: 'photo-2', sha256: 'd'.repeat(64), replaces: 'photo-1' },
  },
  { type: 'MemberPhotoRemoved', data: { memberId: 'm-5', photoId: 'photo-2' } },
  {
    type: 'MemberPhotoSet',
    data: { memberId: 'm-5', photoId: 'photo-3', sha256: 'c'.repeat(64), replaces: null },
  },
  { type: 'MemberSensitiveAuthorizationRevoked', data: { memberId: 'm-5', reason: 'Lo pidió el titular' } },
  { type: 'MemberSuppressed', data: { memberId: 'm-5', reason: 'Reclamo del titular' } },
];

export const MEMBER_STATE_FIXTURE: readonly (readonly MemberEvent[])[] = [
  lifeHere,
  imported,
  fromSheet,
  beforeRegistration,
  restored,
  suppressed,
];
