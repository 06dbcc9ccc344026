// Specification of the price a member decision takes (R24): the price in force on the decision's
// own gym-local day (R1), while events already recorded keep the price they carry.
import type { PlanPriceList } from '../rules/plan-prices.js';
import { given } from '../testing/given-when-then.js';
import {
  at,
  editProfile,
  memberRegistered,
  registeredMonthly,
  registerMember,
  renewMembership,
} from '../testing/member.builders.js';

/** The owner raised Mensualidad to 90.000 from Tuesday 3 March 2026 and Quincena to 45.000 from 1 March. */
const planPrices: PlanPriceList = [
  { plan: 'monthly', price: 90_000, effectiveFrom: '2026-03-03' },
  { plan: 'fortnight', price: 45_000, effectiveFrom: '2026-03-01' },
];
const on = (date: string, time = '10:00') => ({ ...at(date, time), planPrices });
/** A Mensualidad that expired on 1 February: a renewal starts the new period on its own day. */
const lapsedMonthly = memberRegistered({ joinedOn: '2026-01-01', expiresOn: '2026-02-01' });

describe('R24: registration takes the price in force on its day', () => {
  it('a change effective tomorrow does not apply today', () =>
    given()
      .when(registerMember(), on('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, debt: 80_000 })));

  it('R1: at 23:30 in Bogotá (04:30 UTC the next day) it is still today: the old price', () =>
    given()
      .when(registerMember(), on('2026-03-02', '23:30'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, debt: 80_000 })));

  it('from the change’s day on, the new price: a new member owes 90.000', () =>
    given()
      .when(registerMember({ joinedOn: '2026-03-03' }), on('2026-03-03', '00:05'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 90_000, debt: 90_000 })));

  it('the decision’s day counts, not the entry date typed', () =>
    given()
      .when(registerMember({ joinedOn: '2026-02-20' }), on('2026-03-03'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 90_000 })));

  it('each plan has its own price', () =>
    given()
      .when(registerMember({ plan: 'fortnight', amountPaid: 40_000 }), on('2026-03-02'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 45_000, debt: 5_000 })));
});

describe('R24: a member keeps the price recorded until a renewal or plan change', () => {
  it('a payment after the change still counts against the price recorded', () =>
    given(registeredMonthly())
      .when(
        {
          type: 'RecordPayment',
          data: {
            memberId: 'member-1',
            paymentId: 'p',
            paymentType: 'additional',
            amount: 80_000,
            paidOn: '2026-03-05',
          },
        },
        on('2026-03-05'),
      )
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, debt: 0 })));

  it('a renewal after expiry takes today’s price', () =>
    given(lapsedMonthly)
      .when(renewMembership(80_000), on('2026-03-10'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 90_000, debt: 10_000 })));

  it('R1: a renewal after expiry at 23:30 the day before the change takes the old price', () =>
    given(lapsedMonthly)
      .when(renewMembership(80_000), on('2026-03-02', '23:30'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, debt: 0 })));

  it('R30: a renewal before expiry takes the price in force on the new period’s first day', () =>
    given(memberRegistered({ joinedOn: '2026-02-01', expiresOn: '2026-03-01' }))
      .when(renewMembership(80_000), on('2026-02-27'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, expiresOn: '2026-04-01' })));

  it('R30: the day after the old expiry counts, not the renewal day: the raised price', () =>
    given(memberRegistered({ joinedOn: '2026-02-02', expiresOn: '2026-03-02' }))
      .when(renewMembership(90_000), on('2026-02-27'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 90_000, debt: 0, expiresOn: '2026-04-02' })));

  it('a plan change in the profile takes the new plan’s price today', () =>
    given(memberRegistered({ plan: 'fortnight', planPrice: 40_000, debt: 40_000, expiresOn: '2026-03-16' }))
      .when(editProfile({ plan: 'monthly' }), on('2026-03-04'))
      .thenState((member) => expect(member).toMatchObject({ plan: 'monthly', planPrice: 90_000, debt: 90_000 })));

  it('moving only the entry date keeps the price recorded', () =>
    given(registeredMonthly())
      .when(editProfile({ joinedOn: '2026-03-05' }), on('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ planPrice: 80_000, expiresOn: '2026-04-05' })));
});
