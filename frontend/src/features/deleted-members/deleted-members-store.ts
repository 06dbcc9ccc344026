// 'Eliminados' (R44): the deleted members found, the page shown, and 'Restaurar'.
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';
import { HISTORY_PAGE_SIZE } from '../../lib/history-page';

export interface DeletedMembersQuery {
  readonly search: string;
  readonly page: number;
}

export const useDeletedMembersStore = createQueryStore(({ search, page }: DeletedMembersQuery) =>
  send('listDeletedMembers', { query: { search, page, pageSize: HISTORY_PAGE_SIZE }, fallback: 'SERVER.ERROR' }),
);

/** Restores the member, then reads the list again (the member has left it). */
export async function restoreMember(memberId: string, idempotencyKey: string): Promise<void> {
  await send('restoreMember', { params: { id: memberId }, idempotencyKey, fallback: 'MEMBER.RESTORE_FAILED' });
  await useDeletedMembersStore.getState().reload();
}
