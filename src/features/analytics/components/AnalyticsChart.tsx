import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export interface ChartSeries {
  label: string;
  data: (number | null)[];
  color: string;
}

/**
 * The dashboard's charts (the feedback results' library, @mui/x-charts), loaded lazily with the figures so that
 * the route's first paint does not wait for it. The numbers are in the table beside each chart; the chart's
 * accessible name summarises it.
 */
export default function AnalyticsChart({
  kind,
  title,
  labels,
  series,
  horizontal = false,
}: {
  kind: 'bar' | 'line';
  title: string;
  labels: string[];
  series: ChartSeries[];
  horizontal?: boolean;
}) {
  const summary = `${title}: ${series.map((s) => `${s.label} ${s.data.reduce<number>((a, b) => a + (b ?? 0), 0)}`).join(', ')}`;
  const shortLabels = labels.map((l) => (/^\d{4}-\d{2}-\d{2}$/.test(l) ? l.slice(5) : l));
  return (
    <Box role="img" aria-label={summary}>
      {kind === 'line' ? (
        <LineChart
          height={260}
          skipAnimation
          xAxis={[{ scaleType: 'point', data: shortLabels }]}
          yAxis={[{ min: 1, max: 5 }]}
          series={series.map((s) => ({ ...s, connectNulls: true, curve: 'linear' as const }))}
        />
      ) : horizontal ? (
        <BarChart
          height={Math.max(200, 40 * labels.length + 40)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: labels, width: 150 }]}
          series={series}
          hideLegend={series.length < 2}
        />
      ) : (
        <BarChart
          height={260}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: shortLabels }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={series}
          hideLegend={series.length < 2}
        />
      )}
    </Box>
  );
}
