// Specification of VoidPayment (R29, R22, R25, R9).
import { given, RECEPCION } from '../testing/given-when-then.js';
import { paymentOnRecordOf } from './payment-on-record.js';
import {
  at,
  MEMBER_ID,
  memberDeleted,
  membershipRenewed,
  paymentRecorded,
  paymentVoided,
  registeredMonthly,
  registerMember,
  voidPayment,
  voidPaymentTold,
} from '../testing/member.builders.js';

const paidTwice = [
  registeredMonthly(),
  paymentRecorded({ paymentId: 'payment-1', amount: 80_000, amountPaid: 80_000, debt: 0 }),
  paymentRecorded({ paymentId: 'payment-2', amount: 80_000, amountPaid: 160_000, debt: 0, paidOn: '2026-03-01' }),
];

describe('R29: voiding a payment', () => {
  it('R29: the void names the payment, its amount and method, the reason, and the day it is made', () =>
    given(...paidTwice)
      .when(voidPayment('payment-2', '  Pago registrado dos veces  '), at('2026-03-05'))
      .then({
        type: 'PaymentVoided',
        data: {
          memberId: MEMBER_ID,
          paymentId: 'payment-2',
          amount: 80_000,
          method: 'cash',
          paidOn: '2026-03-01',
          reason: 'Pago registrado dos veces',
          voidedOn: '2026-03-05',
          amountPaid: 80_000,
          debt: 0,
        },
      }));

  it('R29 + R9: the member’s amount paid drops by the amount and the debt is recomputed', () =>
    given(registeredMonthly(), paymentRecorded({ amount: 50_000, amountPaid: 50_000, debt: 30_000 }))
      .when(voidPayment('payment-1'))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 0, debt: 80_000, totalPaid: 0 })));

  it('R29: the payment stays in the member’s history, marked voided; the count of payments is unchanged', () => {
    given(...paidTwice)
      .when(voidPayment('payment-2'), at('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ paymentsCount: 2, totalPaid: 80_000 }));
    const voided = paymentVoided({ paymentId: 'payment-2', voidedOn: '2026-03-05', amountPaid: 80_000, debt: 0 });
    expect(paymentOnRecordOf([...paidTwice, voided], 'payment-2')).toEqual({
      memberId: MEMBER_ID,
      amount: 80_000,
      method: 'cash',
      paidOn: '2026-03-01',
      voidedOn: '2026-03-05',
      openingBalance: false,
    });
  });

  it('R29: a payment is voided once: a second void is refused (409) naming the day of the first', () =>
    given(...paidTwice, paymentVoided({ paymentId: 'payment-2', voidedOn: '2026-03-02' }))
      .when(voidPayment('payment-2'))
      .thenRejects('PAYMENT.ALREADY_VOIDED', { fecha: '02/03/2026' }));

  it('R29: a payment the member does not hold is not found', () =>
    given(...paidTwice)
      .when(voidPayment('payment-9'))
      .thenRejects('PAYMENT.NOT_FOUND'));

  it('R29: a payment its lookup found on another member’s stream is not found on this one', () =>
    given(...paidTwice)
      .when(
        voidPaymentTold('payment-2', {
          memberId: 'member-2',
          amount: 80_000,
          method: 'cash',
          paidOn: '2026-03-01',
          voidedOn: null,
          openingBalance: false,
        }),
      )
      .thenRejects('PAYMENT.NOT_FOUND'));

  it('R29: a renewal’s payment can be voided like any other: the renewal’s period stays, its debt returns', () =>
    given(registeredMonthly(), membershipRenewed())
      .when(voidPayment('payment-renewal'), at('2026-04-02'))
      .thenState((member) =>
        expect(member).toMatchObject({ expiresOn: '2026-05-01', amountPaid: 0, debt: 80_000, plan: 'monthly' }),
      ));

  it('R29: a registration’s initial payment can be voided', () =>
    given()
      .when(registerMember({ amountPaid: 80_000 }), at('2026-03-01'))
      .thenState((registered) => {
        expect(registered).toMatchObject({ amountPaid: 80_000, debt: 0 });
        given(registeredMonthly(), paymentRecorded({ paymentId: 'payment-initial', paymentType: 'initial' }))
          .when(voidPayment('payment-initial'))
          .thenState((member) => expect(member).toMatchObject({ amountPaid: 0, debt: 80_000 }));
      }));

  it('R29 + R9: voiding a payment of an earlier period never leaves the amount paid below 0', () =>
    given(
      registeredMonthly(),
      paymentRecorded({ paymentId: 'payment-1', amount: 80_000, amountPaid: 80_000, debt: 0 }),
      membershipRenewed({ amount: 30_000, amountPaid: 30_000, debt: 50_000 }),
    )
      .when(voidPayment('payment-1'), at('2026-04-02'))
      .thenState((member) => expect(member).toMatchObject({ amountPaid: 0, debt: 80_000 })));

  it('R29 + R22: a deleted member’s payment can still be voided (its money still counts in the income)', () =>
    given(...paidTwice, memberDeleted())
      .when(voidPayment('payment-2'), at('2026-03-05'))
      .thenState((member) => expect(member).toMatchObject({ status: 'deleted', totalPaid: 80_000 })));

  it('R29: a member never registered has nothing to void', () =>
    given().when(voidPayment('payment-1')).thenRejects('MEMBER.NOT_FOUND'));

  it.each(['', '    ', 'dup', 'x'.repeat(201)])('R29: a reason of %p is refused (5 to 200 characters)', (reason) =>
    given(...paidTwice)
      .when(voidPayment('payment-2', reason))
      .thenRejects('REQUEST.REASON_INVALID'),
  );

  it('R29 + R33: Recepción may not void a payment', () =>
    given(...paidTwice)
      .when(voidPayment('payment-2'), { ...at('2026-03-05'), actor: RECEPCION })
      .thenRejects('AUTH.FORBIDDEN'));
});
