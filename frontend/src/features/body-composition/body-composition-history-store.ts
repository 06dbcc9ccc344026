// The page of the global body-composition history on screen (which page, its rows and measure keys).
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export const useBodyCompositionHistoryStore = createQueryStore((page: number) =>
  send('listBodyCompositions', { query: { page, pageSize: HISTORY_PAGE_SIZE }, fallback: 'SERVER.ERROR' }),
);
