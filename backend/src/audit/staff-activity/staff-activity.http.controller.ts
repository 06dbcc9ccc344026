// GET /api/staff-activity?day=&staffId=: Actividad del personal, for an Administrador.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type StaffActivityPage } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetStaffActivity } from './staff-activity.query.js';

@Controller()
export class StaffActivityController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getStaffActivity)
  activity(@Query() query: unknown): Promise<StaffActivityPage> {
    const { day, staffId, page, pageSize } = queryOf(apiOperations.getStaffActivity, query);
    return this.queryBus.execute(new GetStaffActivity(day ?? this.calendar.today(), staffId ?? null, page, pageSize));
  }
}
