// The member timeline on screen (which member, order and page) and the state opened from one event.
import type { MemberHistoryPage, MemberSnapshot } from '@gym/domain';
import { createQueryStore } from '../lib/create-query-store';
import {
  fetchMemberHistory,
  fetchMemberStateAt,
  type MemberHistoryQuery,
  type MemberStateQuery,
} from '../lib/member-history-api';

export const useMemberTimelineStore = createQueryStore<MemberHistoryQuery, MemberHistoryPage>(fetchMemberHistory, {
  keepsDataAcross: (previous, next) => previous.memberId === next.memberId,
});

export const useMemberStateStore = createQueryStore<MemberStateQuery, MemberSnapshot>(fetchMemberStateAt, {
  keepsDataAcross: () => false,
});
