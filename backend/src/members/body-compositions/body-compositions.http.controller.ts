// GET /api/members/:id/body-compositions and GET /api/body-compositions: the measurement histories.
import { Controller, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type BodyCompositionPage, type MemberBodyCompositions } from '@gym/domain';
import { memberIdParam, queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { GetMemberBodyCompositions, ListBodyCompositions } from './body-composition-queries.js';

@Controller()
export class BodyCompositionsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getMemberBodyCompositions)
  memberBodyCompositions(@Param('id') id: string): Promise<MemberBodyCompositions> {
    return this.queryBus.execute(new GetMemberBodyCompositions(memberIdParam(id)));
  }

  @Route(apiOperations.listBodyCompositions)
  bodyCompositions(@Query() query: unknown): Promise<BodyCompositionPage> {
    return this.queryBus.execute(new ListBodyCompositions(queryOf(apiOperations.listBodyCompositions, query)));
  }
}
