// The owner's new prices (R24): the Configuración form's body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { requestText } from '../request-text.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { isValidPlanPrice, MAX_PLAN_PRICE, MIN_PLAN_PRICE, planPriceOn } from '../rules/plan-prices.js';
import { PLAN_CODES, type PlanCode } from '../rules/plans.js';
import type { GymSettingsEvent, PlanPriceChanged } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

/** New prices for some plans, from `effectiveFrom` (today or later) on. */
export interface ChangePlanPrices {
  readonly type: 'ChangePlanPrices';
  readonly data: {
    readonly prices: Readonly<Partial<Record<PlanCode, number>>>;
    readonly effectiveFrom: string;
  };
}

/** R24: whole pesos from 1.000 to 10.000.000. */
const planPrice = z
  .int({ error: 'SETTINGS.PRICE_INVALID' })
  .min(MIN_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' })
  .max(MAX_PLAN_PRICE, { error: 'SETTINGS.PRICE_INVALID' })
  .meta({ example: 90_000 });

/** POST /api/plans/prices: `{ "prices": { "monthly": 90000 }, "effectiveFrom": "2026-04-01" }`. */
export const changePlanPricesRequest = z
  .strictObject(
    {
      prices: z
        .strictObject(
          { fortnight: planPrice.optional(), monthly: planPrice.optional(), ticket_book: planPrice.optional() },
          strictBodyError,
        )
        .refine((prices) => Object.values<number | undefined>(prices).some((price) => price !== undefined), {
          error: 'SETTINGS.PRICES_REQUIRED',
        }),
      effectiveFrom: requestText('SETTINGS.EFFECTIVE_FROM_INVALID')
        .refine(isValidDate, { error: 'SETTINGS.EFFECTIVE_FROM_INVALID' })
        .meta({ format: 'date', example: '2027-01-01' }),
    },
    strictBodyError,
  )
  .meta({ id: 'ChangePlanPricesRequest' });

export type ChangePlanPricesRequest = z.output<typeof changePlanPricesRequest>;

/**
 * One `PlanPriceChanged` per plan whose price on that date changes; a plan already at that price
 * records nothing. Never in the past: a price already charged is history (R24).
 */
export function changePlanPrices(
  { data }: ChangePlanPrices,
  state: GymSettingsState,
  context: DecisionContext,
): Decision<GymSettingsEvent> {
  const plans = PLAN_CODES.filter((plan) => data.prices[plan] !== undefined);
  if (plans.length === 0) return reject('SETTINGS.PRICES_REQUIRED', undefined, 'prices');
  const badPrice = plans.find((plan) => !isValidPlanPrice(data.prices[plan]));
  if (badPrice !== undefined) return reject('SETTINGS.PRICE_INVALID', undefined, `prices.${badPrice}`);
  if (!isValidDate(data.effectiveFrom)) return reject('SETTINGS.EFFECTIVE_FROM_INVALID', undefined, 'effectiveFrom');
  const { effectiveFrom } = data;
  if (effectiveFrom < localDate(context.now, context.timeZone))
    return reject('SETTINGS.EFFECTIVE_FROM_PAST', undefined, 'effectiveFrom');
  const changes: PlanPriceChanged[] = [];
  for (const plan of plans) {
    const price = data.prices[plan] ?? 0;
    const previousPrice = planPriceOn(state.planPrices, plan, effectiveFrom);
    if (price !== previousPrice) {
      changes.push({ type: 'PlanPriceChanged', data: { plan, price, previousPrice, effectiveFrom } });
    }
  }
  return changes;
}
