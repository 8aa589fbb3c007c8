import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useMemo, useState } from 'react';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import {
  averageScore,
  dripTable,
  feedbackTable,
  funnelTable,
  newsletterTable,
  periodOfChoice,
  subscribersTable,
  totalOf,
  WEEK_FIGURES,
  type Period,
  type PeriodChoice,
  type Week,
} from '../model';
import { useAnalyticsWeeks, useOrganisationChoices } from '../queries';
import { FigureSection } from './FigureSection';
import { PeriodPicker } from './PeriodPicker';
import { workingOrganisationId } from '../../organisations/model';
import { useOrgAccess } from '../../session';
import { NoOrganisationChosen } from '../../../components/NoOrganisationChosen';

const AnalyticsChart = lazy(() => import('./AnalyticsChart'));
const BLUE = '#1976d2';
const RED = '#d32f2f';
const GREEN = '#2e7d32';

const dayText = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * /crm-analytics: an organisation's outreach over a period, from the server's weekly counters (one read per
 * calendar year): the funnel from interest to listens, subscribers gained and lost, newsletter delivery and
 * unsubscribes, drip steps and feedback scores, each with its table and CSV. Staff see their organisation; a super
 * admin picks one.
 */
export default function AnalyticsDashboard() {
  const access = useOrgAccess();
  const [picked, setPicked] = useState('');
  const [choice, setChoice] = useState<PeriodChoice>({ preset: '13w' });
  // "Now" is fixed when the screen opens, so a preset's period (and its query key) stays the same while it is open.
  const [now] = useState(() => new Date());
  const period = useMemo(() => periodOfChoice(choice, now), [choice, now]);
  const organisations = useOrganisationChoices(access.isSuperAdmin);
  const orgId = workingOrganisationId(access, picked, organisations.data);
  const weeks = useAnalyticsWeeks(orgId, period);

  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          CRM Analytics
        </Typography>
        {access.isSuperAdmin && (
          <OrganisationSelect organisations={organisations} value={orgId} onChange={setPicked} />
        )}
      </Stack>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <PeriodPicker value={choice} onChange={setChoice} />
        <Typography variant="body2" color="text.secondary" data-testid="period-shown">
          {dayText(period.from)} to {dayText(period.to)}, counted by whole weeks (Monday to Sunday, UTC).
        </Typography>
      </Stack>
      {!orgId ? (
        <NoOrganisationChosen superAdmin={access.isSuperAdmin} />
      ) : (
        <QueryState
          query={weeks}
          loadingLabel="Loading the figures"
          rows={6}
          errorText="The figures could not be loaded"
          isEmpty={(data) => WEEK_FIGURES.every((f) => totalOf(data)[f] === 0)}
          empty="No activity recorded in this period"
        >
          {(data) => <Figures weeks={data} organisationId={orgId} period={period} />}
        </QueryState>
      )}
    </PageSection>
  );
}

function Figures({
  weeks,
  organisationId,
  period,
}: {
  weeks: Week[];
  organisationId: string;
  period: Period;
}) {
  const total = totalOf(weeks);
  const labels = weeks.map((w) => w.key);
  const funnel = funnelTable(total);
  const subscribers = subscribersTable(weeks);
  const newsletters = newsletterTable(total);
  const drip = dripTable(weeks);
  const feedback = feedbackTable(weeks);
  const common = { organisationId, period };
  return (
    <Stack spacing={3}>
      <FigureSection
        {...common}
        table={funnel}
        note="Interest and participants of the workshops dated in the period; recordings made in it, with the listens they have had so far."
        chart={
          <AnalyticsChart
            kind="bar"
            horizontal
            title={funnel.title}
            labels={funnel.rows.map((r) => String(r[0]))}
            series={[{ label: 'Count', data: funnel.rows.map((r) => Number(r[1])), color: BLUE }]}
          />
        }
      />
      <FigureSection
        {...common}
        table={subscribers}
        chart={
          <AnalyticsChart
            kind="bar"
            title={subscribers.title}
            labels={labels}
            series={[
              { label: 'Gained', data: weeks.map((w) => w.figures.subscribersGained), color: GREEN },
              { label: 'Lost', data: weeks.map((w) => w.figures.subscribersLost), color: RED },
            ]}
          />
        }
      />
      <FigureSection
        {...common}
        table={newsletters}
        note="Delivery rate: newsletter e-mails delivered of those addressed. Unsubscribe rate: subscribers who left or bounced per newsletter e-mail delivered."
        chart={
          <AnalyticsChart
            kind="bar"
            title={newsletters.title}
            labels={labels}
            series={[
              { label: 'Addressed', data: weeks.map((w) => w.figures.newsletterRecipients), color: BLUE },
              { label: 'Delivered', data: weeks.map((w) => w.figures.newsletterSent), color: GREEN },
            ]}
          />
        }
      />
      <FigureSection
        {...common}
        table={drip}
        chart={
          <AnalyticsChart
            kind="bar"
            title={drip.title}
            labels={labels}
            series={[{ label: 'Steps', data: weeks.map((w) => w.figures.dripSteps), color: BLUE }]}
          />
        }
      />
      <FigureSection
        {...common}
        table={feedback}
        note="The mean of the 1–5 rating answers of the feedback responses sent each week."
        chart={
          <AnalyticsChart
            kind="line"
            title={feedback.title}
            labels={labels}
            series={[
              {
                label: 'Average score',
                data: weeks.map((w) =>
                  averageScore(w.figures.feedbackScoreSum, w.figures.feedbackScoreCount),
                ),
                color: BLUE,
              },
            ]}
          />
        }
      />
    </Stack>
  );
}
