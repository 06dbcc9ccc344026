// The dashboard's six figures: total and active members, total income, the month's income, its sales
// (R40), pending debts. The three of money come only to an account that may see them (R33): the others get two cards.
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { message, type DashboardView, type MessageKey } from '@gym/domain';
import { Money } from '../../../components/money';
import { formatMonth } from '../../../lib/format';

interface Figure {
  readonly testId: string;
  readonly label: MessageKey;
  /** null: the server did not send it to this account (R33), so there is no card. */
  readonly value: (view: DashboardView) => ReactNode | null;
  readonly note?: (view: DashboardView) => string;
}

const money = (amount: number | null) => (amount === null ? null : <Money amount={amount} />);

const figures: readonly Figure[] = [
  { testId: 'card-total-members', label: 'DASHBOARD.TOTAL_MEMBERS', value: (view) => view.totalMembers },
  { testId: 'card-active-members', label: 'DASHBOARD.ACTIVE_MEMBERS', value: (view) => view.activeMembers },
  {
    testId: 'card-total-income',
    label: 'DASHBOARD.TOTAL_INCOME',
    value: (view) => money(view.totalIncome),
  },
  {
    testId: 'card-month-income',
    label: 'DASHBOARD.MONTH_INCOME',
    value: (view) => money(view.monthIncome),
    note: (view) => formatMonth(view.month),
  },
  {
    // R40: the month's sales, apart from the memberships' income.
    testId: 'card-month-sales',
    label: 'DASHBOARD.MONTH_SALES',
    value: (view) => money(view.monthSales),
  },
  {
    testId: 'card-pending-debts',
    label: 'DASHBOARD.PENDING_DEBTS',
    value: (view) => money(view.pendingDebts),
  },
];

export function SummaryCards({ view }: { readonly view: DashboardView }) {
  const shown = figures.flatMap((figure) => {
    const value = figure.value(view);
    return value === null ? [] : [{ figure, value }];
  });
  return (
    <SimpleGrid cols={{ base: 2, lg: Math.min(shown.length, 3), xl: shown.length }} spacing="sm">
      {shown.map(({ figure, value }) => (
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
            {value}
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
