// `decideGymSettings`: what a change of the owner's settings yields (R24).
import { reject, type Decision, type DecisionContext } from '../decision.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { isValidPlanPrice, planPriceOn } from '../rules/plan-prices.js';
import { PLAN_CODES } from '../rules/plans.js';
import type { ChangeGymDetails, ChangePlanPrices, GymSettingsCommand } from './gym-settings.commands.js';
import { validateGymDetails, type GymDetails } from './gym-details.js';
import type { GymSettingsEvent, PlanPriceChanged } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export function decideGymSettings(
  command: GymSettingsCommand,
  state: GymSettingsState,
  context: DecisionContext,
): Decision<GymSettingsEvent> {
  switch (command.type) {
    case 'ChangePlanPrices':
      return changePlanPrices(command, state, context);
    case 'ChangeGymDetails':
      return changeGymDetails(command, state);
    default: {
      const unknown: never = command;
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

/** Issue 30: the details as typed (trimmed, the phone as R37 stores it); the same details record nothing. */
function changeGymDetails({ data }: ChangeGymDetails, state: GymSettingsState): Decision<GymSettingsEvent> {
  const details = validateGymDetails(data);
  if ('code' in details) return reject(details.code, undefined, details.field);
  const same = (Object.keys(details) as (keyof GymDetails)[]).every((field) => details[field] === state.details[field]);
  return same ? [] : [{ type: 'GymDetailsChanged', data: details }];
}
