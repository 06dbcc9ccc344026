// The plans' prices today and the changes scheduled (GET /api/plans), and the history of changes
// (GET /api/plans/price-changes), from the plan_prices read model.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  planPriceOn,
  scheduledPlanPrices,
  type PlanPriceList,
  type PlansResponse,
  type PriceChangesResponse,
} from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { planCatalogueIn } from '../plans/plans.port.js';
import { PLAN_PRICE_CHANGES, type PlanPriceChangeDocument } from './plan-prices.projection.js';

export class GetPlans extends Query<PlansResponse> {
  constructor(readonly today: string) {
    super();
  }
}

export class GetPriceChanges extends Query<PriceChangesResponse> {}

/** Every change in the order saved; a gym changes prices a few times a year, so all of them. */
async function changesInOrder(readStore: ReadQueries): Promise<PlanPriceChangeDocument[]> {
  const { items } = await readStore.find<PlanPriceChangeDocument>(PLAN_PRICE_CHANGES, {
    sort: [{ field: 'sequence', direction: 'asc' }],
  });
  return items;
}

@QueryHandler(GetPlans)
export class GetPlansHandler implements IQueryHandler<GetPlans> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ today }: GetPlans): Promise<PlansResponse> {
    const changes: PlanPriceList = await changesInOrder(this.readStore);
    const catalogue = await planCatalogueIn(this.readStore);
    return catalogue.map(({ id: plan, name: planName, terms, archived }) => ({
      plan,
      planName,
      terms,
      archived,
      price: planPriceOn(changes, plan, today),
      scheduled: [...scheduledPlanPrices(changes, plan, today)],
    }));
  }
}

@QueryHandler(GetPriceChanges)
export class GetPriceChangesHandler implements IQueryHandler<GetPriceChanges> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute(): Promise<PriceChangesResponse> {
    const changes = (await changesInOrder(this.readStore)).reverse();
    const names = await staffDisplayNames(
      this.readStore,
      changes.map((change) => change.staffId),
    );
    return {
      items: changes.map(({ id, plan, price, previousPrice, effectiveFrom, changedAt, staffId }) => ({
        id,
        plan,
        price,
        previousPrice,
        effectiveFrom,
        changedAt,
        staffId,
        staffName: names.get(staffId) ?? staffId,
      })),
    };
  }
}
