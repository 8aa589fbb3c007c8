import ArrowBackIcon from '../../../components/icons/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/PageSection';
import { localDayIso } from '../../../kernel/dates';
import { dayText, isDue, TYPE_LABELS, type PartnerRow } from '../model';
import type { Period } from '../figures';
import { ActivityTimeline } from './ActivityTimeline';
import { PartnerDetailsForm } from './PartnerDetailsForm';
import { PartnerFiguresPanel } from './PartnerFiguresPanel';
import { PartnerLogos } from './PartnerLogos';
import { PeriodFields } from './PeriodFields';
import { StatusChip } from './StatusChip';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One partner: its details (editable), logos, figures for a period, and its activity timeline. */
export function PartnerDetail({
  row,
  period,
  onPeriod,
  onReport,
  onBack,
}: {
  row: PartnerRow;
  period: Period;
  onPeriod: (p: Period) => void;
  onReport: () => void;
  onBack: () => void;
}) {
  const { partner } = row;
  const due = isDue(partner.nextActionDate, localDayIso());
  return (
    <PageSection wide>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        All partners
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ fontSize: '2rem' }}>
            {row.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={partner.status} saved={row.saved} />
            <Typography variant="body2" color="text.secondary">
              {TYPE_LABELS[partner.type]}
              {!row.saved && ' · not saved as a partner yet'}
            </Typography>
            {partner.nextActionDate && (
              <Typography variant="body2" color={due ? 'warning.main' : 'text.secondary'}>
                · Next action {dayText(partner.nextActionDate)}
                {partner.nextAction && `: ${partner.nextAction}`}
              </Typography>
            )}
          </Stack>
        </Stack>
        <PartnerLogos organisationId={row.id} name={row.name} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card title="Partner details">
            <PartnerDetailsForm row={row} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card title="Figures">
            <Stack spacing={2}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <PeriodFields period={period} onChange={onPeriod} />
                <Button variant="outlined" onClick={onReport}>
                  Impact report
                </Button>
              </Stack>
              <PartnerFiguresPanel organisationId={row.id} period={period} />
            </Stack>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title="Timeline">
            <ActivityTimeline organisationId={row.id} />
          </Card>
        </Grid>
      </Grid>
    </PageSection>
  );
}
