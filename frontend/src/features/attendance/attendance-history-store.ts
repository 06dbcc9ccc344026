// The page of the global attendance history on screen (which page, its rows, loading or failed).
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export const useAttendanceHistoryStore = createQueryStore((page: number) =>
  send('listAttendances', { query: { page, pageSize: HISTORY_PAGE_SIZE }, fallback: 'SERVER.ERROR' }),
);
