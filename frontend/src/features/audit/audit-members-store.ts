// The Auditoría screen's search: its text, the page shown and the members found.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export interface AuditMembersQuery {
  readonly search: string;
  readonly page: number;
}

export const useAuditMembersStore = createQueryStore(({ search, page }: AuditMembersQuery) =>
  send('findAuditMembers', { query: { search, page, pageSize: HISTORY_PAGE_SIZE }, fallback: 'SERVER.ERROR' }),
);
