import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
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
  return (
    <Box role="img" aria-label={`${label}: ${distribution.map((d) => `${d.label} ${d.count}`).join(', ')}`}>
      {horizontal ? (
        <BarChart
          height={Math.max(140, 44 * labels.length + 40)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: labels, width: 140 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data, label: 'Responses', color: '#1976d2' }]}
          hideLegend
        />
      ) : (
        <BarChart
          height={220}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data, label: 'Responses', color: '#1976d2' }]}
          hideLegend
        />
      )}
    </Box>
  );
}
