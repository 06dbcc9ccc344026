// Renaming, archiving and pricing a plan (R38, R24): the bodies, the commands and their rules.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { isRejection, reject, type Decision, type DecisionContext } from '../decision.js';
import { planPriceOn } from '../rules/plan-prices.js';
import { isPlanCode } from '../rules/plans.js';
import { may } from '../staff/staff-permissions.js';
import type { PlanDefinition } from './plan-catalogue.js';
import { freshName, priceFromDay } from './plan.create.js';
import type { PlanEvent } from './plan.events.js';
import { planName, planPriceField, priceFrom } from './plan.request-fields.js';
import type { PlansState } from './plan.state.js';

export interface RenamePlan {
  readonly type: 'RenamePlan';
  readonly data: { readonly planId: string; readonly name: string };
}

export interface ArchivePlan {
  readonly type: 'ArchivePlan';
  readonly data: { readonly planId: string };
}

export interface SchedulePlanPrice {
  readonly type: 'SchedulePlanPrice';
  readonly data: { readonly planId: string; readonly price: number; readonly from: string };
}

/** POST /api/plans/{planId}/name: `{ "name": "Mensual" }`. */
export const renamePlanRequest = z
  .strictObject({ name: planName }, strictBodyError)
  .meta({ id: 'RenamePlanRequest' }) satisfies z.ZodType<Omit<RenamePlan['data'], 'planId'>>;

/** POST /api/plans/{planId}/price: `{ "price": 450000, "from": "2027-01-01" }`. */
export const schedulePlanPriceRequest = z
  .strictObject({ price: planPriceField, from: priceFrom }, strictBodyError)
  .meta({ id: 'SchedulePlanPriceRequest' }) satisfies z.ZodType<Omit<SchedulePlanPrice['data'], 'planId'>>;

function planIn(state: PlansState, planId: string): PlanDefinition | null {
  return state.catalogue.find((plan) => plan.id === planId) ?? null;
}

/** R38: a new name, unique among the plans; the same name records nothing. */
export function renamePlan({ data }: RenamePlan, state: PlansState, context: DecisionContext): Decision<PlanEvent> {
  if (!may(context.actor.role, 'prices.manage')) return reject('AUTH.FORBIDDEN');
  const plan = planIn(state, data.planId);
  if (plan === null) return reject('PLAN.NOT_FOUND');
  const name = freshName(state, data.name, plan.id);
  if (isRejection(name)) return name;
  if (name === plan.name) return [];
  return [{ type: 'PlanRenamed', data: { planId: plan.id, name, previousName: plan.name } }];
}

/** R38: archived, a plan takes no new membership; members on it keep it. A plan is never deleted. */
export function archivePlan({ data }: ArchivePlan, state: PlansState, context: DecisionContext): Decision<PlanEvent> {
  if (!may(context.actor.role, 'prices.manage')) return reject('AUTH.FORBIDDEN');
  const plan = planIn(state, data.planId);
  if (plan === null) return reject('PLAN.NOT_FOUND');
  if (plan.archived) return reject('PLAN.ALREADY_ARCHIVED', { plan: plan.name });
  return [{ type: 'PlanArchived', data: { planId: plan.id, name: plan.name } }];
}

/**
 * R24 per plan: a price of one of the gym's plans from a day on (today or later); the price that day
 * already is records nothing. The spec plans' prices are the settings' (POST /api/plans/prices).
 */
export function schedulePlanPrice(
  { data }: SchedulePlanPrice,
  state: PlansState,
  context: DecisionContext,
): Decision<PlanEvent> {
  if (!may(context.actor.role, 'prices.manage')) return reject('AUTH.FORBIDDEN');
  const plan = planIn(state, data.planId);
  if (plan === null || isPlanCode(plan.id)) return reject('PLAN.NOT_FOUND');
  const from = priceFromDay(data.price, data.from, context);
  if (isRejection(from)) return from;
  const previousPrice = planPriceOn(state.prices, plan.id, from);
  if (previousPrice === data.price) return [];
  return [{ type: 'PlanPriceScheduled', data: { planId: plan.id, price: data.price, previousPrice, from } }];
}
