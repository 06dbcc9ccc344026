// GET /api/plans (every signed-in account: the forms need today's prices) and
// GET /api/plans/price-changes (Administrador: the Configuración screen's history).
import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type PlansResponse, type PriceChangesResponse } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetPlans, GetPriceChanges } from './plan-prices.queries.js';

@Controller()
export class PlanPricesController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getPlans)
  plans(): Promise<PlansResponse> {
    return this.queryBus.execute(new GetPlans(this.calendar.today()));
  }

  @Route(apiOperations.getPriceChanges)
  priceChanges(): Promise<PriceChangesResponse> {
    return this.queryBus.execute(new GetPriceChanges());
  }
}
