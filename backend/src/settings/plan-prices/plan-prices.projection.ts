// Read model of the owner's price changes (R24, and R38's for the gym's own plans): one document per change, for the plans' current
// prices (GET /api/plans) and the Configuración screen's history.
import { eventOccurredAt, eventStaffId, type PlanId } from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';

export const PLAN_PRICE_CHANGES = 'plan_price_changes';

export interface PlanPriceChangeDocument {
  /** The event's id. */
  readonly id: string;
  readonly plan: PlanId;
  readonly price: number;
  readonly previousPrice: number;
  readonly effectiveFrom: string;
  readonly changedAt: string;
  readonly staffId: string;
  /** The event's global position: the order the changes were saved in. */
  readonly sequence: number;
  readonly [key: string]: unknown;
}

export const planPricesProjection = defineProjection({
  name: 'plan_prices',
  version: 2,
  collections: [{ name: PLAN_PRICE_CHANGES, fields: { sequence: 'number' } }],
  eventTypes: ['PlanPriceChanged', 'PlanPriceScheduled'],
  documentsRead: () => [],
  apply(event, documents) {
    const data =
      event.type === 'PlanPriceChanged'
        ? event.data
        : {
            plan: event.data.planId,
            price: event.data.price,
            previousPrice: event.data.previousPrice,
            effectiveFrom: event.data.from,
          };
    const change: PlanPriceChangeDocument = {
      id: event.id,
      ...data,
      changedAt: eventOccurredAt(event),
      staffId: eventStaffId(event),
      sequence: event.position,
    };
    documents.put(PLAN_PRICE_CHANGES, change);
  },
});
