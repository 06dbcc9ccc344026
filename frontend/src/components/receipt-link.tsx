// 'Imprimir recibo' on a payment row: opens the payment's printable receipt in a new tab.
import { Anchor, Text } from '@mantine/core';
import { formatDate, message, type PaymentView } from '@gym/domain';

export const receiptPath = (paymentId: string): string => `/receipts/${encodeURIComponent(paymentId)}`;

type ReceiptOf = Pick<PaymentView, 'id' | 'memberName' | 'memberDeleted' | 'paidOn' | 'receiptNumber'>;

export function ReceiptLink({ payment }: { readonly payment: ReceiptOf }) {
  // R43: a saldo migrado is no money received: it has no receipt.
  if (payment.receiptNumber === null) {
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="no-receipt">
        {message('RECEIPT.NONE')}
      </Text>
    );
  }
  // R22: the list says 'Usuario eliminado', and so does the link's name.
  const nombre = payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName;
  return (
    <Anchor
      href={receiptPath(payment.id)}
      target="_blank"
      rel="noopener"
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={message('RECEIPT.PRINT_FOR', { nombre, fecha: formatDate(payment.paidOn) })}
      data-testid="receipt-link"
    >
      {message('RECEIPT.PRINT')}
    </Anchor>
  );
}
