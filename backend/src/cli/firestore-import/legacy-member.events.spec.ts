// A legacy member as the events of its stream: ids derived from the original documents, dated by
// the original dates, and folding to the imported state.
import { foldMember, TICKET_BOOK_TERMS, type MemberEvent } from '@gym/domain';
import { importedMemberId, legacyMemberEvents } from './legacy-member.events.js';
import type { LegacyMember } from './legacy-member.js';

const BOGOTA = 'America/Bogota';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lucia: LegacyMember = {
  documentId: 'u-lucia',
  details: {
    name: 'Lucía Martínez',
    address: 'Avenida 68',
    phone: '3205550101',
    gender: 'female',
    birthday: null,
    notes: '',
    weightKg: null,
    heightCm: null,
  },
  plan: 'ticket_book',
  planTerms: TICKET_BOOK_TERMS,
  planPrice: 50_000,
  joinedOn: '2026-02-20',
  expiresOn: '2026-04-24',
  amountPaid: 50_000,
  debt: 0,
  ticketDaysUsed: 2,
  payments: [
    {
      source: 'users/u-lucia/historialPagos/0',
      paymentType: 'initial',
      amount: 50_000,
      paidOn: '2026-02-20',
      plan: 'ticket_book',
      occurredAt: '2026-02-20T17:00:00.000Z',
    },
  ],
  measurements: [
    {
      source: 'bodyCompositions/bc1',
      measuredOn: '2026-02-18',
      gender: 'female',
      measures: { cuello: 31 },
      occurredAt: '2026-02-18T17:00:00.000Z',
    },
  ],
  attendances: [
    { source: 'attendances/a2', attendedOn: '2026-02-27', attendedAt: '2026-02-27T17:00:00.000Z' },
    { source: 'attendances/a1', attendedOn: '2026-02-23', attendedAt: '2026-02-23T13:05:00.000Z' },
  ],
  notes: [],
};

describe('legacyMemberEvents', () => {
  const events = legacyMemberEvents(lucia, BOGOTA);

  it('starts with MemberImported, then the history by its original dates', () => {
    expect(events.map((event) => [event.type, event.metadata.occurredAt])).toEqual([
      ['MemberImported', '2026-02-18T17:00:00.000Z'], // no later than the oldest fact it carries
      ['BodyCompositionRecorded', '2026-02-18T17:00:00.000Z'],
      ['PaymentRecorded', '2026-02-20T17:00:00.000Z'],
      ['AttendanceMarked', '2026-02-23T13:05:00.000Z'],
      ['AttendanceMarked', '2026-02-27T17:00:00.000Z'],
    ]);
  });

  it('marks them as the system’s, correlated with the original document', () => {
    for (const event of events) {
      expect(event.metadata).toEqual({
        staffId: 'system',
        occurredAt: expect.any(String),
        correlationId: 'import:firestore:u-lucia',
      });
    }
    expect(events.slice(1).every((event) => event.data.imported === true)).toBe(true);
    expect(events[0]?.data).toMatchObject({
      source: { system: 'firestore', documentId: 'u-lucia' },
      lastAttendanceOn: '2026-02-27',
    });
  });

  it('derives every id from the original documents: the same export gives the same ids', () => {
    const again = legacyMemberEvents(lucia, BOGOTA);
    expect(again.map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(events.every((event) => UUID.test(event.id))).toBe(true);
    expect(importedMemberId('u-lucia')).toMatch(UUID);
    expect(importedMemberId('u-lucia')).not.toBe(importedMemberId('u-ana'));
    expect(events.every((event) => event.data.memberId === importedMemberId('u-lucia'))).toBe(true);
  });

  it('folds to the state the original product last knew', () => {
    const state = foldMember(events.map((event) => ({ type: event.type, data: event.data }) as unknown as MemberEvent));
    expect(state).toMatchObject({
      status: 'registered',
      plan: 'ticket_book',
      amountPaid: 50_000,
      debt: 0,
      ticketDaysUsed: 2,
      expiresOn: '2026-04-24',
      lastAttendanceOn: '2026-02-27',
      totalPaid: 50_000,
      paymentsCount: 1,
      attendancesCount: 2,
      bodyCompositionsCount: 1,
    });
  });
});
