// GET /api/staff-activity?day=&staffId=&kind=: Actividad del personal, for an Administrador; and
// GET /api/staff-activity/:id/rows: the rows of one import's line.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type StaffActivityPage, type StaffActivityRows } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetStaffActivity, GetStaffActivityRows } from './staff-activity.query.js';

@Controller()
export class StaffActivityController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getStaffActivity)
  activity(@Query() query: unknown): Promise<StaffActivityPage> {
    const { day, staffId, kind, page, pageSize } = queryOf(apiOperations.getStaffActivity, query);
    const today = this.calendar.today();
    return this.queryBus.execute(new GetStaffActivity(day ?? today, staffId ?? null, kind ?? null, page, pageSize));
  }

  @Route(apiOperations.getStaffActivityRows)
  rows(@Param('id') id: string, @Query() query: unknown): Promise<StaffActivityRows> {
    const { page, pageSize } = queryOf(apiOperations.getStaffActivityRows, query);
    return this.queryBus.execute(new GetStaffActivityRows(id, page, pageSize));
  }
}
