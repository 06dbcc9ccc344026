// Resetting a ticket book: the spec's question in a Mantine dialog, then the command and its outcome.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { message } from '@gym/domain';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';

export function confirmResetTicketBook(memberId: string): void {
  modals.openConfirmModal({
    title: message('PROFILE.RESET_TICKET_BOOK'),
    children: <Text size="sm">{message('TICKET_BOOK.RESET_CONFIRM')}</Text>,
    labels: { confirm: message('PROFILE.RESET_TICKET_BOOK'), cancel: message('COMMON.CANCEL') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-reset' },
    onConfirm: () => {
      void (async () => {
        try {
          await useProfileWritesStore.getState().resetTicketBook(memberId, newIdempotencyKey());
          notifySuccess(message('TICKET_BOOK.RESET'));
        } catch (error) {
          notifyFailure(error, 'MEMBER.UPDATE_FAILED');
        }
      })();
    },
  });
}
