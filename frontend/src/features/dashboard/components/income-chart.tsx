// The monthly income as bars, oldest to newest from left to right; loaded apart so charts stay out of other bundles.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney, message } from '@gym/domain';
import { formatMonth } from '../../../lib/format';

interface IncomeChartProps {
  /** Newest first, as the server sends it. */
  readonly months: ReadonlyArray<{ readonly month: string; readonly income: number }>;
}

export function IncomeChart({ months }: IncomeChartProps) {
  const data = [...months].reverse().map(({ month, income }) => ({ month: formatMonth(month), income }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="month"
      series={[{ name: 'income', label: message('COLUMN.INCOME'), color: 'teal.6' }]}
      valueFormatter={formatMoney}
      yAxisProps={{ width: 96 }}
      tickLine="y"
      role="img"
      aria-label={message('DASHBOARD.INCOME_CHART')}
      data-testid="income-chart"
    />
  );
}
