// 'Reiniciar Tiquetera', for an Administrador (R33): the spec's question and the reason (R45), then the
// reset and its outcome.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { message } from '@gym/domain';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';

export function ResetTicketBookButton({ memberId }: { readonly memberId: string }) {
  const [opened, setOpened] = useState(false);
  const idempotency = useIdempotencyKey();
  const confirm = async (reason: string) => {
    await useProfileWritesStore
      .getState()
      .resetTicketBook(memberId, reason, idempotency.keyFor({ id: memberId, reason }));
    idempotency.done();
    notifySuccess(message('TICKET_BOOK.RESET'));
  };
  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        {message('PROFILE.RESET_TICKET_BOOK')}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('PROFILE.RESET_TICKET_BOOK')}
        intro={<Text size="sm">{message('TICKET_BOOK.RESET_CONFIRM')}</Text>}
        reasonLabel={message('TICKET_BOOK.RESET_REASON')}
        confirmLabel={message('PROFILE.RESET_TICKET_BOOK')}
        color="red"
        failure="MEMBER.UPDATE_FAILED"
        onConfirm={confirm}
      />
    </>
  );
}
