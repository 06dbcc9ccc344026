// The member list's query from what the screen shows (its search, plan, sort, page), apart from the
// store so the first page can be asked for before the screen's code has loaded (app/screen-data.ts).
import type { MemberSortField, SortDirection } from '@gym/domain';

export const MEMBER_PAGE_SIZE = 20;

export interface MemberListParams {
  readonly search: string;
  /** R38: only the members of this plan (its id); null: every plan. */
  readonly plan: string | null;
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly page: number;
}

/** What the list shows on opening: every plan, sorted by name (so the arrow shows which column orders it). */
export const FIRST_MEMBER_LIST: MemberListParams = { search: '', plan: null, sort: 'name', direction: 'asc', page: 1 };

export function memberListQuery({ search, plan, sort, direction, page }: MemberListParams) {
  return {
    search: search.trim(),
    ...(plan !== null && { plan }),
    // null: the server's own order.
    sort,
    direction: sort === null ? null : direction,
    page,
    pageSize: MEMBER_PAGE_SIZE,
  };
}
