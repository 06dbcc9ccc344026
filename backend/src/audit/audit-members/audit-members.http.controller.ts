// GET /api/audit/members: every member ever registered, deleted ones marked, searchable.
import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { normaliseSearchText, type AuditMemberEntry, type PageOf } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { AUDIT_MEMBERS, type AuditMemberDocument } from './audit-members.projection.js';

export class FindAuditMembers extends Query<PageOf<AuditMemberEntry>> {
  constructor(
    readonly search: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

@QueryHandler(FindAuditMembers)
export class FindAuditMembersHandler implements IQueryHandler<FindAuditMembers> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ search, page, pageSize }: FindAuditMembers): Promise<PageOf<AuditMemberEntry>> {
    const term = normaliseSearchText(search);
    const found = await this.readStore.find<AuditMemberDocument>(AUDIT_MEMBERS, {
      filter: term ? { search: { $contains: term } } : {},
      sort: [
        { field: 'nameKey', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const items = found.items.map(({ id, name, phone, deleted, registeredAt, lastEventAt, events }) => ({
      id,
      name,
      phone,
      deleted,
      registeredAt,
      lastEventAt,
      events,
    }));
    return { items, total: found.total, page, pageSize };
  }
}

@ApiTags('auditoría')
@Controller('audit/members')
export class AuditMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Todos los usuarios registrados alguna vez, incluidos los eliminados' })
  find(
    @QueryParam('search') search: string | undefined,
    @QueryParam('page') page: string | undefined,
    @QueryParam('pageSize') pageSize: string | undefined,
  ): Promise<PageOf<AuditMemberEntry>> {
    if (search !== undefined && (typeof search !== 'string' || search.length > 100))
      throw new AppError('REQUEST.INVALID', 400, {}, 'search');
    const number = (value: string | undefined, fallback: number): number => {
      if (value === undefined) return fallback;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new AppError('REQUEST.INVALID', 400);
      return Number(value);
    };
    return this.queryBus.execute(
      new FindAuditMembers(search ?? '', number(page, 1), Math.min(number(pageSize, 20), 100)),
    );
  }
}
