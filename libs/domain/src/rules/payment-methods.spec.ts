// How the money came in (issue 10): the methods, their texts, receipt numbers. How older events
// without a method read is the decoder's (backend decode-event.spec.ts).
import {
  formatReceiptNumber,
  isRecordedPaymentMethod,
  normalisePaymentReference,
  PAYMENT_METHODS,
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
