// GET /api/dashboard?month=YYYY-MM: the figures, alert lists, birthdays and income history of one month.
import { apiPath, type DashboardView } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';

export function fetchDashboard(month: string): Promise<DashboardView> {
  return apiClient.get<DashboardView>(withQuery(apiPath('getDashboard'), { month }), { fallback: 'SERVER.ERROR' });
}
