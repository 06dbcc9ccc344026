// Actividad del personal on screen: the day, account and page asked for and the server's answer;
// and the accounts the filter offers.
import type { StaffActivityPage, StaffList } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchAccounts, fetchStaffActivity, type ActivityQuery } from './api/staff-activity-api';

export const useStaffActivityStore = createQueryStore<ActivityQuery, StaffActivityPage>(fetchStaffActivity);

export const useActivityAccountsStore = createQueryStore<'all', StaffList>(() => fetchAccounts());
