// R40: the cierre's 'Ventas': each sale of the day (receipt, what was sold, amount, method, who sold
// it; 'ANULADA' once voided, 'Anular venta' for an Administrador) and each void of a sale made that day as a negative line, with their sum.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatTime, message, type CashClosingView } from '@gym/domain';
import { Money } from '../../../components/money';
import { PaymentMethodText } from '../../../components/payment-method-text';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { VoidSaleButton } from './void-sale-button';

export function ClosingSales({
  closing,
  onChanged,
}: {
  readonly closing: CashClosingView;
  readonly onChanged: () => void;
}) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  if (closing.sales.length === 0) return null;
  return (
    <Stack gap={4} mt="md" data-testid="closing-sales">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {message('SALES.LINES_HEADING')}
        </Title>
        <Text fw={700} data-testid="closing-sales-total">
          {formatMoney(closing.salesTotal)}
        </Text>
      </Group>
      {closing.sales.map((line) => (
        <Group
          key={`${line.kind}:${line.saleId}`}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="closing-sale"
        >
          <Text size="sm" style={{ minWidth: 0, flex: '1 1 14rem' }}>
            {formatTime(line.recordedAt, timeZone)} · {line.receiptNumber} · {line.description}
            {line.kind !== 'sale' && (
              <Text span size="xs" c="dimmed">
                {' '}
                (
                {message(line.kind === 'refund' ? 'CASH_CLOSING.REFUND_LINE' : 'CASH_CLOSING.VOID_LINE', {
                  numero: line.receiptNumber,
                })}
                : {line.reason})
              </Text>
            )}
            {line.voided && (
              <Badge ml={6} color="red" variant="light" size="sm">
                {message('SALES.VOIDED_BADGE')}
              </Badge>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            <PaymentMethodText payment={{ method: line.method, reference: null }} /> · {line.staffName}
          </Text>
          <Text size="sm" fw={600} c={line.kind === 'sale' ? undefined : 'red.8'}>
            <Money amount={line.kind === 'sale' ? line.amount : -line.amount} />
          </Text>
          <VoidSaleButton sale={line} onVoided={onChanged} />
        </Group>
      ))}
    </Stack>
  );
}
