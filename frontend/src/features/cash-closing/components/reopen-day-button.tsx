// R32: 'Reabrir', an Administrador's (R33), with a reason; the closing stays in the day's history.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { formatDate, message } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useMay } from '../../../stores/session-store';
import { useCashClosingStore } from '../cash-closing-store';

export function ReopenDayButton({ date }: { readonly date: string }) {
  const mayReopen = useMay('cashDays.reopen');
  const [opened, setOpened] = useState(false);
  const idempotency = useIdempotencyKey();
  if (!mayReopen) return null;

  const confirm = async (reason: string) => {
    await send('reopenCashDay', {
      params: { date },
      body: { reason },
      idempotencyKey: idempotency.keyFor({ date, reason }),
      fallback: 'CASH_CLOSING.REOPEN_FAILED',
    });
    idempotency.done();
    notifySuccess(message('CASH_CLOSING.REOPENED_DONE'));
    await useCashClosingStore.getState().reload();
  };

  return (
    <>
      <Button
        variant="light"
        color="orange"
        className="print-hidden"
        onClick={() => setOpened(true)}
        data-testid="reopen-day"
      >
        {message('CASH_CLOSING.REOPEN')}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('CASH_CLOSING.REOPEN_TITLE', { fecha: formatDate(date) })}
        reasonLabel={message('CASH_CLOSING.REOPEN_REASON')}
        confirmLabel={message('CASH_CLOSING.REOPEN')}
        color="orange"
        failure="CASH_CLOSING.REOPEN_FAILED"
        onConfirm={confirm}
      />
    </>
  );
}
