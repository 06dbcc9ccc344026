// R38: the plan a registration, renewal or plan change chooses, looked up in the gym's catalogue
// (the decision's input, like `now`): an unknown id is bad input, an archived plan is refused by name.
import { reject, type Rejection } from '../decision.js';
import { findPlan, type PlanDefinition } from '../plans/plan-catalogue.js';
import type { MemberDecisionContext } from './member.decision-context.js';

/** The plan of `id` when it takes new memberships, else the refusal ('El plan Semestral está archivado.'). */
export function planOnSale(context: Pick<MemberDecisionContext, 'plans'>, id: unknown): PlanDefinition | Rejection {
  const plan = typeof id === 'string' ? findPlan(context.plans, id) : null;
  if (plan === null) return reject('MEMBER.PLAN_INVALID', undefined, 'plan');
  if (plan.archived) return reject('PLAN.ARCHIVED', { plan: plan.name }, 'plan');
  return plan;
}
