// The cierre's totals by payment method and by staff member (R32): how many payments and how much,
// voids made that day already subtracted (R29); a staff member's refunds of earlier days' payments
// ('Devoluciones', R42) said under their line. Both are one card of lines.
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatMoney, message, type CashClosingMethodTotal, type CashClosingStaffTotal } from '@gym/domain';
import { Money } from '../../../components/money';

interface TotalLine {
  readonly key: string;
  readonly testId: string;
  readonly label: string;
  readonly count: number;
  readonly total: number;
  /** A second line under the label, when there is something to say. */
  readonly note?: string;
}

interface TotalsCardProps {
  readonly title: string;
  readonly lines: readonly TotalLine[];
  /** What the card says with no line (every method has a line, even at $ 0; staff only who took money). */
  readonly empty?: string;
}

function TotalsCard({ title, lines, empty }: TotalsCardProps) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {lines.length === 0 && empty !== undefined ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing={2} tabularNums aria-label={title}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} data-testid={line.testId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {line.label}
                  {line.note !== undefined && (
                    <Text span display="block" size="xs" c="dimmed">
                      {line.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{line.count}</Table.Td>
                <Table.Td ta="right">
                  <Group justify="flex-end">
                    <Money amount={line.total} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function MethodTotals({ byMethod }: { readonly byMethod: readonly CashClosingMethodTotal[] }) {
  const lines = byMethod.map(({ method, count, total }) => ({
    key: method,
    testId: `method-${method}`,
    label: message(`PAYMENT_METHOD.${method}`),
    count,
    total,
  }));
  return <TotalsCard title={message('CASH_CLOSING.BY_METHOD')} lines={lines} />;
}

export function StaffTotals({ byStaff }: { readonly byStaff: readonly CashClosingStaffTotal[] }) {
  const lines = byStaff.map(({ staffId, staffName, count, total, refunds }) => ({
    key: staffId,
    testId: 'staff-total',
    label: staffName,
    count,
    total,
    ...(refunds > 0 && { note: message('CASH_CLOSING.REFUNDS', { monto: formatMoney(refunds) }) }),
  }));
  return (
    <TotalsCard
      title={message('CASH_CLOSING.BY_STAFF')}
      lines={lines}
      empty={message('CASH_CLOSING.NO_STAFF_TOTALS')}
    />
  );
}
