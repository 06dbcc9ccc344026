// A payment's method as the tables show it: 'Nequi · Ref. 300…', and older payments' 'Sin especificar' dimmed.
import { Text } from '@mantine/core';
import { message, type PaymentView } from '@gym/domain';

export function paymentMethodLabel({ method, reference }: Pick<PaymentView, 'method' | 'reference'>): string {
  const label = message(`PAYMENT_METHOD.${method}`);
  return reference === null ? label : message('PAYMENT.WITH_REFERENCE', { medio: label, referencia: reference });
}

export function PaymentMethodText({ payment }: { readonly payment: Pick<PaymentView, 'method' | 'reference'> }) {
  return (
    <Text span fz="inherit" c={payment.method === 'unspecified' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {paymentMethodLabel(payment)}
    </Text>
  );
}
