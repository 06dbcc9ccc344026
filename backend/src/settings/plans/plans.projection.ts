// Read model of the gym's plans (R38): one document per plan the gym created or renamed or archived
// (the spec plans need none until then), for GET /api/plans and the names lists and exports show.
import { defineProjection } from '../../shared/projections/projection.js';
import type { PlanTerms } from '@gym/domain';

export const PLANS = 'plans';

export interface PlanDocument {
  /** The plan's id: a spec code, or the id the plans stream generated. */
  readonly id: string;
  /** Set on a spec plan's document only once it is renamed or archived; its terms are the spec's. */
  readonly name: string | null;
  readonly terms: PlanTerms | null;
  readonly archived: boolean;
  /** The position of the event that created it (0 for a spec plan): the order the plans are listed in. */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export const plansProjection = defineProjection({
  name: 'plans',
  version: 1,
  collections: [{ name: PLANS, fields: { sequence: 'number' } }],
  eventTypes: ['PlanCreated', 'PlanRenamed', 'PlanArchived'],
  documentsRead: (event) => [{ collection: PLANS, id: event.data.planId }],
  apply(event, documents) {
    const before = documents.get<PlanDocument>(PLANS, event.data.planId);
    const plan: PlanDocument = before ?? {
      id: event.data.planId,
      name: null,
      terms: null,
      archived: false,
      sequence: 0,
    };
    switch (event.type) {
      case 'PlanCreated':
        documents.put(PLANS, { ...plan, name: event.data.name, terms: event.data.terms, sequence: event.position });
        return;
      case 'PlanRenamed':
        documents.put(PLANS, { ...plan, name: event.data.name });
        return;
      case 'PlanArchived':
        documents.put(PLANS, { ...plan, archived: true });
        return;
    }
  },
});
