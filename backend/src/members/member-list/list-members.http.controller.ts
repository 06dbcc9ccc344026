// GET /api/members: one page of the member list.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type MemberListItem, type PageOf } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { ListMembers } from './list-members.query.js';

const operation = apiOperations.listMembers;

@Controller()
export class ListMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(operation)
  list(@Query() query: unknown): Promise<PageOf<MemberListItem>> {
    const { search, sort, direction, page, pageSize, plan } = queryOf(operation, query);
    return this.queryBus.execute(new ListMembers(search ?? '', sort, direction, { page, pageSize }, plan ?? null));
  }
}
