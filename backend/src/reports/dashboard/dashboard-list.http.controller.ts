// GET /api/dashboard/alerts/:list, /api/dashboard/birthdays, /api/dashboard/absent: each of the
// dashboard's lists whole, a page at a time (issue 41).
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ALERT_LISTS,
  apiOperations,
  type AbsentPage,
  type AlertListName,
  type AlertPage,
  type BirthdayPage,
} from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetAbsentPage, GetAlertPage, GetBirthdayPage } from './dashboard-list.query.js';

const isAlertList = (value: string): value is AlertListName => (ALERT_LISTS as readonly string[]).includes(value);

@Controller()
export class DashboardListController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.listAlerts)
  alerts(@Param('list') list: string, @Query() query: unknown): Promise<AlertPage> {
    const paging = queryOf(apiOperations.listAlerts, query);
    if (!isAlertList(list)) throw new AppError('REQUEST.NOT_FOUND');
    return this.queryBus.execute(new GetAlertPage(list, paging));
  }

  @Route(apiOperations.listBirthdays)
  birthdays(@Query() query: unknown): Promise<BirthdayPage> {
    return this.queryBus.execute(new GetBirthdayPage(queryOf(apiOperations.listBirthdays, query)));
  }

  @Route(apiOperations.listAbsent)
  absent(@Query() query: unknown): Promise<AbsentPage> {
    return this.queryBus.execute(new GetAbsentPage(queryOf(apiOperations.listAbsent, query)));
  }
}
