// Money is whole Colombian pesos (R3), within the limits a person may enter (R26); debt is never
// negative (R9); a payment that would leave more paid than the plan costs is asked about first.
import type { RefusalCode } from '../refusals.js';

const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

/** R26: the most a person may enter as one amount (payment, renewal, initial payment, 'Pago realizado'). */
export const MAX_AMOUNT = 10_000_000;

/** The one money format of the product, e.g. `$ 80.000` (R3). */
export function formatMoney(amount: number): string {
  return copFormatter.format(amount);
}

/** What is wrong with an entered amount (R26), or null: whole pesos from `min` to 10.000.000. */
export function amountProblem(value: unknown, min: 0 | 1): RefusalCode | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) return 'PAYMENT.INVALID_AMOUNT';
  return value > MAX_AMOUNT ? 'PAYMENT.AMOUNT_TOO_LARGE' : null;
}

/** R26: a payment or renewal amount is 1 to 10.000.000 whole pesos. */
export function isValidAmount(value: unknown): value is number {
  return amountProblem(value, 1) === null;
}

/** R26: an initial payment or 'Pago realizado' is 0 to 10.000.000 whole pesos. */
export function isValidAmountPaid(value: unknown): value is number {
  return amountProblem(value, 0) === null;
}

/** What is still owed on a membership: never below 0, an overpayment owes nothing (R9). */
export function debtFor(planPrice: number, amountPaid: number): number {
  return Math.max(0, planPrice - amountPaid);
}

/**
 * The credit a payment would leave (paid beyond the plan's price), or 0 when it leaves none.
 * Screens ask before recording a payment with credit; a payment when nothing is owed always has it.
 */
export function creditAfterPayment(planPrice: number, paidBefore: number, amount: number): number {
  return Math.max(0, paidBefore + amount - planPrice);
}
