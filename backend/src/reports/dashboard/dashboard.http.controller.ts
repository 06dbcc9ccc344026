// GET /api/dashboard?month=YYYY-MM: every figure, list and history of the dashboard in one answer.
import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { isValidMonthKey, type DashboardView } from '@gym/domain';
import { ApiEndpoint } from '../../shared/http/api-docs.js';
import { dashboardSchema } from '../../members/shared/api-schemas.js';
import { badParam } from '../../shared/http/http-input.js';
import { GetDashboard } from './dashboard.query.js';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @ApiEndpoint({
    summary: 'Tarjetas, ingresos del mes elegido, alertas (R14), cumpleaños (R15), planes e historial de ingresos',
    status: 200,
    response: dashboardSchema,
    errors: [400],
    query: [{ name: 'month', description: 'YYYY-MM (por defecto el mes actual en la zona horaria del gimnasio)' }],
  })
  dashboard(@QueryParam('month') month: string | undefined): Promise<DashboardView> {
    if (month !== undefined && !isValidMonthKey(month)) throw badParam('month');
    return this.queryBus.execute(new GetDashboard(month ?? null));
  }
}
