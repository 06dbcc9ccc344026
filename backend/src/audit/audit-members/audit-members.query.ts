// The auditors' search: every member ever registered, deleted ones marked, by name order.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normaliseSearchText, type AuditMemberEntry, type PageOf } from '@gym/domain';
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
