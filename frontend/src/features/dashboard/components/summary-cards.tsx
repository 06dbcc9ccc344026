// The dashboard's five figures: total and active members, total income, the month's income, pending debts.
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { message, type DashboardView, type MessageKey } from '@gym/domain';
import { Money } from '../../../components/money';
import { formatMonth } from '../../../lib/format';

interface Figure {
  readonly testId: string;
  readonly label: MessageKey;
  readonly value: (view: DashboardView) => ReactNode;
  readonly note?: (view: DashboardView) => string;
}

const figures: readonly Figure[] = [
  { testId: 'card-total-members', label: 'DASHBOARD.TOTAL_MEMBERS', value: (view) => view.totalMembers },
  { testId: 'card-active-members', label: 'DASHBOARD.ACTIVE_MEMBERS', value: (view) => view.activeMembers },
  {
    testId: 'card-total-income',
    label: 'DASHBOARD.TOTAL_INCOME',
    value: (view) => <Money amount={view.totalIncome} />,
  },
  {
    testId: 'card-month-income',
    label: 'DASHBOARD.MONTH_INCOME',
    value: (view) => <Money amount={view.monthIncome} />,
    note: (view) => formatMonth(view.month),
  },
  {
    testId: 'card-pending-debts',
    label: 'DASHBOARD.PENDING_DEBTS',
    value: (view) => <Money amount={view.pendingDebts} />,
  },
];

export function SummaryCards({ view }: { readonly view: DashboardView }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="sm">
      {figures.map((figure) => (
        <Paper
          key={figure.testId}
          withBorder
          p="md"
          data-testid={figure.testId}
          role="group"
          aria-label={message(figure.label)}
        >
          <Text size="sm" c="dimmed" fw={500}>
            {message(figure.label)}
          </Text>
          <Text fz="h3" fw={700} data-testid="figure">
            {figure.value(view)}
          </Text>
          {figure.note && (
            <Text size="xs" c="dimmed">
              {figure.note(view)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
