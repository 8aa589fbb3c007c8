import { BarChart } from '@mui/x-charts/BarChart';
import { ChartBox } from '../../../components/ChartBox';
import type { Distribution } from '../results';

/** Loaded lazily from the results: the chart library stays out of the builder's and the public form's code. */
export default function QuestionChart({
  label,
  distribution,
  horizontal = false,
}: {
  label: string;
  distribution: Distribution[];
  horizontal?: boolean;
}) {
  const labels = distribution.map((d) => d.label);
  const data = distribution.map((d) => d.count);
  const height = horizontal ? Math.max(140, 44 * labels.length + 40) : 220;
  return (
    <ChartBox
      label={`${label}: ${distribution.map((d) => `${d.label} ${d.count}`).join(', ')}`}
      height={height}
      minWidth={horizontal ? 140 + 70 : 120}
    >
      {(width) =>
        horizontal ? (
          <BarChart
            width={width}
            height={height}
            skipAnimation
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: labels, width: 140 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data, label: 'Responses', color: '#1976d2' }]}
            hideLegend
          />
        ) : (
          <BarChart
            width={width}
            height={height}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data, label: 'Responses', color: '#1976d2' }]}
            hideLegend
          />
        )
      }
    </ChartBox>
  );
}
