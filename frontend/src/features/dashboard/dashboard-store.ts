// The dashboard on screen: the month whose income is shown (the query's parameter) and the server's view of it.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useDashboardStore = createQueryStore((month: string) =>
  send('getDashboard', { query: { month }, fallback: 'SERVER.ERROR' }),
);
