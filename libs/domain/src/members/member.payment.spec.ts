// Specification of RecordPayment (spec §4, §5, R3, R9, R11).
import { given } from '../testing/given-when-then.js';
import { defaultPaymentType } from './member.payment.js';
import {
  MEMBER_ID,
  paymentRecorded,
  planChanged,
  recordPayment,
  registeredMonthly,
} from '../testing/member.builders.js';

/** What the `recordPayment()` builder pays with, besides the amount. */
const today = { paymentId: 'payment-2', paidOn: '2026-03-02' };

describe('RecordPayment', () => {
  it('§4: a payment raises the amount paid and lowers the debt to price minus paid', () =>
    given(registeredMonthly())
      .when(recordPayment({ amount: 30_000 }))
      .then(paymentRecorded({ ...today, amount: 30_000, amountPaid: 30_000, debt: 50_000 })));

  it('§4: an Abono (installment) adds to what was paid before', () =>
    given(registeredMonthly(), paymentRecorded({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }))
      .when(recordPayment({ paymentType: 'installment', amount: 20_000 }))
      .thenState((member) =>
        expect(member).toMatchObject({ amountPaid: 50_000, debt: 30_000, totalPaid: 50_000, paymentsCount: 2 }),
      ));

  it('R9: a payment that overpays leaves a debt of 0', () =>
    given(registeredMonthly(), paymentRecorded({ amount: 70_000, amountPaid: 70_000, debt: 10_000 }))
      .when(recordPayment({ amount: 50_000 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 120_000, debt: 0, totalPaid: 120_000 })));

  it('R11: a payment carries the plan the member has when paying', () =>
    given(registeredMonthly(), planChanged({ plan: 'fortnight' }))
      .when(recordPayment({ amount: 40_000 }))
      .then(paymentRecorded({ ...today, amount: 40_000, plan: 'fortnight', amountPaid: 40_000, debt: 0 })));

  it('§4: a payment may be dated another day than today', () =>
    given(registeredMonthly())
      .when(recordPayment({ paidOn: '2026-02-27' }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 30_000 })));

  it.each([0, -0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'R3 + R26: a payment of %p is refused with PAYMENT.INVALID_AMOUNT',
    (amount) => given(registeredMonthly()).when(recordPayment({ amount })).thenRejects('PAYMENT.INVALID_AMOUNT'),
  );

  it.each([10_000_001, 999_999_999, 2 ** 53])('R26: a payment of %p is over the limit', (amount) =>
    given(registeredMonthly()).when(recordPayment({ amount })).thenRejects('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it('R26: a payment of exactly $ 10.000.000 is accepted', () =>
    given(registeredMonthly())
      .when(recordPayment({ amount: 10_000_000 }))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 10_000_000, debt: 0 })));

  it('R3: a non-numeric amount is refused with PAYMENT.INVALID_AMOUNT', () =>
    given(registeredMonthly())
      .when(recordPayment({ amount: '80000' as unknown as number }))
      .thenRejects('PAYMENT.INVALID_AMOUNT'));

  it('R3: a payment whose running total would leave whole pesos behind is refused', () =>
    given(registeredMonthly(), paymentRecorded({ amount: 2 ** 53 - 5, amountPaid: 2 ** 53 - 5, debt: 0 }))
      .when(recordPayment({ amount: 10 }))
      .thenRejects('PAYMENT.INVALID_AMOUNT'));

  it('PAYMENT.TYPE_INVALID: renewal and initial payments come only from their own commands', () => {
    given(registeredMonthly())
      .when(recordPayment({ paymentType: 'renewal' as 'additional' }))
      .thenRejects('PAYMENT.TYPE_INVALID');
    given(registeredMonthly())
      .when(recordPayment({ paymentType: 'initial' as 'additional' }))
      .thenRejects('PAYMENT.TYPE_INVALID');
  });

  it('PAYMENT.DATE_INVALID: the payment date must be a real date (R2)', () =>
    given(registeredMonthly())
      .when(recordPayment({ paidOn: '2026-02-30' }))
      .thenRejects('PAYMENT.DATE_INVALID'));

  it('MEMBER.NOT_FOUND: no payment for a member never registered', () =>
    given().when(recordPayment()).thenRejects('MEMBER.NOT_FOUND'));

  it('R22 + MEMBER.NOT_FOUND: no payment for a deleted member', () =>
    given(registeredMonthly(), { type: 'MemberDeleted', data: { memberId: MEMBER_ID, name: 'Ana Pérez' } })
      .when(recordPayment())
      .thenRejects('MEMBER.NOT_FOUND'));
});

describe('RecordPayment: how the money came in (issue 10)', () => {
  it('records the method and the reference the front desk entered', () =>
    given(registeredMonthly())
      .when(recordPayment({ method: 'transfer', reference: ' 0012345 ' }))
      .then(
        paymentRecorded({
          ...today,
          amount: 30_000,
          amountPaid: 30_000,
          debt: 50_000,
          method: 'transfer',
          reference: '0012345',
        }),
      ));

  it('records Efectivo when no method is given, and no reference when it is blank', () =>
    given(registeredMonthly())
      .when(recordPayment({ method: undefined, reference: '  ' }))
      .then(paymentRecorded({ ...today, amount: 30_000, amountPaid: 30_000, debt: 50_000, method: 'cash' })));

  it('refuses a method it does not know and a reference over 60 characters', () => {
    given(registeredMonthly())
      .when(recordPayment({ method: 'bitcoin' as never }))
      .thenRejects('PAYMENT.METHOD_INVALID');
    given(registeredMonthly())
      .when(recordPayment({ reference: 'x'.repeat(61) }))
      .thenRejects('PAYMENT.REFERENCE_TOO_LONG');
  });
});

describe('The type a new payment starts with (issue 41)', () => {
  it("given a member who owes, the form starts with 'Abono' (installment)", () => {
    expect(defaultPaymentType(1)).toBe('installment');
    expect(defaultPaymentType(60_000)).toBe('installment');
  });

  it("given a member who owes nothing, the form starts with 'Pago adicional'", () => {
    expect(defaultPaymentType(0)).toBe('additional');
  });
});
