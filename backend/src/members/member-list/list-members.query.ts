// The member list (/users): searched, sorted and paged by the server, never sent whole.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  membershipStatus,
  planLabel,
  planNameKey,
  searchWordsOf,
  type PlanCatalogue,
  type PlanId,
  type MemberListItem,
  type MemberSortField,
  type PageOf,
  type SortDirection,
  type PageRequest,
} from '@gym/domain';
import type { Filter, Page, ReadQueries, SortKey } from '../../shared/read-store/read-store.port.js';
import { planCatalogueIn } from '../../settings/settings.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { MEMBERS, type MemberListDocument } from './member-documents.js';

export class ListMembers extends Query<PageOf<MemberListItem>> {
  constructor(
    readonly search: string,
    readonly sort: MemberSortField,
    readonly direction: SortDirection,
    readonly paging: PageRequest,
    /** R38: only the members of this plan (its id); null: every member. */
    readonly plan: PlanId | null = null,
  ) {
    super();
  }
}

const SORT_FIELDS: Readonly<Record<Exclude<MemberSortField, 'plan'>, string>> = {
  name: 'nameKey',
  expiresOn: 'expirySort',
  debt: 'debt',
};

/** The field, then the name, then the id, all one way: each sort walks one index. */
function sortKeys(sort: Exclude<MemberSortField, 'plan'>, direction: SortDirection): SortKey[] {
  const fields = sort === 'name' ? ['nameKey', 'id'] : [SORT_FIELDS[sort], 'nameKey', 'id'];
  return fields.map((field) => ({ field, direction }));
}

interface Window {
  readonly skip: number;
  readonly limit: number;
}

/**
 * R38: sorted by plan is sorted by the plan's name as the gym calls it now (a rename re-sorts at
 * once), then by the member's name: the members found counted per plan in one grouped read, the plans
 * put in their names' order, and the page read from the plans it spans, each along the
 * `plan, nameKey, id` index.
 */
export async function planSortedPage(
  store: ReadQueries,
  filter: Filter,
  direction: SortDirection,
  window: Window,
  plans: PlanCatalogue,
): Promise<Page<MemberListDocument>> {
  const groups = await store.groupSum(MEMBERS, 'plan', 'debt', filter);
  const keyed = groups.map((group) => {
    const plan = String(group.key);
    return { plan, count: group.count, key: planNameKey(planLabel(plan, plans)) };
  });
  keyed.sort((a, b) => (a.key === b.key ? (a.plan < b.plan ? -1 : 1) : a.key < b.key ? -1 : 1));
  if (direction === 'desc') keyed.reverse();
  const total = keyed.reduce((sum, group) => sum + group.count, 0);
  const items: MemberListDocument[] = [];
  let before = 0;
  for (const group of keyed) {
    if (items.length >= window.limit) break;
    const skip = Math.max(0, window.skip - before);
    before += group.count;
    if (skip >= group.count) continue;
    const found = await store.find<MemberListDocument>(MEMBERS, {
      filter: { ...filter, plan: group.plan },
      sort: sortKeys('name', direction),
      skip,
      limit: window.limit - items.length,
      countTotal: false,
    });
    items.push(...found.items);
  }
  return { items, total };
}

/** `plans`: the gym's plans (R38), whose name the item carries beside the plan's id and terms. */
export function memberListItem(doc: MemberListDocument, today: string, plans: PlanCatalogue): MemberListItem {
  const { id, name, phone, plan, planTerms, expiresOn, debt, ticketDaysUsed } = doc;
  // Documents written before cédulas existed have none; the version bump rebuilds them at start.
  const cedula = doc.cedula ?? null;
  const status = membershipStatus(doc, today);
  const planName = planLabel(plan, plans);
  return {
    id,
    name,
    phone,
    cedula,
    plan,
    planName,
    planTerms,
    expiresOn,
    debt,
    ticketDaysUsed,
    status,
    freeze: doc.freeze,
  };
}

@QueryHandler(ListMembers)
export class ListMembersHandler implements IQueryHandler<ListMembers> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  async execute({ search, sort, direction, paging, plan }: ListMembers): Promise<PageOf<MemberListItem>> {
    const words = searchWordsOf(search);
    const filter: Filter = {
      // R35: every word typed begins a word of the name, or digits within the phone or cédula.
      ...(words.length > 0 && { searchKeys: { $prefixes: words } }),
      // R38: the list's plan filter, one plan at a time.
      ...(plan !== null && { plan }),
    };
    const window = { skip: (paging.page - 1) * paging.pageSize, limit: paging.pageSize };
    const plans = await planCatalogueIn(this.readStore);
    const found =
      sort === 'plan'
        ? await planSortedPage(this.readStore, filter, direction, window, plans)
        : await this.readStore.find<MemberListDocument>(MEMBERS, {
            filter,
            sort: sortKeys(sort, direction),
            ...window,
          });
    const today = this.calendar.today();
    return { items: found.items.map((doc) => memberListItem(doc, today, plans)), total: found.total, ...paging };
  }
}
