// What other features read of the gym's plans (R38): the catalogue as the plans read model holds it,
// the spec plans first (under their names until renamed), then the gym's in the order created.
import { SPEC_PLANS, type PlanCatalogue, type PlanDefinition } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { PLANS, type PlanDocument } from './plans.projection.js';

/** Every plan (a gym has a few dozen at most, so all of them). */
export async function planCatalogueIn(readStore: ReadQueries): Promise<PlanCatalogue> {
  const { items } = await readStore.find<PlanDocument>(PLANS, { sort: [{ field: 'sequence', direction: 'asc' }] });
  const byId = new Map(items.map((plan) => [plan.id, plan]));
  const spec = SPEC_PLANS.map((plan): PlanDefinition => {
    const stored = byId.get(plan.id);
    return stored === undefined ? plan : { ...plan, name: stored.name ?? plan.name, archived: stored.archived };
  });
  const own = items.flatMap((plan): PlanDefinition[] =>
    plan.terms === null || SPEC_PLANS.some((spec) => spec.id === plan.id)
      ? []
      : [{ id: plan.id, name: plan.name ?? plan.id, terms: plan.terms, archived: plan.archived }],
  );
  return [...spec, ...own];
}
