// A member imported from the original product (issue 7): its stream starts with its last known
// state, and its imported history leaves that state as it was.
import { memberDetails, MEMBER_ID } from '../testing/member.builders.js';
import { describeMemberEvent } from './member.describe.js';
import type { MemberEvent, MemberImported } from './member.events.js';
import { foldMember } from './member.state.js';

const imported = (overrides: Partial<MemberImported['data']> = {}): MemberImported => ({
  type: 'MemberImported',
  data: {
    ...memberDetails(),
    memberId: MEMBER_ID,
    plan: 'ticket_book',
    planTerms: { kind: 'visits', visits: 15, validDays: 60 },
    planPrice: 50_000,
    joinedOn: '2026-02-20',
    expiresOn: '2026-04-24',
    amountPaid: 20_000,
    debt: 30_000,
    ticketDaysUsed: 4,
    lastAttendanceOn: '2026-02-28',
    source: { system: 'firestore', documentId: 'u-lucia' },
    ...overrides,
  },
});

const importedHistory: readonly MemberEvent[] = [
  {
    type: 'PaymentRecorded',
    data: {
      memberId: MEMBER_ID,
      paymentId: 'p1',
      paymentType: 'renewal',
      amount: 20_000,
      paidOn: '2026-02-20',
      plan: 'ticket_book',
      amountPaid: 20_000,
      debt: 30_000,
      method: 'unspecified',
      imported: true,
    },
  },
  {
    type: 'AttendanceMarked',
    data: {
      memberId: MEMBER_ID,
      attendanceId: 'a1',
      attendedOn: '2026-02-28',
      attendedAt: '2026-03-01T03:30:00.000Z',
      ticketDaysUsed: 4,
      expiresOn: '2026-04-24',
      imported: true,
    },
  },
];

describe('MemberImported', () => {
  it('starts a member with the imported balances, ticket days and last attendance (R6, R9)', () => {
    const state = foldMember([imported()]);
    expect(state).toMatchObject({
      status: 'registered',
      memberId: MEMBER_ID,
      details: memberDetails(),
      plan: 'ticket_book',
      amountPaid: 20_000,
      debt: 30_000,
      ticketDaysUsed: 4,
      expiresOn: '2026-04-24',
      lastAttendanceOn: '2026-02-28',
      totalPaid: 0,
    });
    expect(state).not.toHaveProperty('details.source');
    expect(state).not.toHaveProperty('source');
  });

  it('its imported history counts payments and attendances but keeps the imported state', () => {
    const state = foldMember([imported(), ...importedHistory]);
    expect(state).toMatchObject({
      amountPaid: 20_000,
      debt: 30_000,
      ticketDaysUsed: 4,
      lastAttendanceOn: '2026-02-28',
      totalPaid: 20_000,
      paymentsCount: 1,
      attendancesCount: 1,
    });
  });

  it('is told apart from a registration in the audit timeline, and so is its history', () => {
    const sentences = [imported(), ...importedHistory].map((event) =>
      describeMemberEvent(event).replace(/\u00a0/g, ' '),
    );
    expect(sentences).toEqual([
      'Usuario importado del sistema anterior: Ana Pérez, plan Tiquetera, ingreso 20/02/2026, vence 24/04/2026, pagado $ 20.000, deuda $ 30.000 (documento u-lucia)',
      'Pago importado del sistema anterior: $ 20.000 (Renovación) del 20/02/2026',
      'Asistencia importada del sistema anterior: 28/02/2026',
    ]);
  });

  it('a member imported with no expiry reads N/A in its sentence', () =>
    expect(describeMemberEvent(imported({ expiresOn: null, ticketDaysUsed: 0 }))).toContain('vence N/A'));
});
