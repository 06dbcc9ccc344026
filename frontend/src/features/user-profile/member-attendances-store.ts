// The open member's attendance history: which page is shown and its entries.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export interface MemberAttendanceQuery {
  readonly memberId: string;
  readonly page: number;
}

export const useMemberAttendancesStore = createQueryStore(
  ({ memberId, page }: MemberAttendanceQuery) =>
    send('getMemberAttendances', {
      params: { id: memberId },
      query: { page, pageSize: HISTORY_PAGE_SIZE },
      fallback: 'SERVER.ERROR',
    }),
  { keepsDataAcross: (previous, next) => previous.memberId === next.memberId },
);
