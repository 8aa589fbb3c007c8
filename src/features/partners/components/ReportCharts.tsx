import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { activityByMonth, monthText, type FigureLine, type Period } from '../figures';
import { KIND_LABELS, type Activity } from '../model';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const COLOURS = { call: '#1976d2', meeting: '#2e7d32', email: '#ed6c02' } as const;
/**
 * Fixed widths that fit side by side in an A4 page's print area (about 700 px): printing lays the page out
 * again without telling the charts, so they must not depend on measuring their container.
 */
const WIDTH = { work: 250, activity: 420 } as const;

/**
 * The impact report's two charts, loaded lazily with it (the chart library stays out of every other screen):
 * the figures that may be drawn (a hidden "fewer than 5" is left out, never drawn as a small bar), and the
 * calls, meetings and e-mails with the partner month by month.
 */
export default function ReportCharts({
  lines,
  activities,
  period,
}: {
  lines: FigureLine[];
  activities: Pick<Activity, 'kind' | 'date'>[];
  period: Period;
}) {
  const work = lines.filter(
    (l) => l.key === 'workshopsRequested' || l.key === 'workshopsDelivered' || l.key === 'participants',
  );
  const drawn = work.filter((l) => l.plotted !== null);
  const anyDrawn = drawn.some((l) => (l.plotted ?? 0) > 0);
  const months = activityByMonth(activities, period);
  const kinds = (['call', 'meeting', 'email'] as const).map((k) => ({
    data: months.map((m) => m.counts[k]),
    label: `${KIND_LABELS[k]}s`,
    color: COLOURS[k],
    stack: 'all',
  }));
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ '@media print': { flexDirection: 'row' } }}
    >
      <Box
        sx={{ width: WIDTH.work, breakInside: 'avoid' }}
        role="img"
        aria-label={`Workshops and participants: ${work.map((l) => `${l.label} ${l.shown}`).join(', ')}`}
      >
        <Typography variant="subtitle2" component="h3">
          Workshops and participants
        </Typography>
        {anyDrawn ? (
          // Bars across, named on the left: three names under narrow upright bars overlapped, and the chart
          // dropped the middle one.
          <BarChart
            width={WIDTH.work}
            height={220}
            skipAnimation
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: drawn.map((l) => capitalised(l.label.replace('Workshops ', ''))),
                width: 90,
              },
            ]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: drawn.map((l) => l.plotted ?? 0), label: 'Count', color: '#1976d2' }]}
            hideLegend
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 4 }}>
            Nothing to draw: {work.map((l) => `${l.label.toLowerCase()} ${l.shown}`).join(', ')}.
          </Typography>
        )}
      </Box>
      <Box
        sx={{ width: WIDTH.activity, breakInside: 'avoid' }}
        role="img"
        aria-label={`Partnership activity by month: ${months
          .map((m) => `${monthText(m.month)} ${m.counts.call + m.counts.meeting + m.counts.email}`)
          .join(', ')}`}
      >
        <Typography variant="subtitle2" component="h3">
          Partnership activity by month
        </Typography>
        <BarChart
          width={WIDTH.activity}
          height={220}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthText(m.month)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={kinds}
        />
      </Box>
    </Stack>
  );
}
