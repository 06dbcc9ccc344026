// The members an export writes, a page at a time: a page of the member list (its search and its
// order, as the screen shows them), each member whole as its profile holds it (every field).
import type { QueryBus } from '@nestjs/cqrs';
import type {
  ExistingMember,
  MemberListItem,
  MembershipDiscount,
  MemberSortField,
  PageOf,
  SortDirection,
} from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { MEMBER_PROFILES, type MemberProfileDocument } from '../member-list/member-documents.js';
import { ListMembers } from '../member-list/list-members.query.js';

export interface MemberListOrder {
  readonly search: string;
  readonly sort: MemberSortField;
  readonly direction: SortDirection;
  /** R38: only the members of this plan; absent: every member. */
  readonly plan?: string | null;
}

/** Every member, by name: the whole gym. */
export const EVERY_MEMBER: MemberListOrder = { search: '', sort: 'name', direction: 'asc' };

/** A member as the exports write it: its state and the current membership's discount (R39). */
export interface ExportedMember {
  readonly member: ExistingMember;
  readonly discount: MembershipDiscount | null;
}

export interface MemberPage {
  readonly items: readonly ExportedMember[];
  /** Members matching the search, on every page. */
  readonly total: number;
}

export async function memberPage(
  queryBus: QueryBus,
  readStore: ReadQueries,
  order: MemberListOrder,
  page: number,
  pageSize: number,
): Promise<MemberPage> {
  const list: PageOf<MemberListItem> = await queryBus.execute(
    new ListMembers(order.search, order.sort, order.direction, { page, pageSize }, order.plan ?? null),
  );
  const ids = list.items.map((item) => item.id);
  const { items: profiles } = await readStore.find<MemberProfileDocument>(MEMBER_PROFILES, {
    filter: { id: { $in: ids } },
  });
  const byId = new Map(
    profiles.map((profile): [string, ExportedMember] => [
      profile.id,
      { member: profile.member, discount: profile.discount ?? null },
    ]),
  );
  // A member deleted between the two reads is left out.
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total: list.total };
}

/** Every member of the list, page after page. */
export async function* everyMember(
  queryBus: QueryBus,
  readStore: ReadQueries,
  order: MemberListOrder,
  pageSize: number,
): AsyncGenerator<ExportedMember> {
  for (let page = 1; ; page += 1) {
    const { items, total } = await memberPage(queryBus, readStore, order, page, pageSize);
    yield* items;
    if (page * pageSize >= total) return;
  }
}
