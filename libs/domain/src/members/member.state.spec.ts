// Specification of `evolveMember`: what each fact leaves in a member's state.
import {
  attendanceMarked,
  attendances,
  MEMBER_ID,
  memberDetails,
  paymentRecorded,
  registeredMonthly,
  registeredTiquetera,
} from '../testing/member.builders.js';
import type { MemberEvent } from './member.events.js';
import { type ExistingMember, foldMember, initialMemberState, type MemberState } from './member.state.js';

function existing(state: MemberState): ExistingMember {
  if (state.status === 'none') throw new Error('expected a member');
  return state;
}

const renewed: MemberEvent = {
  type: 'MembershipRenewed',
  data: {
    memberId: MEMBER_ID,
    paymentId: 'payment-renewal',
    amount: 50_000,
    renewedOn: '2026-04-10',
    periodStartsOn: '2026-04-10',
    plan: 'ticket_book',
    planTerms: { kind: 'visits', visits: 15, validDays: 60 },
    previousPlan: 'ticket_book',
    planPrice: 50_000,
    expiresOn: null,
    amountPaid: 50_000,
    debt: 0,
    method: 'cash',
    ticketDaysUsed: 0,
  },
};

describe('evolveMember', () => {
  it('starts with no member', () => expect(foldMember([])).toEqual(initialMemberState));

  it('§3: a registration holds the details and the membership, with no ticket day used', () =>
    expect(foldMember([registeredMonthly()])).toEqual({
      status: 'registered',
      memberId: MEMBER_ID,
      // A registration without a cédula (and every one stored before cédulas) reads as none.
      details: { ...memberDetails(), cedula: null, email: null },
      plan: 'monthly',
      planTerms: { kind: 'time', months: 1 },
      planPrice: 80_000,
      amountPaid: 0,
      debt: 80_000,
      joinedOn: '2026-03-01',
      expiresOn: '2026-04-01',
      ticketDaysUsed: 0,
      lastAttendanceOn: null,
      lastVisitOn: null,
      lastVisitAt: null,
      importedOn: null,
      totalPaid: 0,
      paymentsCount: 0,
      freeze: null,
      attendancesCount: 0,
      bodyCompositionsCount: 0,
      authorization: null,
      cardIssued: false,
      photo: null,
    }));

  it('§4: a payment sets amount paid and debt as decided, and adds to the total paid', () => {
    const member = existing(
      foldMember([
        registeredMonthly(),
        paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }),
        paymentRecorded({ paymentId: 'payment-2', amount: 60_000, amountPaid: 90_000, debt: 0 }),
      ]),
    );
    expect(member).toMatchObject({ amountPaid: 90_000, debt: 0, totalPaid: 90_000, paymentsCount: 2 });
  });

  it('§4: a renewal moves the entry date and starts the membership again, and counts as a payment', () => {
    const member = existing(
      foldMember([
        registeredTiquetera(),
        paymentRecorded({ amount: 50_000, plan: 'ticket_book' }),
        ...attendances(3),
        renewed,
      ]),
    );
    expect(member).toMatchObject({
      joinedOn: '2026-04-10',
      expiresOn: null,
      ticketDaysUsed: 0,
      amountPaid: 50_000,
      totalPaid: 100_000,
      paymentsCount: 2,
      attendancesCount: 3,
    });
  });

  it('R6/R7: an attendance sets the used days, the expiry and the last attendance day', () =>
    expect(existing(foldMember([registeredTiquetera(), attendanceMarked('2026-03-02')]))).toMatchObject({
      ticketDaysUsed: 1,
      expiresOn: '2026-05-01',
      lastAttendanceOn: '2026-03-02',
    }));

  it('R5: a reset empties the book and its expiry but remembers the last attendance day (R7)', () => {
    const reset: MemberEvent = {
      type: 'TicketBookReset',
      data: { memberId: MEMBER_ID, previousTicketDaysUsed: 2, ticketDaysUsed: 0, expiresOn: null },
    };
    const member = existing(foldMember([registeredTiquetera(), ...attendances(2), reset]));
    expect(member).toMatchObject({ ticketDaysUsed: 0, expiresOn: null, lastAttendanceOn: '2026-03-03' });
  });

  it('R6: the used days are the only ticket counter the state keeps', () => {
    const member = existing(foldMember([registeredTiquetera(), ...attendances(4)]));
    const counters = Object.keys(member).filter((key) => /ticket|remaining|dias/i.test(key));
    expect(counters).toEqual(['ticketDaysUsed']);
  });

  it('spec §5: a details change merges only the changed fields', () => {
    const changed: MemberEvent = {
      type: 'MemberDetailsChanged',
      data: { memberId: MEMBER_ID, changes: { phone: '3109876543' }, previous: { phone: '3001234567' } },
    };
    expect(existing(foldMember([registeredMonthly(), changed])).details).toEqual(
      memberDetails({ phone: '3109876543', cedula: null, email: null }),
    );
  });

  it('R22: a deleted member keeps its values for audit replays, marked deleted', () => {
    const deleted: MemberEvent = { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana Pérez' } };
    expect(foldMember([registeredMonthly(), deleted])).toMatchObject({ status: 'deleted', plan: 'monthly' });
  });

  it('ignores facts of a stream that has no registration', () =>
    expect(foldMember([attendanceMarked('2026-03-02')])).toEqual(initialMemberState));
});
