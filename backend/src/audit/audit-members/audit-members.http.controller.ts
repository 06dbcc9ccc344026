// GET /api/audit/members: every member ever registered, deleted ones marked, searchable.
import { Controller, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type AuditMemberEntry, type PageOf } from '@gym/domain';
import { queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import { FindAuditMembers } from './audit-members.query.js';

@Controller()
export class AuditMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.findAuditMembers)
  find(@Query() query: unknown): Promise<PageOf<AuditMemberEntry>> {
    const { search, page, pageSize } = queryOf(apiOperations.findAuditMembers, query);
    return this.queryBus.execute(new FindAuditMembers(search ?? '', page, pageSize));
  }
}
