// R29 + R32 + R42: how a day's money adds up: payments in, voids out, by method and by staff member.
import { PAYMENT_METHODS, type RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { CashDayTotals, CashMethodTotal, CashStaffTotal } from './cash-day.events.js';

/**
 * R42: a void of a payment taken in the same book never entered the drawer: it nets against whoever
 * took the payment. A void of an earlier book's payment is a refund ('Devolución'): cash out of this
 * book, under whoever made it.
 */
export type CashDayLineKind = 'payment' | 'void' | 'refund';

/** One movement of the day as the cierre lists it. */
export interface CashDayLine {
  readonly kind: CashDayLineKind;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  /** Who took the payment: for a void, who took the payment it voids; for a refund, who made it. */
  readonly staffId: string;
}

/** A payment of the book, and a void made in it, as the read model holds them. */
export interface BookPayment {
  readonly id: string;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly staffId: string;
}
export interface BookVoid extends BookPayment {
  /** The voided payment's id. */
  readonly id: string;
  /** Who made the void. */
  readonly staffId: string;
}

/** R42: the lines of a book: its payments, then each void as a void (same book) or a refund (earlier book). */
export function cashDayLinesOf(payments: readonly BookPayment[], voids: readonly BookVoid[]): CashDayLine[] {
  const takenBy = new Map(payments.map((payment) => [payment.id, payment.staffId]));
  return [
    ...payments.map(({ amount, method, staffId }): CashDayLine => ({ kind: 'payment', amount, method, staffId })),
    ...voids.map(({ id, amount, method, staffId }): CashDayLine => {
      const taker = takenBy.get(id);
      return taker === undefined
        ? { kind: 'refund', amount, method, staffId }
        : { kind: 'void', amount, method, staffId: taker };
    }),
  ];
}

const signed = (line: CashDayLine): number => (line.kind === 'payment' ? line.amount : -line.amount);
const paymentsIn = (lines: readonly CashDayLine[]): number => lines.filter((line) => line.kind === 'payment').length;
const sum = (lines: readonly CashDayLine[]): number => lines.reduce((total, line) => total + signed(line), 0);

/**
 * Every method, unused ones at 0, so the sheet always has the same lines; older payments'
 * 'unspecified' only when the day has some. Staff members in the order they first appear.
 */
export function cashDayTotals(lines: readonly CashDayLine[]): CashDayTotals {
  const ofMethod = (method: RecordedPaymentMethod): CashMethodTotal => {
    const found = lines.filter((line) => line.method === method);
    return { method, count: paymentsIn(found), total: sum(found) };
  };
  const unspecified = ofMethod('unspecified');
  const byMethod = [
    ...PAYMENT_METHODS.map(ofMethod),
    ...(lines.some((l) => l.method === 'unspecified') ? [unspecified] : []),
  ];
  const staffIds = [...new Set(lines.map((line) => line.staffId))];
  const byStaff = staffIds.map((staffId): CashStaffTotal => {
    const found = lines.filter((line) => line.staffId === staffId);
    const refunds = found.filter((line) => line.kind === 'refund').reduce((total, line) => total + line.amount, 0);
    return { staffId, count: paymentsIn(found), total: sum(found), refunds };
  });
  return {
    total: sum(lines),
    paymentsCount: paymentsIn(lines),
    voidsCount: lines.length - paymentsIn(lines),
    expectedCash: ofMethod('cash').total,
    byMethod,
    byStaff,
  };
}
