// The member list (/users): searched, sorted and paged by the server, never sent whole.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  membershipStatus,
  searchWordsOf,
  type MemberListItem,
  type MemberSortField,
  type PageOf,
  type SortDirection,
  type PageRequest,
} from '@gym/domain';
import type { ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { MEMBERS, type MemberListDocument } from './member-documents.js';

export class ListMembers extends Query<PageOf<MemberListItem>> {
  constructor(
    readonly search: string,
    readonly sort: MemberSortField,
    readonly direction: SortDirection,
    readonly paging: PageRequest,
  ) {
    super();
  }
}

const SORT_FIELDS: Readonly<Record<MemberSortField, string>> = {
  name: 'nameKey',
  plan: 'planSort',
  expiresOn: 'expirySort',
  debt: 'debt',
};

/** The field, then the name, then the id, all one way: each sort walks one index. */
function sortKeys(sort: MemberSortField, direction: SortDirection): SortKey[] {
  const fields = sort === 'name' ? ['nameKey', 'id'] : [SORT_FIELDS[sort], 'nameKey', 'id'];
  return fields.map((field) => ({ field, direction }));
}

export function memberListItem(doc: MemberListDocument, today: string): MemberListItem {
  const { id, name, phone, plan, expiresOn, debt, ticketDaysUsed } = doc;
  // Documents written before cédulas existed have none; the version bump rebuilds them at start.
  const cedula = doc.cedula ?? null;
  const status = membershipStatus(doc, today);
  return { id, name, phone, cedula, plan, expiresOn, debt, ticketDaysUsed, status, freeze: doc.freeze };
}

@QueryHandler(ListMembers)
export class ListMembersHandler implements IQueryHandler<ListMembers> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  async execute({ search, sort, direction, paging }: ListMembers): Promise<PageOf<MemberListItem>> {
    const words = searchWordsOf(search);
    const found = await this.readStore.find<MemberListDocument>(MEMBERS, {
      // R35: every word typed begins a word of the name, or digits within the phone or cédula.
      filter: words.length === 0 ? {} : { searchKeys: { $prefixes: words } },
      sort: sortKeys(sort, direction),
      skip: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    const today = this.calendar.today();
    return { items: found.items.map((doc) => memberListItem(doc, today)), total: found.total, ...paging };
  }
}
