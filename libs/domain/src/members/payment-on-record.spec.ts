// R29, R43: what a void's lookup must answer of a payment, and the member's state no longer growing
// with its payments (a command's cost must not grow with the member's history).
import { evolveMember, initialMemberState, type MemberState } from './member.state.js';
import { paymentOnRecordOf } from './payment-on-record.js';
import {
  MEMBER_ID,
  membershipRenewed,
  paymentMadeOpeningBalance,
  paymentRecorded,
  paymentVoided,
  registeredMonthly,
} from '../testing/member.builders.js';

const standing = { memberId: MEMBER_ID, method: 'cash', voidedOn: null, openingBalance: false };

describe('R29: a payment as its lookup finds it', () => {
  it('a recorded payment: its amount, method and day, standing', () =>
    expect(
      paymentOnRecordOf([registeredMonthly(), paymentRecorded({ amount: 30_000, paidOn: '2026-03-04' })], 'payment-1'),
    ).toEqual({ ...standing, amount: 30_000, paidOn: '2026-03-04' }));

  it('a renewal’s payment is dated the renewal’s day', () =>
    expect(paymentOnRecordOf([registeredMonthly(), membershipRenewed()], 'payment-renewal')).toMatchObject({
      ...standing,
      paidOn: membershipRenewed().data.renewedOn,
      amount: membershipRenewed().data.amount,
    }));

  it('a voided payment says the day of its void', () =>
    expect(
      paymentOnRecordOf(
        [registeredMonthly(), paymentRecorded(), paymentVoided({ voidedOn: '2026-03-02' })],
        'payment-1',
      ),
    ).toMatchObject({ voidedOn: '2026-03-02' }));

  it('R43: a saldo migrado, recorded so or made so later, is an opening balance', () => {
    const recorded = paymentRecorded({ paymentId: 'balance-1', paymentType: 'opening_balance' });
    expect(paymentOnRecordOf([registeredMonthly(), recorded], 'balance-1')).toMatchObject({ openingBalance: true });
    const imported = paymentRecorded({ paymentType: 'initial' });
    const made = paymentMadeOpeningBalance();
    expect(paymentOnRecordOf([registeredMonthly(), imported, made], 'payment-1')).toMatchObject({
      openingBalance: true,
    });
  });

  it('an id no event records is no payment, even with a void of it in the stream', () => {
    expect(paymentOnRecordOf([registeredMonthly(), paymentRecorded()], 'payment-9')).toBeNull();
    expect(paymentOnRecordOf([registeredMonthly(), paymentVoided({ paymentId: 'payment-9' })], 'payment-9')).toBeNull();
  });
});

describe('the member’s state stays bounded', () => {
  const afterPayments = (count: number): MemberState => {
    let state = evolveMember(initialMemberState, registeredMonthly());
    for (let index = 0; index < count; index += 1) {
      const paymentId = `payment-${String(index)}`;
      state = evolveMember(state, paymentRecorded({ paymentId, amount: 1_000, amountPaid: 1_000, debt: 0 }));
      if (index % 10 === 0) state = evolveMember(state, paymentVoided({ paymentId, amount: 1_000, amountPaid: 0 }));
    }
    return state;
  };

  it('its saved size does not grow with the number of payments (only the counts’ digits do)', () => {
    const few = JSON.stringify(afterPayments(10)).length;
    const many = JSON.stringify(afterPayments(5_000)).length;
    expect(many - few).toBeLessThanOrEqual(8);
    expect(afterPayments(5_000)).toMatchObject({ paymentsCount: 5_000, totalPaid: 4_500_000 });
  });
});
