import { BarChart } from '@mui/x-charts/BarChart';
import type { DayStats } from '@storytelling/shared/mail-stats';
import { ChartBox } from '../../../components/ChartBox';

/**
 * Sent and failed per day, stacked. Its own module so the charts library loads after the screen's table; the
 * totals in the heading above say it all where the box is too narrow for 30 bars.
 */
export default function EmailPerDayChart({ stats }: { stats: readonly DayStats[] }) {
  const sent = stats.reduce((n, d) => n + d.sent, 0);
  const failed = stats.reduce((n, d) => n + d.failed, 0);
  return (
    <ChartBox
      label={`Sent and failed e-mails per day: ${sent} sent, ${failed} failed`}
      height={260}
      minWidth={160}
    >
      {(width) => (
        <BarChart
          width={width}
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
      )}
    </ChartBox>
  );
}
