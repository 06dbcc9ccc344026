// A Tiquetera member's attendance: the history (paged, newest first), marking today, resetting the ticket book.
import { apiPath, type AttendancePage, type CommandResponse, type MarkAttendanceResponse } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export interface MemberAttendanceQuery {
  readonly memberId: string;
  readonly page: number;
}

export function fetchMemberAttendances({ memberId, page }: MemberAttendanceQuery): Promise<AttendancePage> {
  return apiClient.get<AttendancePage>(
    withQuery(apiPath('getMemberAttendances', { id: memberId }), { page, pageSize: HISTORY_PAGE_SIZE }),
    { fallback: 'SERVER.ERROR' },
  );
}

export function markAttendance(memberId: string, idempotencyKey: string): Promise<MarkAttendanceResponse> {
  return apiClient.post<MarkAttendanceResponse>(
    apiPath('markAttendance', { id: memberId }),
    {},
    {
      fallback: 'ATTENDANCE.MARK_FAILED',
      idempotencyKey,
    },
  );
}

export function resetTicketBook(memberId: string, idempotencyKey: string): Promise<CommandResponse> {
  return apiClient.post<CommandResponse>(
    apiPath('resetTicketBook', { id: memberId }),
    {},
    {
      fallback: 'MEMBER.UPDATE_FAILED',
      idempotencyKey,
    },
  );
}
