// R32: 'Reabrir', an Administrador's (R33), with a reason; the closing stays in the day's history.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate, message, validReason } from '@gym/domain';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useMay } from '../../../stores/session-store';
import { reopenCashDay } from '../api/cash-day-api';
import { useCashClosingStore } from '../cash-closing-store';

export function ReopenDayButton({ date }: { readonly date: string }) {
  const mayReopen = useMay('cashDays.reopen');
  const [opened, setOpened] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const idempotency = useIdempotencyKey();
  if (!mayReopen) return null;

  const submit = form.onSubmit(async ({ reason }) => {
    const trimmed = validReason(reason);
    if (trimmed === null) {
      form.setFieldError('reason', message('REQUEST.REASON_INVALID'));
      return;
    }
    try {
      await reopenCashDay(date, trimmed, idempotency.keyFor({ date, reason: trimmed }));
      idempotency.done();
      notifySuccess(message('CASH_CLOSING.REOPENED_DONE'));
      setOpened(false);
      await useCashClosingStore.getState().reload();
    } catch (failure) {
      notifyFormFailure(form, failure, 'CASH_CLOSING.REOPEN_FAILED', { fields: ['reason'], notify: 'unless-marked' });
    }
  });

  return (
    <>
      <Button
        variant="light"
        color="orange"
        className="print-hidden"
        onClick={() => {
          form.reset();
          setOpened(true);
        }}
        data-testid="reopen-day"
      >
        {message('CASH_CLOSING.REOPEN')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('CASH_CLOSING.REOPEN_TITLE', { fecha: formatDate(date) })}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Textarea
              {...form.getInputProps('reason')}
              label={message('CASH_CLOSING.REOPEN_REASON')}
              description={message('PAYMENT.REASON_HINT')}
              required
              autosize
              minRows={2}
              maxLength={200}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setOpened(false)}>
                {message('COMMON.CANCEL')}
              </Button>
              <Button type="submit" color="orange" loading={form.submitting}>
                {message('CASH_CLOSING.REOPEN')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
