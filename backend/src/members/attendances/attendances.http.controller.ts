// GET /api/members/:id/attendances and GET /api/attendances: the attendance histories.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type AttendancePage } from '@gym/domain';
import { memberIdParam, queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ListAttendances } from './attendance-queries.js';

@Controller()
export class AttendancesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getMemberAttendances)
  memberAttendances(@Param('id') id: string, @Query() query: unknown): Promise<AttendancePage> {
    const memberId = memberIdParam(id);
    return this.queryBus.execute(new ListAttendances(memberId, queryOf(apiOperations.getMemberAttendances, query)));
  }

  @Route(apiOperations.listAttendances)
  attendances(@Query() query: unknown): Promise<AttendancePage> {
    return this.queryBus.execute(new ListAttendances(null, queryOf(apiOperations.listAttendances, query)));
  }
}
