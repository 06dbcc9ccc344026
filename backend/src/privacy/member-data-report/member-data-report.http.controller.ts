// GET /api/members/:id/data-report (Administrador, R48 a): the report of everything held on a member.
import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberDataReport } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { memberIdParam } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberDataReport } from './member-data-report.query.js';

@Controller()
export class MemberDataReportController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.getMemberDataReport)
  get(@Param('id') id: string): Promise<MemberDataReport> {
    return this.queryBus.execute(new GetMemberDataReport(memberIdParam(id), this.calendar.today()));
  }
}
