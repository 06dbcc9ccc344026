// The open member's attendance history: which page is shown and its entries.
import type { AttendancePage } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchMemberAttendances, type MemberAttendanceQuery } from './api/attendance-api';

export const useMemberAttendancesStore = createQueryStore<MemberAttendanceQuery, AttendancePage>(
  fetchMemberAttendances,
  {
    keepsDataAcross: (previous, next) => previous.memberId === next.memberId,
  },
);
