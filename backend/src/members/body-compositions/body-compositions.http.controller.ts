// GET /api/members/:id/body-compositions and GET /api/body-compositions: the measurement histories.
import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { BodyCompositionPage, MemberBodyCompositions } from '@gym/domain';
import { ApiEndpoint, PAGE_QUERY } from '../../shared/http/api-docs.js';
import { bodyCompositionPageSchema, memberBodyCompositionsSchema } from '../shared/api-schemas.js';
import { memberIdParam, pageParams } from '../../shared/http/http-input.js';
import { GetMemberBodyCompositions, ListBodyCompositions } from './body-composition-queries.js';

@ApiTags('composición corporal')
@Controller()
export class BodyCompositionsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('members/:id/body-compositions')
  @ApiEndpoint({
    summary: 'Todos los registros de medidas de un usuario, más nuevos primero',
    memberIdParam: true,
    status: 200,
    response: memberBodyCompositionsSchema,
    errors: [404],
  })
  memberBodyCompositions(@Param('id') id: string): Promise<MemberBodyCompositions> {
    return this.queryBus.execute(new GetMemberBodyCompositions(memberIdParam(id)));
  }

  @Get('body-compositions')
  @ApiEndpoint({
    summary: 'Registros de medidas del gimnasio, más nuevos primero, con cada medida usada (measureKeys)',
    status: 200,
    response: bodyCompositionPageSchema,
    errors: [400],
    query: PAGE_QUERY,
  })
  bodyCompositions(
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<BodyCompositionPage> {
    return this.queryBus.execute(new ListBodyCompositions(pageParams(page, pageSize)));
  }
}
