// Specification of the business constants of spec §9.
import { message, type MessageKey } from '../messages.js';
import {
  BIRTHDAY_ALERT_DAYS,
  EXPIRY_ALERT_DAYS,
  FORTNIGHT_DAYS,
  isPlanCode,
  MEASURE_KEYS,
  PAYMENT_TYPES,
  PLAN_CODES,
  RECENT_PAYMENTS_SHOWN,
  TICKET_BOOK_DAYS,
  TICKET_BOOK_VALID_DAYS,
} from './plans.js';
import { DEFAULT_PLAN_PRICES } from './plan-prices.js';

describe('§9: business constants', () => {
  it('§9: until an owner sets one (R24), plan prices are Quincena 40000, Mensualidad 80000, Tiquetera 50000', () =>
    expect(PLAN_CODES.map((plan) => [message(`PLAN.${plan}`), DEFAULT_PLAN_PRICES[plan]])).toEqual([
      ['Quincena', 40_000],
      ['Mensualidad', 80_000],
      ['Tiquetera', 50_000],
    ]));

  it('§9: a ticket book has 15 days and expires 60 days after first use; a Quincena lasts 15 days', () =>
    expect([TICKET_BOOK_DAYS, TICKET_BOOK_VALID_DAYS, FORTNIGHT_DAYS]).toEqual([15, 60, 15]));

  it('§9: alert windows are 5 days to expiry and 30 days to birthday; 10 recent payments', () =>
    expect([EXPIRY_ALERT_DAYS, BIRTHDAY_ALERT_DAYS, RECENT_PAYMENTS_SHOWN]).toEqual([5, 30, 10]));

  it('§9 + R43: the payment types read Pago adicional, Abono, Renovación, Pago inicial, Saldo migrado', () =>
    expect(PAYMENT_TYPES.map((type) => message(`PAYMENT_TYPE.${type}`))).toEqual([
      'Pago adicional',
      'Abono',
      'Renovación',
      'Pago inicial',
      'Saldo migrado',
    ]));

  it('§3: every measure of either gender has a catalogue label', () => {
    const keys = [...MEASURE_KEYS.female, ...MEASURE_KEYS.male].map((key) => `MEASURE.${key}` as MessageKey);
    for (const key of keys) expect(message(key)).not.toBe(key);
  });

  it('§9: only the three plans are plans', () => {
    expect(PLAN_CODES.every(isPlanCode)).toBe(true);
    expect(isPlanCode('Mensualidad')).toBe(false);
  });
});
