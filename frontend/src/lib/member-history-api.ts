// A member's events and the member replayed after one of them (issue 6): the profile's
// 'Historial de cambios' and the Auditoría screen both read them, deleted members included.
import { apiPath, type MemberHistoryPage, type MemberSnapshot } from '@gym/domain';
import { apiClient } from './api-client';
import { HISTORY_PAGE_SIZE, withQuery } from './with-query';

export type HistoryOrder = MemberHistoryPage['order'];

export interface MemberHistoryQuery {
  readonly memberId: string;
  readonly order: HistoryOrder;
  readonly page: number;
}

export function fetchMemberHistory({ memberId, order, page }: MemberHistoryQuery): Promise<MemberHistoryPage> {
  return apiClient.get<MemberHistoryPage>(
    withQuery(apiPath('getMemberHistory', { id: memberId }), { order, page, pageSize: HISTORY_PAGE_SIZE }),
    {
      fallback: 'SERVER.ERROR',
    },
  );
}

export interface MemberStateQuery {
  readonly memberId: string;
  readonly revision: number;
}

/** The member right after the event at `revision`, replayed by the server from the events. */
export function fetchMemberStateAt({ memberId, revision }: MemberStateQuery): Promise<MemberSnapshot> {
  return apiClient.get<MemberSnapshot>(withQuery(apiPath('getMemberStateAt', { id: memberId }), { revision }), {
    fallback: 'SERVER.ERROR',
  });
}
