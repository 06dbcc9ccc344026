// Specification of money: whole pesos shown es-CO (R3), debt never negative (R9).
import { debtFor, formatMoney, isValidAmount, isValidAmountPaid } from './money.js';

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

  it.each([1, 40_000, Number.MAX_SAFE_INTEGER])('R3: %p is a valid payment amount', (amount) =>
    expect(isValidAmount(amount)).toBe(true),
  );

  it.each([0, -0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '80000', null, undefined])(
    'R3: %p is not a valid payment amount',
    (amount) => expect(isValidAmount(amount)).toBe(false),
  );

  it('R3: the amount paid at registration may be 0, never negative or fractional', () => {
    expect(isValidAmountPaid(0)).toBe(true);
    expect(isValidAmountPaid(80_000)).toBe(true);
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
