// A payment's method as the tables show it: 'Nequi · Ref. 300…', and older payments' 'Sin especificar' dimmed.
import { Text } from '@mantine/core';
import { paymentMethodText, type PaymentView } from '@gym/domain';

export function PaymentMethodText({ payment }: { readonly payment: Pick<PaymentView, 'method' | 'reference'> }) {
  return (
    <Text
      span
      fz="inherit"
      c={payment.method === 'unspecified' ? 'dimmed' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {paymentMethodText(payment)}
    </Text>
  );
}
