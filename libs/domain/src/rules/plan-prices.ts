// What each plan costs on a given day (R24): the spec's prices (§9) until the owner changes them,
// then the change in force that day. A change applies from its date on, in the gym's calendar.
import { addDays } from './dates.js';
import type { PlanId } from './plan-terms.js';
import { isPlanCode, PLAN_CODES, type PlanCode } from './plans.js';

export type PlanPrices = Readonly<Record<PlanCode, number>>;

/** Spec §9: the prices before any owner sets one. */
export const DEFAULT_PLAN_PRICES: PlanPrices = {
  fortnight: 40_000,
  monthly: 80_000,
  ticket_book: 50_000,
};

/** R24: a plan's price is a whole number of pesos from 1.000 to 10.000.000. */
export const MIN_PLAN_PRICE = 1_000;
export const MAX_PLAN_PRICE = 10_000_000;

/** One recorded price change: from `effectiveFrom` (YYYY-MM-DD) on, `plan` costs `price`. */
export interface PlanPriceChange {
  readonly plan: PlanId;
  readonly price: number;
  readonly effectiveFrom: string;
}

/** Every price change of the gym, in the order they were recorded (the settings stream's order). */
export type PlanPriceList = readonly PlanPriceChange[];

/** A price coming into force after today. */
export interface ScheduledPrice {
  readonly effectiveFrom: string;
  readonly price: number;
}

export function isValidPlanPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_PLAN_PRICE && value <= MAX_PLAN_PRICE;
}

/**
 * The price of `plan` on `date`: the change with the latest date on or before it; of two changes
 * for the same date, the one recorded last. With none, the spec's price.
 */
export function planPriceOn(changes: PlanPriceList, plan: PlanId, date: string): number {
  let inForce: PlanPriceChange | undefined;
  for (const change of changes) {
    if (change.plan !== plan || change.effectiveFrom > date) continue;
    if (inForce === undefined || change.effectiveFrom >= inForce.effectiveFrom) inForce = change;
  }
  return inForce?.price ?? priceBeforeAnyChange(changes, plan);
}

/**
 * Before any change in force: a spec plan's §9 price; a plan of the gym's own (R38) is created with a
 * price from its first day, so a day before it reads that first price (0 for a plan with none).
 */
function priceBeforeAnyChange(changes: PlanPriceList, plan: PlanId): number {
  if (isPlanCode(plan)) return DEFAULT_PLAN_PRICES[plan];
  let first: PlanPriceChange | undefined;
  for (const change of changes) {
    if (change.plan === plan && (first === undefined || change.effectiveFrom < first.effectiveFrom)) first = change;
  }
  return first?.price ?? 0;
}

/** Every plan's price on `date`. */
export function planPricesOn(changes: PlanPriceList, date: string): PlanPrices {
  const prices = Object.fromEntries(PLAN_CODES.map((plan) => [plan, planPriceOn(changes, plan, date)]));
  return prices as Record<PlanCode, number>;
}

/** The prices of `plan` that come into force after `today`, soonest first (a date that changes nothing is left out). */
export function scheduledPlanPrices(changes: PlanPriceList, plan: PlanId, today: string): readonly ScheduledPrice[] {
  const later = changes.filter((change) => change.plan === plan && change.effectiveFrom > today);
  const dates = [...new Set(later.map((change) => change.effectiveFrom))].sort();
  const scheduled: ScheduledPrice[] = [];
  for (const effectiveFrom of dates) {
    const price = planPriceOn(changes, plan, effectiveFrom);
    if (price !== planPriceOn(changes, plan, addDays(effectiveFrom, -1))) scheduled.push({ effectiveFrom, price });
  }
  return scheduled;
}

/**
 * R24 + R30: the price of a plan on `date` from what the screens know of it: today's price and the
 * changes scheduled after today (GET /api/plans). The renewal dialog pre-fills the new period's.
 */
export function priceOnFromSchedule(todayPrice: number, scheduled: readonly ScheduledPrice[], date: string): number {
  let price = todayPrice;
  for (const change of scheduled) if (change.effectiveFrom <= date) price = change.price;
  return price;
}
