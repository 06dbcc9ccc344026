// The member list on screen: its search text, sort column and direction, page, and the server's answer.
import { create } from 'zustand';
import type { MemberListItem, MemberSortField, PageOf, RegisterMemberRequest, SortDirection } from '@gym/domain';
import { send, type ApiError } from '../../lib/api-client';
import { asApiError, type QueryStatus } from '../../lib/create-query-store';
import { FIRST_MEMBER_LIST, memberListQuery } from './member-list-query';

export { MEMBER_PAGE_SIZE } from './member-list-query';

interface MemberListState {
  readonly search: string;
  /** R38: only the members of this plan (its id); null: every plan. */
  readonly plan: string | null;
  readonly sort: MemberSortField | null;
  readonly direction: SortDirection;
  readonly page: number;
  readonly data: PageOf<MemberListItem> | null;
  readonly status: QueryStatus;
  readonly error: ApiError | null;
  /** Reads the current page again (after a write, or on opening the screen). */
  load: () => Promise<void>;
  /** A new search starts at page 1. */
  searchFor: (text: string) => Promise<void>;
  /** R38: the list's plan filter; a new plan starts at page 1. */
  filterByPlan: (plan: string | null) => Promise<void>;
  /** Sorts by `field` ascending; the same field again reverses the direction. */
  sortBy: (field: MemberSortField) => Promise<void>;
  goToPage: (page: number) => Promise<void>;
  /** Registers a member, then reads the current page again; answers the new member's id. */
  register: (request: RegisterMemberRequest, idempotencyKey: string) => Promise<string>;
  /** Deletes a member, then shows the same page again (the one before when it was its last row). */
  remove: (memberId: string, idempotencyKey: string) => Promise<void>;
}

// Only the latest request may write its answer: typing fast must not show an older search.
let latestRequest = 0;

export const useMemberListStore = create<MemberListState>()((set, get) => ({
  ...FIRST_MEMBER_LIST,
  data: null,
  status: 'idle',
  error: null,
  load: async () => {
    const request = ++latestRequest;
    set({ status: 'loading', error: null });
    try {
      const data = await send('listMembers', { query: memberListQuery(get()), fallback: 'SERVER.ERROR' });
      if (request === latestRequest) set({ data, status: 'ready' });
    } catch (error) {
      if (request === latestRequest) set({ status: 'error', error: asApiError(error) });
    }
  },
  searchFor: async (text) => {
    if (text === get().search) return;
    set({ search: text, page: 1 });
    await get().load();
  },
  filterByPlan: async (plan) => {
    if (plan === get().plan) return;
    set({ plan, page: 1 });
    await get().load();
  },
  sortBy: async (field) => {
    const { sort, direction } = get();
    const reverse = sort === field;
    set({ sort: field, direction: reverse && direction === 'asc' ? 'desc' : 'asc', page: 1 });
    await get().load();
  },
  goToPage: async (page) => {
    set({ page });
    await get().load();
  },
  register: async (request, idempotencyKey) => {
    const { memberId } = await send('registerMember', { body: request, idempotencyKey, fallback: 'MEMBER.ADD_FAILED' });
    await get().load();
    return memberId;
  },
  remove: async (memberId, idempotencyKey) => {
    await send('deleteMember', { params: { id: memberId }, idempotencyKey, fallback: 'MEMBER.DELETE_FAILED' });
    await get().load();
    const { data, page } = get();
    if (data !== null && data.items.length === 0 && page > 1) await get().goToPage(page - 1);
  },
}));
