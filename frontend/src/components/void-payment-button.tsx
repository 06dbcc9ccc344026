// R29: 'Anular pago', for an Administrador (R33), on a payment still standing: asks the reason (5 to
// 200 characters), voids it, says so, and lets the screen read its figures again.
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { formatDate, formatMoney, message, type PaymentView } from '@gym/domain';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { send } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';
import { useMay } from '../stores/session-store';
import { ReasonDialog } from './reason-dialog';
import { TurnoNotice } from './turno-notice';

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
  const idempotency = useIdempotencyKey();
  if (!mayVoid || payment.voided !== null) return null;

  // R43: a saldo migrado has no receipt number; its type names it.
  const numero = payment.receiptNumber ?? message('PAYMENT_TYPE.opening_balance');
  const monto = formatMoney(payment.amount);
  const nombre = payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName;
  const confirm = async (reason: string) => {
    const request = { reason };
    await send('voidPayment', {
      params: { paymentId: payment.id },
      body: request,
      idempotencyKey: idempotency.keyFor({ id: payment.id, ...request }),
      fallback: 'PAYMENT.VOID_FAILED',
    });
    idempotency.done();
    notifySuccess(message('PAYMENT.VOIDED'));
    await onVoided();
  };

  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={() => setOpened(true)}
        aria-label={message('PAYMENT.VOID_FOR', { numero, monto })}
        data-testid="void-payment"
      >
        {message('PAYMENT.VOID')}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('PAYMENT.VOID_TITLE', { numero })}
        intro={
          <>
            <Text size="sm">{message('PAYMENT.VOID_TEXT', { monto, fecha: formatDate(payment.paidOn), nombre })}</Text>
            {/* R41: the cash goes back out of the open turno (or of one that opens by itself). */}
            {opened && <TurnoNotice />}
          </>
        }
        reasonLabel={message('PAYMENT.VOID_REASON')}
        confirmLabel={message('PAYMENT.VOID')}
        color="red"
        failure="PAYMENT.VOID_FAILED"
        onConfirm={confirm}
      />
    </>
  );
}
