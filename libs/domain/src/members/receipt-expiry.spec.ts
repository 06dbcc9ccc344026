// What a receipt says of the expiry (issue 41).
import { paymentSetExpiry, receiptExpiryLine } from './receipt-expiry.js';

const receipt = { plan: 'monthly', paidOn: '2026-11-20', expiresOn: '2026-12-20', expiryChanged: true } as const;

describe('receiptExpiryLine', () => {
  it("given a payment that moved the expiry (a renewal, a registration), then 'Nuevo vencimiento'", () =>
    expect(receiptExpiryLine(receipt)).toEqual({ label: 'Nuevo vencimiento', value: '20/12/2026' }));

  it("given a debt paid after the expiry, which moved nothing, then 'Vencida el …', never a new past date", () =>
    expect(receiptExpiryLine({ ...receipt, expiresOn: '2026-10-30', expiryChanged: false })).toEqual({
      label: 'Vencimiento',
      value: 'Vencida el 30/10/2026',
    }));

  it('given a payment that moved nothing on a membership still running, then the expiry, not called new', () => {
    expect(receiptExpiryLine({ ...receipt, expiryChanged: false })).toEqual({
      label: 'Vencimiento',
      value: '20/12/2026',
    });
    // The expiry day itself is not past.
    expect(receiptExpiryLine({ ...receipt, expiresOn: '2026-11-20', expiryChanged: false }).value).toBe('20/11/2026');
  });

  it('given a Tiquetera not yet used, then it has no expiry', () =>
    expect(receiptExpiryLine({ ...receipt, plan: 'ticket_book', expiresOn: null, expiryChanged: false })).toEqual({
      label: 'Vencimiento',
      value: 'N/A (Tiquetera)',
    }));
});

describe('paymentSetExpiry', () => {
  it('given a registration’s first payment or a renewal, then it set the expiry', () => {
    expect(paymentSetExpiry('initial', '2026-12-20', '2026-12-20')).toBe(true);
    expect(paymentSetExpiry('renewal', null, null)).toBe(true);
  });

  it('given an Abono or a Pago adicional, then only if the expiry differs after it', () => {
    expect(paymentSetExpiry('installment', '2026-10-30', '2026-10-30')).toBe(false);
    expect(paymentSetExpiry('additional', '2026-10-30', '2026-10-30')).toBe(false);
    expect(paymentSetExpiry('additional', null, '2026-10-30')).toBe(true);
  });
});
