// Money is whole Colombian pesos (R3); debt is never negative (R9).

const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

/** The one money format of the product, e.g. `$ 80.000` (R3). */
export function formatMoney(amount: number): string {
  return copFormatter.format(amount);
}

/** A payment or renewal amount: a whole number of pesos greater than 0 (R3). */
export function isValidAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** An amount paid towards a membership: whole pesos, 0 allowed (registration, profile edit). */
export function isValidAmountPaid(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** What is still owed on a membership: never below 0, an overpayment owes nothing (R9). */
export function debtFor(planPrice: number, amountPaid: number): number {
  return Math.max(0, planPrice - amountPaid);
}
