import AddIcon from '../../../components/icons/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { RetryAlert } from '../../../components/RetryAlert';
import { outcomeOf } from '../../../components/mutation-outcome';
import type { WithId } from '../../../lib/converter';
import { useOrganisationNames } from '../../organisations';
import { useOrgAccess, useSession } from '../../session';
import { newStep, STATE_LABELS, stepFigures, TRIGGER_LABELS, type DripCampaign } from '../model';
import { useCreateCampaign, useDripCampaigns, useDripEnrolments } from '../queries';
import { CampaignEditor } from './CampaignEditor';
import { DryRunPanel } from './DryRunPanel';
import { PeoplePanel } from './PeoplePanel';
import { PageHeading } from '../../../components/PageHeading';

const TITLE = 'Drip Campaigns';

/**
 * /drip-campaign-view: the organisation's drip campaigns (a super admin picks the organisation), the chosen
 * campaign's editor with its steps as a timeline and their figures, its people and a dry run.
 */
export default function DripCampaignsView() {
  const access = useOrgAccess();
  const { switchOrganisation } = useSession();
  const orgId = access.organisationId ?? '';
  const organisations = useOrganisationNames(access.isSuperAdmin);

  const picker = access.isSuperAdmin && (
    <OrganisationSelect organisations={organisations} value={orgId} onChange={switchOrganisation} />
  );

  return (
    <PageSection wide>
      <PageHeading title={TITLE} action={picker}>
        <Typography color="text.secondary">
          Timed series of e-mails that start when someone joins a list, books, attends or gives feedback.
        </Typography>
      </PageHeading>
      {!orgId ? (
        <Alert severity="info">
          {access.isSuperAdmin
            ? 'Choose an organisation to see its drip campaigns.'
            : 'You are not in an organisation yet.'}
        </Alert>
      ) : !access.isModerator ? (
        <Alert severity="warning">This page is for the organisation’s moderators and administrators.</Alert>
      ) : (
        <Campaigns organisationId={orgId} />
      )}
    </PageSection>
  );
}

function Campaigns({ organisationId }: { organisationId: string }) {
  const campaigns = useDripCampaigns(organisationId);
  const create = useCreateCampaign(organisationId);
  const [params, setParams] = useSearchParams();

  return (
    <QueryState
      query={campaigns}
      loadingLabel="Loading drip campaigns"
      errorText="The drip campaigns could not be loaded"
      isEmpty={() => false}
    >
      {(list) => {
        // The one asked for in the URL, else the first running one, else the first.
        const selected =
          list.find((c) => c.id === params.get('campaign')) ??
          list.find((c) => c.state === 'active') ??
          list[0] ??
          null;
        const select = (id: string) => setParams({ campaign: id }, { replace: true });
        return (
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Paper variant="outlined" sx={{ width: { xs: '100%', lg: 300 }, flexShrink: 0 }}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2, pb: 1 }}
              >
                <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                  Campaigns
                </Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={create.isPending}
                  onClick={() =>
                    create.mutate(
                      {
                        name: 'New campaign',
                        trigger: { type: 'bookingRequested' },
                        steps: [
                          {
                            ...newStep(Math.random().toString(36).slice(2, 10), 1),
                            bodyHtml: '<p>Hello!</p>',
                          },
                        ],
                        exitOn: { paused: true, goalBooked: true },
                        timeZone: 'Europe/London',
                      },
                      { onSuccess: (id) => select(id) },
                    )
                  }
                >
                  New campaign
                </Button>
              </Stack>
              <Divider />
              {list.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  No drip campaigns yet.
                </Typography>
              ) : (
                <List aria-label="Drip campaigns" dense>
                  {list.map((c) => (
                    <ListItem key={c.id} disablePadding>
                      <ListItemButton selected={c.id === selected?.id} onClick={() => select(c.id)}>
                        <ListItemText
                          primary={c.name}
                          secondary={`${TRIGGER_LABELS[c.trigger.type].split(' (')[0]} · ${c.steps.length} step${c.steps.length === 1 ? '' : 's'}`}
                        />
                        <Chip
                          size="small"
                          label={STATE_LABELS[c.state]}
                          color={
                            c.state === 'active' ? 'success' : c.state === 'paused' ? 'warning' : 'default'
                          }
                          sx={{ ml: 1 }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              <Box sx={{ px: 2 }}>
                <OutcomeNotice
                  outcome={outcomeOf(create, () => 'Draft created')}
                  onClose={() => create.reset()}
                />
              </Box>
            </Paper>
            <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              {selected ? (
                <CampaignDetail key={selected.id} organisationId={organisationId} campaign={selected} />
              ) : (
                <Typography color="text.secondary">Create a campaign to start.</Typography>
              )}
            </Box>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function CampaignDetail({
  organisationId,
  campaign,
}: {
  organisationId: string;
  campaign: WithId<DripCampaign>;
}) {
  const enrolments = useDripEnrolments(organisationId, campaign.id);
  const people = enrolments.data ?? [];
  return (
    <Box>
      <CampaignEditor
        key={campaign.id}
        organisationId={organisationId}
        campaign={campaign}
        figures={stepFigures(campaign, people)}
      />
      {enrolments.isError ? (
        <RetryAlert onRetry={() => enrolments.refetch()}>The enrolments could not be loaded.</RetryAlert>
      ) : enrolments.isPending ? (
        <Typography color="text.secondary">Loading the enrolments…</Typography>
      ) : (
        <>
          <PeoplePanel organisationId={organisationId} campaign={campaign} enrolments={people} />
          <DryRunPanel campaign={campaign} enrolments={people} />
        </>
      )}
    </Box>
  );
}
