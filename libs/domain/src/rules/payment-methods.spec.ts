// How the money came in (issue 10): the methods, the default for older events, receipt numbers.
import { paymentRecorded } from '../testing/member.builders.js';
import {
  formatReceiptNumber,
  isRecordedPaymentMethod,
  normalisePaymentReference,
  PAYMENT_METHODS,
  paymentMethodOf,
  paymentMethodText,
} from './payment-methods.js';
import { message } from '../messages.js';

describe('payment methods', () => {
  it('are the five ways a Colombian front desk is paid, each with its Spanish label', () =>
    expect(PAYMENT_METHODS.map((method) => message(`PAYMENT_METHOD.${method}`))).toEqual([
      'Efectivo',
      'Nequi',
      'Daviplata',
      'Transferencia',
      'Tarjeta',
    ]));

  it("a payment stored before methods existed reads as 'Sin especificar', without a reference", () => {
    const { method: _none, ...old } = paymentRecorded().data;
    expect(paymentMethodOf(old)).toEqual({ method: 'unspecified', reference: null });
    expect(message(`PAYMENT_METHOD.${paymentMethodOf(old).method}`)).toBe('Sin especificar');
  });

  it('a payment with a method reads as it was recorded, with its reference', () => {
    expect(paymentMethodOf(paymentRecorded({ method: 'nequi', reference: '88123' }).data)).toEqual({
      method: 'nequi',
      reference: '88123',
    });
    expect(paymentMethodOf(paymentRecorded({ method: 'card' }).data)).toEqual({ method: 'card', reference: null });
  });

  it("is written 'Medio · Ref. …' with a reference, the method alone without one", () => {
    expect(paymentMethodText({ method: 'transfer', reference: 'TRX-9981' })).toBe('Transferencia · Ref. TRX-9981');
    expect(paymentMethodText({ method: 'cash', reference: null })).toBe('Efectivo');
    expect(paymentMethodText({ method: 'unspecified' })).toBe('Sin especificar');
  });

  it("'unspecified' is a method a payment can read as, never one to record", () => {
    expect(isRecordedPaymentMethod('unspecified')).toBe(true);
    expect((PAYMENT_METHODS as readonly string[]).includes('unspecified')).toBe(false);
  });

  it('a reference is trimmed and blank means none', () => {
    expect(normalisePaymentReference('  TRX 55 ')).toBe('TRX 55');
    expect(normalisePaymentReference('   ')).toBeNull();
    expect(normalisePaymentReference(null)).toBeNull();
  });

  it.each([
    [1, 'R-000001'],
    [123, 'R-000123'],
    [1_234_567, 'R-1234567'],
  ])('receipt %d is printed %s', (receiptNumber, printed) => expect(formatReceiptNumber(receiptNumber)).toBe(printed));
});
