import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartBox } from '../../../components/ChartBox';

/** Room the axes and legend need around the bars: in a narrower box the table beside the chart says it all. */
const BAR_LABEL_WIDTH = 150; // the horizontal chart's labels, beside its bars
const MIN_CHART_WIDTH = { vertical: 120, horizontal: BAR_LABEL_WIDTH + 70 };

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
  const height = kind === 'bar' && horizontal ? Math.max(200, 40 * labels.length + 40) : 260;
  return (
    <ChartBox
      label={summary}
      height={height}
      minWidth={MIN_CHART_WIDTH[horizontal ? 'horizontal' : 'vertical']}
    >
      {(width) =>
        kind === 'line' ? (
          <LineChart
            width={width}
            height={height}
            skipAnimation
            xAxis={[{ scaleType: 'point', data: shortLabels }]}
            yAxis={[{ min: 1, max: 5 }]}
            series={series.map((s) => ({ ...s, connectNulls: true, curve: 'linear' as const }))}
          />
        ) : horizontal ? (
          <BarChart
            width={width}
            height={height}
            skipAnimation
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: labels, width: BAR_LABEL_WIDTH }]}
            series={series}
            hideLegend={series.length < 2}
          />
        ) : (
          <BarChart
            width={width}
            height={height}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: shortLabels }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={series}
            hideLegend={series.length < 2}
          />
        )
      }
    </ChartBox>
  );
}
