// GET /api/data-requests?status= (Administrador): the register of data requests with their deadline as
// of today; GET /api/members/:id/open-reclamo (every account): the profile's 'Reclamo en trámite'.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type DataRequestPage, type MemberOpenReclamo } from '@gym/domain';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberOpenReclamo, ListDataRequests } from './data-requests.queries.js';

@Controller()
export class DataRequestsController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  @Route(apiOperations.listDataRequests)
  list(@Query() query: unknown): Promise<DataRequestPage> {
    const { status, page, pageSize } = queryOf(apiOperations.listDataRequests, query);
    return this.queryBus.execute(new ListDataRequests(status, this.calendar.today(), page, pageSize));
  }

  @Route(apiOperations.getMemberOpenReclamo)
  openReclamo(@Param('id') id: string): Promise<MemberOpenReclamo> {
    return this.queryBus.execute(new GetMemberOpenReclamo(id));
  }
}
