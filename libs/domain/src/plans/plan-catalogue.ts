// R38: the gym's plans as a decider receives them (the way it receives `now`): each plan's id, name,
// terms and whether it is archived. The backend reads it from the plans stream; until a gym defines
// its own, the three plans of spec §9 are the catalogue.
import { message } from '../messages.js';
import { normaliseSearchText } from '../rules/search-text.js';
import { isPlanCode, PLAN_CODES, type PlanCode } from '../rules/plans.js';
import { SPEC_PLAN_TERMS, specPlanTerms, type PlanId, type PlanTerms } from '../rules/plan-terms.js';

export interface PlanDefinition {
  readonly id: PlanId;
  readonly name: string;
  readonly terms: PlanTerms;
  /** R38: an archived plan takes no new member, renewal or plan change; members on it keep it. */
  readonly archived: boolean;
}

export type PlanCatalogue = readonly PlanDefinition[];

/** Spec §9's name of a spec plan ('Quincena', 'Mensualidad', 'Tiquetera'). */
export function specPlanName(plan: PlanCode): string {
  return message(`PLAN.${plan}`);
}

/** R38: the three plans of spec §9, there from the start under their names. */
export const SPEC_PLANS: PlanCatalogue = PLAN_CODES.map((id) => ({
  id,
  name: specPlanName(id),
  terms: SPEC_PLAN_TERMS[id],
  archived: false,
}));

/**
 * The name shown for a plan id: its name in `catalogue` (the gym's plans, from GET /api/plans or the
 * plans read model), else a spec plan's name, else the id itself (never a missing text).
 */
export function planLabel(id: PlanId, catalogue: PlanCatalogue = SPEC_PLANS): string {
  const found = catalogue.find((plan) => plan.id === id);
  if (found !== undefined) return found.name;
  return isPlanCode(id) ? specPlanName(id) : id;
}

/** The plan of `id` in the catalogue; a spec plan is always found (its definition from the start). */
export function findPlan(catalogue: PlanCatalogue, id: PlanId): PlanDefinition | null {
  const found = catalogue.find((plan) => plan.id === id);
  if (found !== undefined) return found;
  const terms = specPlanTerms(id);
  return terms === null ? null : { id, name: specPlanName(id as PlanCode), terms, archived: false };
}

/** R38: a plan's name as unique names compare it: accents, case and spaces aside. */
export function planNameKey(name: string): string {
  return normaliseSearchText(name).replace(/\s+/g, ' ').trim();
}

/** R46 + R38: the plan a typed name (a sheet's cell, a filter) names, accents and case aside. */
export function planNamed(catalogue: PlanCatalogue, name: string): PlanDefinition | null {
  const key = planNameKey(name);
  return catalogue.find((plan) => planNameKey(plan.name) === key) ?? null;
}
