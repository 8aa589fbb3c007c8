import { BarChart } from '@mui/x-charts/BarChart';
import type { DayStats } from '../../../../functions/src/shared/mail-stats';

/** Sent and failed per day, stacked. Its own module so the charts library loads after the screen's table. */
export default function EmailPerDayChart({ stats }: { stats: readonly DayStats[] }) {
  return (
    <BarChart
      height={260}
      skipAnimation
      xAxis={[
        {
          scaleType: 'band',
          data: stats.map((d) => d.day.slice(5)),
          tickLabelInterval: (_v, i) => i % 5 === 0,
        },
      ]}
      series={[
        { data: stats.map((d) => d.sent), label: 'Sent', stack: 'all', color: '#1976d2' },
        { data: stats.map((d) => d.failed), label: 'Failed', stack: 'all', color: '#d32f2f' },
      ]}
    />
  );
}
