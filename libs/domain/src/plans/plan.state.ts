// The gym's plans as the plans stream leaves them: the three spec plans from the start, then each
// plan created, renamed or archived, and the dated prices of the plans the gym created (R24, R38).
import type { PlanPriceList } from '../rules/plan-prices.js';
import { SPEC_PLANS, type PlanCatalogue, type PlanDefinition } from './plan-catalogue.js';
import type { PlanEvent } from './plan.events.js';

export interface PlansState {
  /** Every plan, the spec plans first, then the gym's in the order created. */
  readonly catalogue: PlanCatalogue;
  /** The price changes of the gym's own plans, in the order recorded. */
  readonly prices: PlanPriceList;
}

export const initialPlansState: PlansState = { catalogue: SPEC_PLANS, prices: [] };

function withPlan(state: PlansState, planId: string, change: Partial<PlanDefinition>): PlansState {
  const catalogue = state.catalogue.map((plan) => (plan.id === planId ? { ...plan, ...change } : plan));
  return { ...state, catalogue };
}

export function evolvePlans(state: PlansState, event: PlanEvent): PlansState {
  switch (event.type) {
    case 'PlanCreated': {
      const { planId, name, terms } = event.data;
      return { ...state, catalogue: [...state.catalogue, { id: planId, name, terms, archived: false }] };
    }
    case 'PlanRenamed':
      return withPlan(state, event.data.planId, { name: event.data.name });
    case 'PlanArchived':
      return withPlan(state, event.data.planId, { archived: true });
    case 'PlanPriceScheduled': {
      const { planId, price, from } = event.data;
      return { ...state, prices: [...state.prices, { plan: planId, price, effectiveFrom: from }] };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown plans event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldPlans(events: readonly PlanEvent[]): PlansState {
  return events.reduce(evolvePlans, initialPlansState);
}
