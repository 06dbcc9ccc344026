// GET /api/members/:id/attendances and GET /api/attendances: the attendance histories.
import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AttendancePage } from '@gym/domain';
import { ApiEndpoint, PAGE_QUERY } from '../../shared/http/api-docs.js';
import { attendancePageSchema } from '../shared/api-schemas.js';
import { memberIdParam, pageParams } from '../../shared/http/http-input.js';
import { ListAttendances } from './attendance-queries.js';

@ApiTags('asistencia')
@Controller()
export class AttendancesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('members/:id/attendances')
  @ApiEndpoint({
    summary:
      'Visitas de un usuario (asistencias de Tiquetera e ingresos de otros planes, R28), más nuevas primero, por páginas',
    memberIdParam: true,
    status: 200,
    response: attendancePageSchema,
    errors: [400, 404],
    query: PAGE_QUERY,
  })
  memberAttendances(
    @Param('id') id: string,
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<AttendancePage> {
    return this.queryBus.execute(new ListAttendances(memberIdParam(id), pageParams(page, pageSize)));
  }

  @Get('attendances')
  @ApiEndpoint({
    summary:
      'Todas las visitas del gimnasio, de todos los planes (R28), más nuevas primero (sin las de usuarios eliminados, R22)',
    status: 200,
    response: attendancePageSchema,
    errors: [400],
    query: PAGE_QUERY,
  })
  attendances(
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<AttendancePage> {
    return this.queryBus.execute(new ListAttendances(null, pageParams(page, pageSize)));
  }
}
