// GET /api/plans (every signed-in account: the forms need today's prices) and
// GET /api/plans/price-changes (Administrador: the Configuración screen's history).
import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  plansResponseSchema,
  priceChangesResponseSchema,
  type PlansResponse,
  type PriceChangesResponse,
} from '@gym/domain';
import { Allowed } from '../../auth/allowed.decorator.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { GetPlans, GetPriceChanges } from './plan-prices.queries.js';

@ApiTags('configuración')
@Controller('plans')
export class PlanPricesController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Get()
  @ApiEndpoint({
    summary: 'Los planes con su precio de hoy (zona horaria del gimnasio) y los cambios programados (R24)',
    status: 200,
    response: plansResponseSchema,
  })
  plans(): Promise<PlansResponse> {
    return this.queryBus.execute(new GetPlans(this.calendar.today()));
  }

  @Get('price-changes')
  @Allowed('admin')
  @ApiEndpoint({
    summary: 'Historial de cambios de precio, el más reciente primero (solo Administrador)',
    status: 200,
    response: priceChangesResponseSchema,
    errors: [403],
  })
  priceChanges(): Promise<PriceChangesResponse> {
    return this.queryBus.execute(new GetPriceChanges());
  }
}
