// Deleting a member: the R17 question in a Mantine dialog, then the command and its outcome.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { message, type MemberListItem } from '@gym/domain';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useMemberListStore } from '../member-list-store';

/** Asks '¿Estás seguro…?' (R17); on confirmation deletes (the list refreshes itself); a failure changes nothing. */
export function confirmDeleteMember(member: Pick<MemberListItem, 'id' | 'name'>): void {
  modals.openConfirmModal({
    title: message('USERS.DELETE_TITLE'),
    children: <Text size="sm">{message('MEMBER.DELETE_CONFIRM', { nombre: member.name })}</Text>,
    labels: { confirm: message('USERS.DELETE'), cancel: message('COMMON.CANCEL') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
    onConfirm: () => {
      void (async () => {
        try {
          await useMemberListStore.getState().remove(member.id, newIdempotencyKey());
          notifySuccess(message('MEMBER.DELETED'));
        } catch (error) {
          notifyFailure(error, 'MEMBER.DELETE_FAILED');
        }
      })();
    },
  });
}
