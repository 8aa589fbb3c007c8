import ArrowBackIcon from '../../../components/icons/ArrowBack';
import PrintIcon from '../../../components/icons/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { QueryState } from '../../../components/QueryState';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatDate } from '../../../kernel/dates';
import type { Period } from '../figures';
import {
  activityCounts,
  dayText,
  KIND_LABELS,
  PERIOD_ENTRIES,
  STATUS_LABELS,
  TYPE_LABELS,
  type PartnerRow,
} from '../model';
import { useActivitiesIn, usePartnerFigures } from '../queries';
import { FigureTiles } from './PartnerFiguresPanel';
import { PartnerLogos } from './PartnerLogos';
import { PeriodFields } from './PeriodFields';

const ReportCharts = lazy(() => import('./ReportCharts'));

/**
 * Printing shows the report alone: the app's bar, footer and skip link and the report's own controls
 * (`data-print="hide"`) go, the page is A4 with the browser's margins, and colours print as on screen.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        'header.MuiAppBar-root, footer, .skip-link, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#fff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        main: { padding: 0 },
      },
    }}
  />
);

/**
 * A partner's impact report for a period, for funders: the figures (counts below 5 hidden), two charts, the
 * timeline's activity in the period and the logos, ready for the browser's print to PDF.
 */
export function ImpactReport({
  row,
  period,
  onPeriod,
  onBack,
}: {
  row: PartnerRow;
  period: Period;
  onPeriod: (p: Period) => void;
  onBack: () => void;
}) {
  const figures = usePartnerFigures(row.id, period);
  const activities = useActivitiesIn(row.id, period);
  const entries = activities.data?.entries ?? [];
  const counts = activityCounts(entries, period.from, period.to);
  const { partner } = row;
  return (
    // As wide as an A4 page's print area on screen too, so that what is seen is what prints (charts included).
    <Box
      sx={{ mx: 'auto', width: '100%', maxWidth: 760, px: { xs: 2, sm: 3 }, py: 3, '@media print': { p: 0 } }}
    >
      {printStyles}
      <Box data-print="hide" sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
          Back to {row.name}
        </Button>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
        >
          <PeriodFields period={period} onChange={onPeriod} />
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </Box>
      <Paper
        component="article"
        variant="outlined"
        aria-label={`Impact report for ${row.name}`}
        sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}
      >
        <Stack spacing={2} sx={{ mb: 3 }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Impact report
            </Typography>
            <Typography variant="h1" sx={{ fontSize: '2rem' }}>
              {row.name}
            </Typography>
            <Typography color="text.secondary">
              {dayText(period.from)} to {dayText(period.to)} · {TYPE_LABELS[partner.type]} ·{' '}
              {STATUS_LABELS[partner.status]} partner
            </Typography>
          </Box>
          <PartnerLogos organisationId={row.id} name={row.name} />
        </Stack>

        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          What the partnership produced
        </Typography>
        <QueryState
          query={figures}
          rows={2}
          loadingLabel="Loading the figures"
          errorText="The figures could not be loaded"
        >
          {(lines) => (
            <>
              <FigureTiles lines={lines} />
              <Box sx={{ mt: 3 }}>
                <Suspense fallback={<LoadingRows rows={2} label="Loading the charts" />}>
                  <ReportCharts lines={lines} activities={entries} period={period} />
                </Suspense>
              </Box>
            </>
          )}
        </QueryState>

        <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
          Working together
        </Typography>
        <Typography>
          {(['call', 'meeting', 'email'] as const)
            .map((k) => `${counts[k]} ${KIND_LABELS[k].toLowerCase()}${counts[k] === 1 ? '' : 's'}`)
            .join(', ')}{' '}
          with {row.name} in this period
          {partner.mainContact.name && `; main contact ${partner.mainContact.name}`}.
          {partner.nextActionDate &&
            ` Next: ${partner.nextAction || 'follow-up'} by ${dayText(partner.nextActionDate)}.`}
          {activities.data?.capped && ` (The ${PERIOD_ENTRIES} most recent of the period are counted.)`}
        </Typography>
        {activities.isError && (
          <RetryAlert onRetry={() => activities.refetch()}>
            The timeline could not be loaded: its activity is not counted above.
          </RetryAlert>
        )}

        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          Counts below 5 are shown as “fewer than 5” so that no participant can be singled out. Listens are
          the times its recordings were collected. Prepared on {formatDate(new Date())}.
        </Typography>
      </Paper>
    </Box>
  );
}
