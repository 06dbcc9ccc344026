// GET /api/dashboard?month=YYYY-MM: the figures, alert lists, birthdays and income history of one month.
import { apiPaths, type DashboardView } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

export function fetchDashboard(month: string): Promise<DashboardView> {
  return apiClient.get<DashboardView>(withQuery(apiPaths.dashboard, { month }), { fallback: 'SERVER.ERROR' });
}
