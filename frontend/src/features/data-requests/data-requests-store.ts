// 'Solicitudes de datos' on screen: the filter and page asked for and the server's answer; the
// register's two writes, each read again after the server answered (read-your-writes).
import type { DataRequestFilter } from '@gym/domain';
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export interface DataRequestsQuery {
  readonly status: DataRequestFilter;
  readonly page: number;
}

export const useDataRequestsStore = createQueryStore(({ status, page }: DataRequestsQuery) =>
  send('listDataRequests', {
    query: { status, page, pageSize: HISTORY_PAGE_SIZE },
    fallback: 'SERVER.ERROR',
  }),
);

/** Up to five members whose name, cédula or phone begins with what was typed (the optional search). */
export const useMemberSearchStore = createQueryStore((search: string) =>
  send('listMembers', { query: { search, page: 1, pageSize: 5 }, fallback: 'SERVER.ERROR' }),
);
