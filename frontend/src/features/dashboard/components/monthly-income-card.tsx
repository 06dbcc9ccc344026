// The income of every month with payments, newest first, as a table and as a bar chart.
import { Suspense } from 'react';
import { Grid, Loader, Paper, Title } from '@mantine/core';
import { message, type DashboardView } from '@gym/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { WhenNearView } from '../../../components/when-near-view';
import { Money } from '../../../components/money';
import { formatMonth } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';

const IncomeChart = lazyNamed(() => import('./income-chart'), 'IncomeChart');

type MonthIncome = NonNullable<DashboardView['monthlyIncome']>[number];

const columns: readonly Column<MonthIncome>[] = [
  { key: 'month', header: message('COLUMN.MONTH'), render: (row) => formatMonth(row.month) },
  { key: 'income', header: message('COLUMN.INCOME'), align: 'right', render: (row) => <Money amount={row.income} /> },
];

export function MonthlyIncomeCard({ months }: { readonly months: readonly MonthIncome[] }) {
  return (
    <Paper
      withBorder
      p="md"
      data-testid="monthly-income"
      component="section"
      aria-label={message('DASHBOARD.MONTHLY_INCOME')}
    >
      <Title order={3} size="h5" mb="xs">
        {message('DASHBOARD.MONTHLY_INCOME')}
      </Title>
      {months.length === 0 ? (
        <EmptyState text={message('DASHBOARD.NO_INCOME')} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DataTable
              label={message('DASHBOARD.MONTHLY_INCOME')}
              columns={columns}
              rows={months}
              rowKey={(row) => row.month}
              rowTestId="income-row"
              minWidth={280}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <WhenNearView height={260}>
              <Suspense fallback={<Loader size="sm" />}>
                <IncomeChart months={months} />
              </Suspense>
            </WhenNearView>
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
