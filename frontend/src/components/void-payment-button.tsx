// R29: 'Anular pago', for an Administrador (R33), on a payment still standing: asks the reason (5 to
// 200 characters), voids it, says so, and lets the screen read its figures again.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate, formatMoney, message, validReason, type PaymentView } from '@gym/domain';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { notifyFormFailure, notifySuccess } from '../lib/notify';
import { voidPayment } from '../lib/payment-voids-api';
import { useMay } from '../stores/session-store';

type VoidablePayment = Pick<
  PaymentView,
  'id' | 'amount' | 'paidOn' | 'receiptNumber' | 'memberName' | 'memberDeleted' | 'voided'
>;

interface VoidPaymentButtonProps {
  readonly payment: VoidablePayment;
  /** After the void: the screen reads what it shows again. */
  readonly onVoided: () => Promise<void> | void;
  readonly size?: 'xs' | 'sm';
}

export function VoidPaymentButton({ payment, onVoided, size = 'xs' }: VoidPaymentButtonProps) {
  const mayVoid = useMay('payments.void');
  const [opened, setOpened] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const idempotency = useIdempotencyKey();
  if (!mayVoid || payment.voided !== null) return null;

  const numero = payment.receiptNumber;
  const monto = formatMoney(payment.amount);
  const nombre = payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName;
  const submit = form.onSubmit(async ({ reason }) => {
    const trimmed = validReason(reason);
    if (trimmed === null) {
      form.setFieldError('reason', message('REQUEST.REASON_INVALID'));
      return;
    }
    const request = { reason: trimmed };
    try {
      await voidPayment(payment.id, request, idempotency.keyFor({ id: payment.id, ...request }));
      idempotency.done();
      notifySuccess(message('PAYMENT.VOIDED'));
      setOpened(false);
      await onVoided();
    } catch (failure) {
      notifyFormFailure(form, failure, 'PAYMENT.VOID_FAILED', { fields: ['reason'], notify: 'unless-marked' });
    }
  });

  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={() => {
          form.reset();
          setOpened(true);
        }}
        aria-label={message('PAYMENT.VOID_FOR', { numero, monto })}
        data-testid="void-payment"
      >
        {message('PAYMENT.VOID')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('PAYMENT.VOID_TITLE', { numero })}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{message('PAYMENT.VOID_TEXT', { monto, fecha: formatDate(payment.paidOn), nombre })}</Text>
            <Textarea
              {...form.getInputProps('reason')}
              label={message('PAYMENT.VOID_REASON')}
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
              <Button type="submit" color="red" loading={form.submitting}>
                {message('PAYMENT.VOID')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
