// GET /api/member-matches?name=&phone=: R36's "same name and phone" check of the add form.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberMatches } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { FindMemberMatches } from './find-member-matches.query.js';

@Controller()
export class FindMemberMatchesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.findMemberMatches)
  find(@Query() query: unknown): Promise<MemberMatches> {
    const { name, phone } = queryOf(apiOperations.findMemberMatches, query);
    return this.queryBus.execute(new FindMemberMatches(name, phone));
  }
}
