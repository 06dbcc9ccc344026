// Specification of RenewMembership (spec §4 renewal, R1, R3, R4, R5, R9, R20).
import { given } from '../testing/given-when-then.js';
import {
  at,
  attendances,
  MEMBER_ID,
  paymentRecorded,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  renewMembership,
} from '../testing/member.builders.js';

describe('RenewMembership', () => {
  it('§4: a renewal starts the membership today, recomputes the expiry and is paid with the amount entered', () =>
    given(registeredMonthly(), paymentRecorded())
      .when(renewMembership(80_000), at('2026-04-03'))
      .then({
        type: 'MembershipRenewed',
        data: {
          memberId: MEMBER_ID,
          paymentId: 'payment-renewal',
          amount: 80_000,
          renewedOn: '2026-04-03',
          plan: 'monthly',
          planPrice: 80_000,
          expiresOn: '2026-05-03',
          amountPaid: 80_000,
          debt: 0,
          ticketDaysUsed: 0,
          method: 'cash',
        },
      }));

  it('§4: the amount paid starts again from the renewal amount, and the debt is price minus it', () =>
    given(registeredMonthly(), paymentRecorded())
      .when(renewMembership(50_000), at('2026-04-03'))
      .thenState((member) =>
        expect(member).toMatchObject({ joinedOn: '2026-04-03', amountPaid: 50_000, debt: 30_000, totalPaid: 130_000 }),
      ));

  it('R9: a renewal that overpays leaves a debt of 0', () =>
    given(registeredFortnight())
      .when(renewMembership(60_000))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 60_000, debt: 0, expiresOn: '2026-03-17' })));

  it('R1: a renewal at 23:30 in Bogotá is dated that local day, not the UTC day', () =>
    given(registeredMonthly())
      .when(renewMembership(80_000), at('2026-03-31', '23:30'))
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-03-31', expiresOn: '2026-04-30' })));

  it('R4: a Mensualidad renewed on 31 January expires on 28 February', () =>
    given(registeredMonthly())
      .when(renewMembership(80_000), at('2026-01-31'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-02-28' })));

  it('R5: renewing a Tiquetera mid-book sets used days to 0 and the expiry to none', () =>
    given(registeredTiquetera(), ...attendances(6))
      .when(renewMembership(50_000), at('2026-03-20'))
      .thenState((member) =>
        expect(member).toMatchObject({ ticketDaysUsed: 0, expiresOn: null, joinedOn: '2026-03-20', debt: 0 }),
      ));

  it.each([0, -0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'R3 + R20: a renewal amount of %p is refused with PAYMENT.INVALID_AMOUNT',
    (amount) => given(registeredMonthly()).when(renewMembership(amount)).thenRejects('PAYMENT.INVALID_AMOUNT'),
  );

  it('MEMBER.NOT_FOUND: a member never registered cannot be renewed', () =>
    given().when(renewMembership(80_000)).thenRejects('MEMBER.NOT_FOUND'));
});

describe('RenewMembership: how the money came in (issue 10)', () => {
  it('records the method and reference of the renewal payment', () =>
    given(registeredMonthly())
      .when({
        ...renewMembership(80_000),
        data: { ...renewMembership(80_000).data, method: 'daviplata', reference: 'D-9' },
      })
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 80_000, debt: 0 })));

  it('refuses an unknown method', () =>
    given(registeredMonthly())
      .when({ ...renewMembership(80_000), data: { ...renewMembership(80_000).data, method: 'cheque' as never } })
      .thenRejects('PAYMENT.METHOD_INVALID'));
});
