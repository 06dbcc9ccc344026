// Actividad del personal on screen: the day, account and page asked for and the server's answer;
// and the accounts the filter offers.
import type { ActivityKind } from '@gym/domain';
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

/** What the screen asks for: a gym-local day, one account or all (null), and a page. */
export interface ActivityQuery {
  readonly day: string;
  readonly staffId: string | null;
  /** One kind of action, or all (null). */
  readonly kind: ActivityKind | null;
  readonly page: number;
}

export const useStaffActivityStore = createQueryStore(({ day, staffId, kind, page }: ActivityQuery) =>
  send('getStaffActivity', {
    query: { day, staffId, kind, page, pageSize: HISTORY_PAGE_SIZE },
    fallback: 'ACTIVITY.LOAD_FAILED',
  }),
);

export const useActivityAccountsStore = createQueryStore((_all: 'all') =>
  send('listStaff', { fallback: 'ACTIVITY.LOAD_FAILED' }),
);
