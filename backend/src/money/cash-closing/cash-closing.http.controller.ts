// GET /api/cash-closing?date=YYYY-MM-DD: the money received on one day (today by default).
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, may, type CashClosingView } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { AppError } from '../../shared/http/app-error.js';
import { CurrentStaff, type SignedInStaff } from '../../shared/http/command-context.js';
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
  cashClosing(@Query() query: unknown, @CurrentStaff() staff: SignedInStaff): Promise<CashClosingView> {
    const { date } = queryOf(apiOperations.getCashClosing, query);
    const today = this.calendar.today();
    // R33: Recepción sees today's cierre; another day's is one of the gym's money totals.
    if (date !== undefined && date !== today && !may(staff.role, 'reports.gymMoney'))
      throw new AppError('AUTH.FORBIDDEN', undefined, 'date');
    return this.queryBus.execute(new GetCashClosing(date ?? today));
  }
}
