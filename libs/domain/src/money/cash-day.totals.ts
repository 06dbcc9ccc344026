// R29 + R32: how a day's money adds up: payments in, voids out, by method and by staff member.
import { PAYMENT_METHODS, type RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { CashDayEntryKind, CashDayTotals, CashMethodTotal, CashStaffTotal } from './cash-day.events.js';

/** One movement of the day as the cierre lists it. */
export interface CashDayLine {
  readonly kind: CashDayEntryKind;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  /** Who took the payment, or who made the void. */
  readonly staffId: string;
}

const signed = (line: CashDayLine): number => (line.kind === 'void' ? -line.amount : line.amount);
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
    return { staffId, count: paymentsIn(found), total: sum(found) };
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
