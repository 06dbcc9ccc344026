// The cierre's figures (R29, R32): the total (payments less the day's voids), the cash the drawer
// should hold and, once counted, what it held and the difference; the totals by method and by staff
// member. A closed day shows its closing as recorded; an open one takes the cash counted.
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { message, type CashClosingView } from '@gym/domain';
import { Money } from '../../../components/money';
import { CashDifference } from './cash-difference';
import { CloseDayForm } from './close-day-form';
import { MethodTotals, StaffTotals } from './method-totals';

function Figure({
  label,
  children,
  testId,
}: {
  readonly label: string;
  readonly children: React.ReactNode;
  readonly testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Group>
  );
}

export function ClosingSummary({ closing }: { readonly closing: CashClosingView }) {
  const recorded = closing.closing;
  const figures = recorded ?? {
    total: closing.total,
    paymentsCount: closing.count,
    voidsCount: closing.voidsCount,
    expectedCash: closing.expectedCash,
    byMethod: closing.byMethod,
    byStaff: closing.byStaff,
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" mb="sm" className="closing-summary">
      <Paper withBorder p="md" data-testid="closing-total">
        <Text size="sm" c="dimmed">
          {message('CASH_CLOSING.TOTAL')}
        </Text>
        <Text fz={32} fw={700} data-testid="figure">
          <Money amount={figures.total} />
        </Text>
        <Text size="sm" c="dimmed">
          {message('CASH_CLOSING.PAYMENTS_COUNT')}: {figures.paymentsCount}
          {figures.voidsCount > 0 && ` · ${message('CASH_CLOSING.VOIDS_COUNT')}: ${figures.voidsCount}`}
        </Text>
      </Paper>
      <Paper withBorder p="md" data-testid="closing-cash">
        <Stack gap={6}>
          <Figure label={message('CASH_CLOSING.EXPECTED_CASH')} testId="expected-cash">
            <Money amount={figures.expectedCash} />
          </Figure>
          <Text size="xs" c="dimmed">
            {message('CASH_CLOSING.EXPECTED_CASH_HINT')}
          </Text>
          {recorded === null ? (
            <Box className="print-hidden">
              <CloseDayForm date={closing.date} expectedCash={closing.expectedCash} />
            </Box>
          ) : (
            <>
              <Figure label={message('CASH_CLOSING.COUNTED_CASH')} testId="counted-cash-recorded">
                <Money amount={recorded.countedCash} />
              </Figure>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {message('CASH_CLOSING.DIFFERENCE')}
                </Text>
                <CashDifference difference={recorded.difference} />
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <MethodTotals byMethod={figures.byMethod} />
      <StaffTotals byStaff={figures.byStaff} />
    </SimpleGrid>
  );
}
