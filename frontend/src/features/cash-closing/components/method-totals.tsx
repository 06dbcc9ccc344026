// The cierre's summary: the total received and, per payment method, how many payments and how much.
import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { message, type CashClosingView } from '@gym/domain';
import { Money } from '../../../components/money';

export function MethodTotals({ closing }: { readonly closing: CashClosingView }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mb="sm">
      <Paper withBorder p="md" data-testid="closing-total">
        <Text size="sm" c="dimmed">
          {message('CASH_CLOSING.TOTAL')}
        </Text>
        <Text fz={32} fw={700} data-testid="figure">
          <Money amount={closing.total} />
        </Text>
        <Text size="sm" c="dimmed">
          {message('CASH_CLOSING.PAYMENTS_COUNT')}: {closing.count}
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb={4}>
          {message('CASH_CLOSING.BY_METHOD')}
        </Title>
        <Table verticalSpacing={2} tabularNums aria-label={message('CASH_CLOSING.BY_METHOD')}>
          <Table.Tbody>
            {closing.byMethod.map((line) => (
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
    </SimpleGrid>
  );
}
