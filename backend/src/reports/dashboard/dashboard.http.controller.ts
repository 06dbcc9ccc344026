// GET /api/dashboard?month=YYYY-MM: every figure, list and history of the dashboard in one answer.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, may, type DashboardView } from '@gym/domain';
import { CurrentStaff, type SignedInStaff } from '../../shared/http/command-context.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetDashboard } from './dashboard.query.js';

@Controller()
export class DashboardController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getDashboard)
  dashboard(@Query() query: unknown, @CurrentStaff() staff: SignedInStaff): Promise<DashboardView> {
    const { month } = queryOf(apiOperations.getDashboard, query);
    // R33: the role read for this request decides whether the gym's money is sent at all.
    return this.queryBus.execute(new GetDashboard(month ?? null, may(staff.role, 'reports.gymMoney')));
  }
}
