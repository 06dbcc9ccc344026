// The HTTP shapes of the owner's settings (R24) as zod schemas: the plans with their prices, the
// request that changes them, and the history of changes. Types are derived with z.output.
import { z } from 'zod';
import { isValidDate } from '../rules/dates.js';
import { MAX_PLAN_PRICE, MIN_PLAN_PRICE } from '../rules/plan-prices.js';
import { PLAN_CODES } from '../rules/plans.js';

export const settingsPaths = {
  /** GET: every plan with its price today and the changes scheduled after today. */
  plans: '/api/plans',
  /** POST (Administrador): new prices from a date on. */
  planPrices: '/api/plans/prices',
  /** GET (Administrador): every price change, newest first. */
  priceChanges: '/api/plans/price-changes',
} as const;

const unknownKeys = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'REQUEST.UNKNOWN_FIELD' : 'REQUEST.INVALID',
};

const date = z.string().describe('YYYY-MM-DD');
const plan = z.enum(PLAN_CODES);

/** R24: whole pesos from 1.000 to 10.000.000. */
const planPrice = z
  .int({ error: 'SETTINGS.PRICE_INVALID' })
  .min(MIN_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' })
  .max(MAX_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' });

/** POST /api/plans/prices: `{ "prices": { "monthly": 90000 }, "effectiveFrom": "2026-04-01" }`. */
export const changePlanPricesRequest = z.strictObject(
  {
    prices: z
      .strictObject(
        { fortnight: planPrice.optional(), monthly: planPrice.optional(), ticket_book: planPrice.optional() },
        unknownKeys,
      )
      .refine((prices) => Object.values(prices).some((price) => price !== undefined), {
        error: 'SETTINGS.PRICES_REQUIRED',
      }),
    effectiveFrom: z
      .string({ error: 'SETTINGS.EFFECTIVE_FROM_INVALID' })
      .refine(isValidDate, { error: 'SETTINGS.EFFECTIVE_FROM_INVALID' }),
  },
  unknownKeys,
);
export type ChangePlanPricesRequest = z.output<typeof changePlanPricesRequest>;

export const changePlanPricesResponseSchema = z.object({
  position: z.int(),
  /** The plans whose price changed (a plan already at that price records nothing). */
  changed: z.array(plan),
});
export type ChangePlanPricesResponse = z.output<typeof changePlanPricesResponseSchema>;

export const planPriceViewSchema = z.object({
  plan,
  /** The price in force today in the gym's time zone. */
  price: z.int(),
  /** Prices coming into force after today, soonest first. */
  scheduled: z.array(z.object({ effectiveFrom: date, price: z.int() })),
});
export type PlanPriceView = z.output<typeof planPriceViewSchema>;

/** GET /api/plans: `[{ "plan": "monthly", "price": 80000, "scheduled": [] }, …]` in the plans' order. */
export const plansResponseSchema = z.array(planPriceViewSchema);
export type PlansResponse = z.output<typeof plansResponseSchema>;

export const priceChangeViewSchema = z.object({
  id: z.string(),
  plan,
  price: z.int(),
  previousPrice: z.int(),
  effectiveFrom: date,
  /** ISO instant the owner saved it. */
  changedAt: z.string().describe('ISO-8601'),
  staffId: z.string(),
  /** Who saved it; 'Sistema' for tooling. */
  staffName: z.string(),
});
export type PriceChangeView = z.output<typeof priceChangeViewSchema>;

/** GET /api/plans/price-changes: newest first. */
export const priceChangesResponseSchema = z.object({ items: z.array(priceChangeViewSchema) });
export type PriceChangesResponse = z.output<typeof priceChangesResponseSchema>;
