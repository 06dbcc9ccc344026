// The cierre's totals by payment method and by staff member (R32): how many payments and how much,
// voids made that day already subtracted (R29).
import { Group, Paper, Table, Title } from '@mantine/core';
import { message, type CashClosingMethodTotal, type CashClosingStaffTotal } from '@gym/domain';
import { Money } from '../../../components/money';

export function MethodTotals({ byMethod }: { readonly byMethod: readonly CashClosingMethodTotal[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb={4}>
        {message('CASH_CLOSING.BY_METHOD')}
      </Title>
      <Table verticalSpacing={2} tabularNums aria-label={message('CASH_CLOSING.BY_METHOD')}>
        <Table.Tbody>
          {byMethod.map((line) => (
            <Table.Tr key={line.method} data-testid={`method-${line.method}`}>
              <Table.Td>{message(`PAYMENT_METHOD.${line.method}`)}</Table.Td>
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
    </Paper>
  );
}

export function StaffTotals({ byStaff }: { readonly byStaff: readonly CashClosingStaffTotal[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb={4}>
        {message('CASH_CLOSING.BY_STAFF')}
      </Title>
      <Table verticalSpacing={2} tabularNums aria-label={message('CASH_CLOSING.BY_STAFF')}>
        <Table.Tbody>
          {byStaff.map((line) => (
            <Table.Tr key={line.staffId} data-testid="staff-total">
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.staffName}</Table.Td>
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
    </Paper>
  );
}
