// GET /api/attendances: one page of every attendance of the gym, newest first (R16).
import { apiPath, type AttendancePage } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export function fetchAttendances(page: number): Promise<AttendancePage> {
  return apiClient.get<AttendancePage>(withQuery(apiPath('listAttendances'), { page, pageSize: HISTORY_PAGE_SIZE }), {
    fallback: 'SERVER.ERROR',
  });
}
