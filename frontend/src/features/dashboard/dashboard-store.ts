// The dashboard on screen: the month whose income is shown (the query's parameter) and the server's view of it.
import type { DashboardView } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchDashboard } from './api/get-dashboard';

export const useDashboardStore = createQueryStore<string, DashboardView>(fetchDashboard);
