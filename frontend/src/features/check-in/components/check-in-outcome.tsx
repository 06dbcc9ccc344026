// What the desk just did, large and in colour: a check-in recorded or refused, or a payment taken
// with 'Cobrar' (issue 30) and a link to its receipt.
import { Alert, Anchor, Text } from '@mantine/core';
import { formatDate, message } from '@gym/domain';
import { receiptPath } from '../../../components/receipt-link';
import type { CheckInOutcome as Outcome } from '../check-in-store';

export function CheckInOutcome({ outcome }: { readonly outcome: Outcome }) {
  const { receipt } = outcome;
  return (
    <Alert
      color={outcome.ok ? 'teal' : 'red'}
      variant="filled"
      role="status"
      aria-live="polite"
      data-testid="check-in-outcome"
      data-outcome={outcome.ok ? 'recorded' : 'refused'}
    >
      <Text fz="lg" fw={700} c="white">
        {outcome.text}
        {receipt && ' '}
        {receipt && (
          <Anchor
            href={receiptPath(receipt.paymentId)}
            target="_blank"
            rel="noopener"
            c="white"
            underline="always"
            inherit
            aria-label={message('RECEIPT.PRINT_FOR', { nombre: receipt.name, fecha: formatDate(receipt.paidOn) })}
            data-testid="check-in-receipt"
          >
            {message('RECEIPT.PRINT')}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
