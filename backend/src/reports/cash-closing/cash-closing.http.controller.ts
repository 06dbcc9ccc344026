// GET /api/cash-closing?date=YYYY-MM-DD: the money received on one day (today by default).
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type CashClosingView } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetCashClosing } from './cash-closing.query.js';

@Controller()
export class CashClosingController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getCashClosing)
  cashClosing(@Query() query: unknown): Promise<CashClosingView> {
    const { date } = queryOf(apiOperations.getCashClosing, query);
    return this.queryBus.execute(new GetCashClosing(date ?? this.calendar.today()));
  }
}
