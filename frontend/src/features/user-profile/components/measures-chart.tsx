// The member's measures over time as lines, oldest to newest; loaded apart so charts stay out of other bundles.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatDate, message, type BodyCompositionView } from '@gym/domain';
import { measureLabel } from '../../../lib/format';

const lineColors = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];

interface MeasuresChartProps {
  /** Newest first, as the server sends them. */
  readonly records: readonly BodyCompositionView[];
  readonly measureKeys: readonly string[];
}

export function MeasuresChart({ records, measureKeys }: MeasuresChartProps) {
  const data = [...records].reverse().map((record) => ({ date: formatDate(record.measuredOn), ...record.measures }));
  const series = measureKeys.map((key, index) => ({
    name: key,
    label: measureLabel(key),
    color: lineColors[index % lineColors.length] ?? 'teal.6',
  }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="date"
      series={series}
      unit=" cm"
      yAxisProps={{ width: 64 }}
      withLegend
      connectNulls
      curveType="linear"
      role="img"
      // On a phone the tooltip of six measures is wider than the chart: kept inside it, not
      // widening the page (the 375 px test saw a sideways scroll while the pointer rested on it).
      style={{ overflow: 'hidden' }}
      aria-label={message('PROFILE.PROGRESS_CHART')}
      data-testid="measures-chart"
    />
  );
}
