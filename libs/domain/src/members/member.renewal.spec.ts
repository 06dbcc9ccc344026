// Specification of RenewMembership (spec §4 renewal, R1, R3, R4, R5, R9, R20, R24, R30).
import { given } from '../testing/given-when-then.js';
import { SPEC_PLAN_TERMS } from '../rules/plan-terms.js';
import {
  at,
  attendances,
  MEMBER_ID,
  membershipFrozen,
  memberRegistered,
  paymentRecorded,
  registeredFortnight,
  registeredMonthly,
  registeredTiquetera,
  renewMembership,
} from '../testing/member.builders.js';
import { renewalPeriod } from './member.renewal.js';

/** A Mensualidad valid until 28 November 2026 (the member). */
const untilNovember28 = memberRegistered({ joinedOn: '2026-10-28', expiresOn: '2026-11-28' });

describe('R30: a renewal keeps the days already paid', () => {
  it('R30: renewed the day before expiry (27/11), the new period is 29/11 – 28/12, not 27/11 – 27/12', () =>
    given(untilNovember28)
      .when(renewMembership(80_000), at('2026-11-27'))
      .then({
        type: 'MembershipRenewed',
        data: {
          memberId: MEMBER_ID,
          paymentId: 'payment-renewal',
          amount: 80_000,
          renewedOn: '2026-11-27',
          periodStartsOn: '2026-11-29',
          plan: 'monthly',
          planTerms: { kind: 'time', months: 1 },
          previousPlan: 'monthly',
          planPrice: 80_000,
          expiresOn: '2026-12-28',
          amountPaid: 80_000,
          debt: 0,
          ticketDaysUsed: 0,
          method: 'cash',
        },
      }));

  it('R30: the renewal day stays the new entry date and the payment’s date', () =>
    given(untilNovember28)
      .when(renewMembership(80_000), at('2026-11-27'))
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-11-27', expiresOn: '2026-12-28' })));

  it('R30 + R4: a Quincena renewed early adds 15 days to the current expiry', () =>
    given(registeredFortnight())
      .when(renewMembership(40_000), at('2026-03-10'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-03-31', debt: 0 })));

  it('R30 + R4: a Mensualidad ending 31 January renewed early ends 28 February', () =>
    given(memberRegistered({ joinedOn: '2025-12-31', expiresOn: '2026-01-31' }))
      .when(renewMembership(80_000), at('2026-01-20'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-02-28' })));

  it('R30: on the expiry day the new period starts that day (the same expiry as following it)', () =>
    given(untilNovember28)
      .when(renewMembership(80_000), at('2026-11-28'))
      .then(
        expect.objectContaining({
          data: expect.objectContaining({ periodStartsOn: '2026-11-28', expiresOn: '2026-12-28' }),
        }) as never,
      ));

  it('R30: after expiry the new period starts today', () =>
    given(untilNovember28)
      .when(renewMembership(80_000), at('2026-12-05'))
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-12-05', expiresOn: '2027-01-05' })));

  it('R30: the plan can change: a Quincena renewed early as a Mensualidad follows its expiry', () =>
    given(registeredFortnight())
      .when(renewMembership(80_000, 'monthly'), at('2026-03-10'))
      .thenState((member) =>
        expect(member).toMatchObject({ plan: 'monthly', planPrice: 80_000, expiresOn: '2026-04-16', debt: 0 }),
      ));

  it('R30 + R5: renewing into a Tiquetera starts a fresh book today, without expiry', () =>
    given(untilNovember28)
      .when(renewMembership(50_000, 'ticket_book'), at('2026-11-20'))
      .thenState((member) =>
        expect(member).toMatchObject({
          plan: 'ticket_book',
          expiresOn: null,
          ticketDaysUsed: 0,
          joinedOn: '2026-11-20',
        }),
      ));

  it('R30: a Tiquetera renewed as a Mensualidad starts today (a book’s expiry is not a membership’s end)', () =>
    given(registeredTiquetera(), ...attendances(3))
      .when(renewMembership(80_000, 'monthly'), at('2026-03-10'))
      .thenState((member) => expect(member).toMatchObject({ plan: 'monthly', expiresOn: '2026-04-10' })));

  it('R30 + R31: a frozen member renewed early follows the expiry the freeze moved', () =>
    given(registeredMonthly(), membershipFrozen('2026-03-02', 10))
      .when(renewMembership(80_000), at('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ expiresOn: '2026-05-11' })));

  it('R30: an unknown plan is refused', () =>
    given(registeredMonthly()).when(renewMembership(80_000, 'anual')).thenRejects('MEMBER.PLAN_INVALID'));

  it('R30: renewalPeriod is what the dialog shows: from the day after the expiry to the new one', () => {
    expect(renewalPeriod({ plan: 'monthly', expiresOn: '2026-11-28' }, SPEC_PLAN_TERMS.monthly, '2026-11-27')).toEqual({
      startsOn: '2026-11-29',
      expiresOn: '2026-12-28',
      extendsCurrent: true,
    });
    expect(
      renewalPeriod({ plan: 'monthly', expiresOn: '2026-11-28' }, SPEC_PLAN_TERMS.fortnight, '2026-12-01'),
    ).toEqual({
      startsOn: '2026-12-01',
      expiresOn: '2026-12-16',
      extendsCurrent: false,
    });
  });
});

describe('RenewMembership (spec §4)', () => {
  it('§4: after expiry the amount paid starts again from the renewal amount, and the debt is price minus it', () =>
    given(registeredMonthly(), paymentRecorded())
      .when(renewMembership(50_000), at('2026-04-03'))
      .thenState((member) =>
        expect(member).toMatchObject({ joinedOn: '2026-04-03', amountPaid: 50_000, debt: 30_000, totalPaid: 130_000 }),
      ));

  it('R9: a renewal that overpays leaves a debt of 0', () =>
    given(registeredFortnight())
      .when(renewMembership(60_000))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 60_000, debt: 0 })));

  it('R1: a renewal at 23:30 in Bogotá is dated that local day, not the UTC day', () =>
    given(memberRegistered({ joinedOn: '2026-02-01', expiresOn: '2026-03-01' }))
      .when(renewMembership(80_000), at('2026-03-31', '23:30'))
      .thenState((member) => expect(member).toMatchObject({ joinedOn: '2026-03-31', expiresOn: '2026-04-30' })));

  it('R4: a Mensualidad renewed on 31 January after expiry expires on 28 February', () =>
    given(memberRegistered({ joinedOn: '2025-12-01', expiresOn: '2026-01-01' }))
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
