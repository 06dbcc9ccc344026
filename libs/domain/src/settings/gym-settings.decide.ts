// `decideGymSettings`: what a change of the owner's settings yields (R24).
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { isValidPlanPrice, planPriceOn } from '../rules/plan-prices.js';
import { PLAN_CODES } from '../rules/plans.js';
import type { ChangePlanPrices, GymSettingsCommand } from './gym-settings.commands.js';
import type { GymSettingsEvent, PlanPriceChanged } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export function decideGymSettings(
  command: GymSettingsCommand,
  state: GymSettingsState,
  context: DecisionContext,
): Decision<GymSettingsEvent> {
  switch (command.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one type so far; keeps exhaustive switch
    case 'ChangePlanPrices':
      return changePlanPrices(command, state, context);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown settings command ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * One `PlanPriceChanged` per plan whose price on that date changes; a plan already at that price
 * records nothing. Never in the past: a price already charged is history (R24).
 */
function changePlanPrices({ data }: ChangePlanPrices, state: GymSettingsState, context: DecisionContext) {
  const plans = PLAN_CODES.filter((plan) => data.prices[plan] !== undefined);
  if (plans.length === 0) return reject('SETTINGS.PRICES_REQUIRED', undefined, 'prices');
  if (!plans.every((plan) => isValidPlanPrice(data.prices[plan]))) return reject('SETTINGS.PRICE_INVALID');
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
