// Creating a plan of the gym's own (R38): the 'Planes' form's body, the command, and its rule.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import { isRejection, reject, type Decision, type DecisionContext, type Rejection } from '../decision.js';
import { localDate } from '../rules/dates.js';
import { planTermsProblem, type PlanTerms } from '../rules/plan-terms.js';
import { may } from '../staff/staff-permissions.js';
import { planNamed } from './plan-catalogue.js';
import type { PlanEvent } from './plan.events.js';
import { isPlanPrice, planName, planPriceField, planUnits, priceFrom, validPlanName } from './plan.request-fields.js';
import type { PlansState } from './plan.state.js';

/** The terms as a form sends them: the kind and its numbers (the others left out). */
export interface PlanTermsInput {
  readonly kind: 'time' | 'visits';
  readonly days?: number | undefined;
  readonly months?: number | undefined;
  readonly visits?: number | undefined;
  readonly validDays?: number | undefined;
}

export interface CreatePlan {
  readonly type: 'CreatePlan';
  readonly data: {
    readonly planId: string;
    readonly name: string;
    readonly terms: PlanTermsInput;
    readonly price: number;
    /** The price's first day: today when left out (R24: never the past). */
    readonly from?: string | undefined;
  };
}

export const planTermsRequest = z
  .strictObject(
    {
      kind: z.enum(['time', 'visits'], { error: 'PLAN.UNITS_INVALID' }).meta({ example: 'time' }),
      days: planUnits('PLAN.UNITS_INVALID').optional(),
      months: planUnits('PLAN.UNITS_INVALID').optional(),
      visits: planUnits('PLAN.UNITS_INVALID').optional(),
      validDays: planUnits('PLAN.VALID_DAYS_INVALID').optional(),
    },
    strictBodyError,
  )
  .meta({
    id: 'PlanTermsInput',
    description:
      "Por tiempo: `{ kind: 'time', days }` o `{ kind: 'time', months }`; por visitas: `{ kind: 'visits', visits, validDays }`",
  });

/** POST /api/plans: `{ "name": "Semestral", "terms": { "kind": "time", "months": 6 }, "price": 420000 }`. */
export const createPlanRequest = z
  .strictObject(
    { name: planName, terms: planTermsRequest, price: planPriceField, from: priceFrom.optional() },
    strictBodyError,
  )
  .meta({ id: 'CreatePlanRequest' }) satisfies z.ZodType<Omit<CreatePlan['data'], 'planId'>>;

export type CreatePlanRequest = z.output<typeof createPlanRequest>;

/** The terms the form's numbers make, or the refusal naming the field that is wrong. */
export function termsFrom(input: PlanTermsInput): PlanTerms | Rejection {
  const terms: PlanTerms | null =
    input.kind === 'visits'
      ? input.visits === undefined
        ? null
        : { kind: 'visits', visits: input.visits, validDays: input.validDays ?? input.visits }
      : input.months !== undefined && input.days === undefined
        ? { kind: 'time', months: input.months }
        : input.days !== undefined && input.months === undefined
          ? { kind: 'time', days: input.days }
          : null;
  if (terms === null) return reject('PLAN.UNITS_INVALID', undefined, 'terms');
  switch (planTermsProblem(terms)) {
    case 'units':
      return reject('PLAN.UNITS_INVALID', undefined, 'terms');
    case 'validDays':
      return reject('PLAN.VALID_DAYS_INVALID', undefined, 'terms.validDays');
    case 'validUnderVisits': {
      const { visits, validDays } = terms as Extract<PlanTerms, { kind: 'visits' }>;
      return reject('PLAN.VALID_UNDER_VISITS', { n: visits, d: validDays }, 'terms.validDays');
    }
    default:
      return terms;
  }
}

/** R38: a name no other plan has, accents, case and spaces aside; the stored name, or the refusal. */
export function freshName(state: PlansState, name: string, planId: string): string | Rejection {
  const valid = validPlanName(name);
  if (valid === null) return reject('PLAN.NAME_INVALID', undefined, 'name');
  const taken = planNamed(state.catalogue, valid);
  if (taken !== null && taken.id !== planId) return reject('PLAN.NAME_TAKEN', { plan: taken.name }, 'name');
  return valid;
}

/** R24 + R38: a plan's first price, from today or a later day. */
export function priceFromDay(price: number, from: string | undefined, context: DecisionContext): string | Rejection {
  if (!isPlanPrice(price)) return reject('SETTINGS.PRICE_INVALID', undefined, 'price');
  const today = localDate(context.now, context.timeZone);
  const day = from ?? today;
  if (day < today) return reject('SETTINGS.EFFECTIVE_FROM_PAST', undefined, 'from');
  return day;
}

/**
 * R38: a new plan with its name, its terms and its price (R24) from today or a later day: its
 * definition and its first price. Before that day it costs its first price too (plan-prices.ts).
 */
export function createPlan({ data }: CreatePlan, state: PlansState, context: DecisionContext): Decision<PlanEvent> {
  if (!may(context.actor.role, 'prices.manage')) return reject('AUTH.FORBIDDEN');
  if (state.catalogue.some((plan) => plan.id === data.planId)) return reject('PLAN.ALREADY_EXISTS');
  const name = freshName(state, data.name, data.planId);
  if (isRejection(name)) return name;
  const terms = termsFrom(data.terms);
  if (isRejection(terms)) return terms;
  const from = priceFromDay(data.price, data.from, context);
  if (isRejection(from)) return from;
  return [
    { type: 'PlanCreated', data: { planId: data.planId, name, terms } },
    { type: 'PlanPriceScheduled', data: { planId: data.planId, price: data.price, previousPrice: 0, from } },
  ];
}
