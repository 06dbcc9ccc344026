// R44: 'Eliminados', the members deleted and not restored, the latest deletion first, with who
// deleted each (by name, R23) and when. Read from the auditors' list of every member ever registered.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normaliseSearchText, type DeletedMemberPage } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { AUDIT_MEMBERS, type AuditMemberDocument } from './audit-members.projection.js';

export class ListDeletedMembers extends Query<DeletedMemberPage> {
  constructor(
    readonly search: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

@QueryHandler(ListDeletedMembers)
export class ListDeletedMembersHandler implements IQueryHandler<ListDeletedMembers> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ search, page, pageSize }: ListDeletedMembers): Promise<DeletedMemberPage> {
    const term = normaliseSearchText(search);
    const found = await this.readStore.find<AuditMemberDocument>(AUDIT_MEMBERS, {
      filter: term ? { deleted: true, search: { $contains: term } } : { deleted: true },
      sort: [
        { field: 'deleted', direction: 'desc' },
        { field: 'deletedAt', direction: 'desc' },
      ],
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const deletedBy = (doc: AuditMemberDocument): string => doc.deletedBy ?? '';
    const names = await staffDisplayNames(this.readStore, found.items.map(deletedBy));
    const items = found.items.map((doc) => ({
      id: doc.id,
      name: doc.name,
      phone: doc.phone,
      cedula: doc.cedula ?? null,
      // Deleted before R44 recorded who and when: the last event's instant is the deletion's.
      deletedAt: doc.deletedAt ?? doc.lastEventAt,
      deletedBy: deletedBy(doc),
      deletedByName: names.get(deletedBy(doc)) ?? deletedBy(doc),
    }));
    return { items, total: found.total, page, pageSize };
  }
}
