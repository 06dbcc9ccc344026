// The member timeline on screen (which member, order and page) and the state opened from one event:
// a member's events and the member replayed after one of them (issue 6), deleted members included.
import type { MemberHistoryPage } from '@gym/domain';
import { send } from '../lib/api-client';
import { createQueryStore } from '../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../lib/history-page';

export type HistoryOrder = MemberHistoryPage['order'];

export interface MemberHistoryQuery {
  readonly memberId: string;
  readonly order: HistoryOrder;
  readonly page: number;
}

export interface MemberStateQuery {
  readonly memberId: string;
  readonly revision: number;
}

export const useMemberTimelineStore = createQueryStore(
  ({ memberId, order, page }: MemberHistoryQuery) =>
    send('getMemberHistory', {
      params: { id: memberId },
      query: { order, page, pageSize: HISTORY_PAGE_SIZE },
      fallback: 'SERVER.ERROR',
    }),
  { keepsDataAcross: (previous, next) => previous.memberId === next.memberId },
);

/** The member right after the event at `revision`, replayed by the server from the events. */
export const useMemberStateStore = createQueryStore(
  ({ memberId, revision }: MemberStateQuery) =>
    send('getMemberStateAt', { params: { id: memberId }, query: { revision }, fallback: 'SERVER.ERROR' }),
  { keepsDataAcross: () => false },
);
