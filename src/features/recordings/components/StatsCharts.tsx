import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartBox } from '../../../components/ChartBox';
import type { RatingCounts } from '../stats-service';

/** Loaded lazily from StatsScreen: the chart library stays out of the first load and of other routes. */
export default function StatsCharts({
  ratings,
  top,
}: {
  ratings: RatingCounts;
  top: { title: string; timesCollected: number }[];
}) {
  const labels = Object.keys(ratings);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <ChartBox label="Recordings per content rating" height={260} minWidth={120}>
        {(width) => (
          <BarChart
            width={width}
            height={260}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: Object.values(ratings), label: 'Recordings', color: '#1976d2' }]}
          />
        )}
      </ChartBox>
      <ChartBox label="Times collected of the most collected recordings" height={260} minWidth={140 + 70}>
        {(width) => (
          <BarChart
            width={width}
            height={260}
            skipAnimation
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: top.map((t) => t.title), width: 140 }]}
            series={[{ data: top.map((t) => t.timesCollected), label: 'Times collected', color: '#2e7d32' }]}
          />
        )}
      </ChartBox>
    </Box>
  );
}
