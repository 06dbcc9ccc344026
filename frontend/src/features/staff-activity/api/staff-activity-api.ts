// Actividad del personal over HTTP (Administrador only): a day's page, and the accounts to filter by.
import { apiPath, type StaffActivityPage, type StaffList } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

/** What the screen asks for: a gym-local day, one account or all (null), and a page. */
export interface ActivityQuery {
  readonly day: string;
  readonly staffId: string | null;
  readonly page: number;
}

export function fetchStaffActivity({ day, staffId, page }: ActivityQuery): Promise<StaffActivityPage> {
  return apiClient.get<StaffActivityPage>(
    withQuery(apiPath('getStaffActivity'), { day, staffId, page, pageSize: HISTORY_PAGE_SIZE }),
    { fallback: 'ACTIVITY.LOAD_FAILED' },
  );
}

export function fetchAccounts(): Promise<StaffList> {
  return apiClient.get<StaffList>(apiPath('listStaff'), { fallback: 'ACTIVITY.LOAD_FAILED' });
}
