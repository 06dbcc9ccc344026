// Specification of money: whole pesos shown es-CO (R3), the limits of what is entered (R26), debt
// never negative (R9), and the credit a payment would leave (issue 16).
import { amountProblem, creditAfterPayment, debtFor, formatMoney, isValidAmount, isValidAmountPaid } from './money.js';

// Intl separates the sign from the figure with a no-break space.
const plain = (text: string): string => text.replace(/\s/g, ' ');

describe('R3: money is whole Colombian pesos', () => {
  it('R3: amounts are shown as COP with dots for thousands and no cents', () => {
    expect(plain(formatMoney(80_000))).toBe('$ 80.000');
    expect(plain(formatMoney(1_250_000))).toBe('$ 1.250.000');
    expect(plain(formatMoney(0))).toBe('$ 0');
  });

  it('R3: the one formatter matches Intl es-CO COP with no fraction digits', () =>
    expect(formatMoney(50_000)).toBe(
      new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(50_000),
    ));
});

describe('R26: amount limits', () => {
  it.each([1, 40_000, 10_000_000])('R26: %p is a valid payment or renewal amount', (amount) =>
    expect(isValidAmount(amount)).toBe(true),
  );

  it.each([0, -0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '80000', null, undefined])(
    'R26: %p is not a valid payment amount',
    (amount) => expect(amountProblem(amount, 1)).toBe('PAYMENT.INVALID_AMOUNT'),
  );

  it.each([10_000_001, 999_999_999, Number.MAX_SAFE_INTEGER])('R26: %p is over the limit', (amount) =>
    expect(amountProblem(amount, 1)).toBe('PAYMENT.AMOUNT_TOO_LARGE'),
  );

  it('R26: the amount paid at registration may be 0 up to 10.000.000, never negative or fractional', () => {
    expect(isValidAmountPaid(0)).toBe(true);
    expect(isValidAmountPaid(10_000_000)).toBe(true);
    expect(amountProblem(10_000_001, 0)).toBe('PAYMENT.AMOUNT_TOO_LARGE');
    expect(isValidAmountPaid(-1)).toBe(false);
    expect(isValidAmountPaid(0.5)).toBe(false);
    expect(isValidAmountPaid('0')).toBe(false);
  });
});

describe('R9: debt is never negative', () => {
  it('R9: debt is the price minus what was paid', () => expect(debtFor(80_000, 30_000)).toBe(50_000));

  it('R9: paying the exact price owes nothing', () => expect(debtFor(80_000, 80_000)).toBe(0));

  it('R9: an overpayment owes nothing rather than a negative debt', () => expect(debtFor(40_000, 100_000)).toBe(0));
});

describe('credit after a payment (issue 16: asked before recording)', () => {
  it('given a $ 40.000 Quincena with $ 30.000 paid, when $ 11.100 is paid, then $ 1.100 would be in favour', () =>
    expect(creditAfterPayment(40_000, 30_000, 11_100)).toBe(1_100));

  it('given $ 30.000 paid of $ 40.000, when the $ 10.000 owed is paid, then no credit', () =>
    expect(creditAfterPayment(40_000, 30_000, 10_000)).toBe(0));

  it('given nothing owed, when anything is paid, then all of it is credit', () =>
    expect(creditAfterPayment(40_000, 40_000, 5_000)).toBe(5_000));

  it('given a registration paying $ 90.000 for a $ 80.000 Mensualidad, then $ 10.000 is credit', () =>
    expect(creditAfterPayment(80_000, 0, 90_000)).toBe(10_000));
});
