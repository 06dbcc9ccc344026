// R40 + R29: 'Anular venta' on a sale of the cierre (Administrador): with a reason, the units go back
// to their products and the money leaves the turno where the void is made (R42).
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { formatMoney, message, type CashClosingSale } from '@gym/domain';
import { ReasonDialog } from '../../../components/reason-dialog';
import { TurnoNotice } from '../../../components/turno-notice';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useMay } from '../../../stores/session-store';

export function VoidSaleButton({ sale, onVoided }: { readonly sale: CashClosingSale; readonly onVoided: () => void }) {
  const mayVoid = useMay('sales.void');
  const [opened, setOpened] = useState(false);
  const idempotency = useIdempotencyKey();
  if (!mayVoid || sale.kind !== 'sale' || sale.voided) return null;
  const confirm = async (reason: string) => {
    const body = { reason };
    await send('voidSale', {
      params: { id: sale.saleId },
      body,
      idempotencyKey: idempotency.keyFor({ id: sale.saleId, ...body }),
      fallback: 'SALE.VOID_FAILED',
    });
    idempotency.done();
    notifySuccess(message('SALES.VOIDED_OK'));
    onVoided();
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setOpened(true)} data-testid="void-sale">
        {message('SALES.VOID')}
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('SALES.VOID_TITLE', { numero: sale.receiptNumber })}
        intro={
          <>
            <Text size="sm">
              {message('SALES.VOID_TEXT', { monto: formatMoney(sale.amount), productos: sale.description })}
            </Text>
            {opened && <TurnoNotice />}
          </>
        }
        reasonLabel={message('SALES.VOID_REASON')}
        confirmLabel={message('SALES.VOID')}
        color="red"
        failure="SALE.VOID_FAILED"
        onConfirm={confirm}
      />
    </>
  );
}
