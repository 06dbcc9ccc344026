// The visits of each of the last 30 days as bars (R28), oldest left; loaded apart, as every chart.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatDate, message, type DailyVisits } from '@gym/domain';

export function VisitsChart({ days }: { readonly days: readonly DailyVisits[] }) {
  // 'dd/mm': the year is the same for nearly every bar and would crowd the axis.
  const data = days.map(({ date, visits }) => ({ day: formatDate(date).slice(0, 5), visits }));
  return (
    <div role="img" aria-label={message('DASHBOARD.VISITS_CHART')} data-testid="visits-chart">
      <BarChart
        h={180}
        data={data}
        dataKey="day"
        series={[{ name: 'visits', label: message('COLUMN.VISITS'), color: 'blue.6' }]}
        yAxisProps={{ width: 32, allowDecimals: false }}
        tickLine="y"
      />
    </div>
  );
}
