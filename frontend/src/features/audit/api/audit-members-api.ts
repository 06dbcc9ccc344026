// GET /api/audit/members: every member ever registered, deleted ones marked, searched by name or phone.
import { apiPath, type AuditMemberEntry, type PageOf } from '@gym/domain';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, withQuery } from '../../../lib/with-query';

export interface AuditMembersQuery {
  readonly search: string;
  readonly page: number;
}

export function fetchAuditMembers({ search, page }: AuditMembersQuery): Promise<PageOf<AuditMemberEntry>> {
  return apiClient.get<PageOf<AuditMemberEntry>>(
    withQuery(apiPath('findAuditMembers'), { search, page, pageSize: HISTORY_PAGE_SIZE }),
    {
      fallback: 'SERVER.ERROR',
    },
  );
}
