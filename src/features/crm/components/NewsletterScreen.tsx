import AddIcon from '../../../components/icons/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { mayOpen } from '../../../kernel/permissions';
import { messageOf } from '../../../lib/errors';
import {
  ComposePanel,
  SendingPanel,
  STATE_LABELS,
  unsavedDraft,
  useCampaigns,
  useCreateDraft,
  useDuplicateCampaign,
  type Campaign,
  type ComposeValues,
} from '../../newsletters';
import { formatDate } from '../../../kernel/dates';
import { useOrganisationNames } from '../../organisations';
import { useSession } from '../../session';
import { FilterSelect } from '../../../components/FilterSelect';

const STAFF = ['organisationAdmin', 'moderator'];

/** /newsletter-view: an organisation's newsletter campaigns, composed, sent and followed here. */
export default function NewsletterScreen() {
  const { user, authUid, currentOrganisation } = useSession();
  const superAdmin = !!user && mayOpen(user.userRole, 'superAdmin');
  const mine = Object.values(user?.organisations ?? {}).filter((o) => o.roles.some((r) => STAFF.includes(r)));
  const all = useOrganisationNames(superAdmin);
  const choices = superAdmin
    ? (all.data ?? [])
    : mine.map((o) => ({ id: o.organisationId, name: o.name ?? o.organisationId }));
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = superAdmin
    ? null
    : (mine.find((o) => o.organisationId === currentOrganisation)?.organisationId ??
      mine[0]?.organisationId ??
      null);
  const orgId = picked ?? fallback;
  const orgName = choices.find((c) => c.id === orgId)?.name ?? orgId ?? '';

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Newsletters
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Compose a newsletter, send it to your lists (subscribed people only), and follow it as it goes out.
      </Typography>
      {(superAdmin || mine.length > 1) && (
        <FilterSelect
          label="Organisation"
          value={orgId ?? ''}
          onChange={setPicked}
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          minWidth={280}
          sx={{ mb: 3 }}
          helperText={superAdmin && all.isPending ? 'Loading organisations…' : ' '}
        />
      )}
      {superAdmin && all.isError && (
        <Alert severity="error">The organisations could not be loaded: {messageOf(all.error)}</Alert>
      )}
      {!orgId ? (
        <Alert severity="info">
          {superAdmin
            ? 'Choose an organisation to see its newsletters.'
            : 'You are not an admin or moderator of an organisation.'}
        </Alert>
      ) : (
        <Campaigns key={orgId} orgId={orgId} orgName={orgName} uid={authUid ?? ''} />
      )}
    </PageSection>
  );
}

/** The compose form of the newsletter started here keeps one key from its first keystroke past its first save. */
const NEW_DRAFT_KEY = 'new-draft';

function Campaigns({ orgId, orgName, uid }: { orgId: string; orgName: string; uid: string }) {
  const campaigns = useCampaigns(orgId);
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const create = useCreateDraft(orgId, uid);
  const duplicator = useDuplicateCampaign(uid);
  const creating = duplicator.isPending;
  // "New newsletter" opens a draft held on screen; nothing is stored until its first save, and clicking again
  // returns to it rather than starting another. `fresh.id` is '' until that save, then the stored id.
  const [fresh, setFresh] = useState<Campaign | null>(null);

  function startNew() {
    const draft = fresh && !fresh.id ? fresh : unsavedDraft(orgId, uid, new Date());
    setFresh(draft);
    setSelected(draft.id);
    setOutcome(null);
  }

  async function saveNew(values: ComposeValues): Promise<string> {
    const id = await create.mutateAsync(values);
    setFresh((f) => (f ? { ...f, ...values, id } : f));
    setSelected(id);
    return id;
  }

  const duplicate = (from: Campaign) =>
    duplicator.mutate(from, {
      onSuccess: (id) => {
        setSelected(id);
        setOutcome({ ok: true, text: 'Duplicated as a new draft' });
      },
      onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
    });

  return (
    <>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      <QueryState
        query={campaigns}
        loadingLabel="Loading newsletters"
        rows={4}
        errorText="The newsletters could not be loaded"
      >
        {(stored) => {
          // The draft started here shows first until the list has it (an unsaved one only on this screen).
          const list = fresh && !stored.some((c) => c.id === fresh.id) ? [fresh, ...stored] : stored;
          const current = selected === null ? null : (list.find((c) => c.id === selected) ?? null);
          const panelKey = current && fresh && current.id === fresh.id ? NEW_DRAFT_KEY : current?.id;
          return (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0,1fr)', md: '300px minmax(0,1fr)' },
                gap: 3,
                alignItems: 'start',
              }}
            >
              <Box component="nav" aria-labelledby="campaigns-heading">
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                  <Typography
                    variant="h2"
                    id="campaigns-heading"
                    sx={{ fontSize: '1.2rem', fontWeight: 500 }}
                  >
                    Campaigns
                  </Typography>
                  <Button startIcon={<AddIcon />} onClick={startNew} disabled={creating}>
                    New newsletter
                  </Button>
                </Stack>
                {list.length === 0 ? (
                  <Typography color="text.secondary">No newsletters yet.</Typography>
                ) : (
                  <List dense aria-label="Newsletters">
                    {list.map((c) => (
                      <ListItem key={c.id || NEW_DRAFT_KEY} disablePadding>
                        <ListItemButton selected={c.id === selected} onClick={() => setSelected(c.id)}>
                          <ListItemText
                            primary={c.subject || 'Untitled newsletter'}
                            secondary={
                              !c.id
                                ? 'Not saved yet'
                                : c.state === 'draft'
                                  ? `Edited ${formatDate(c.updatedAt)}`
                                  : `${c.sent.toLocaleString('en-GB')} of ${c.total.toLocaleString('en-GB')} delivered`
                            }
                          />
                          <Chip
                            size="small"
                            label={STATE_LABELS[c.state]}
                            color={
                              c.state === 'sent' ? 'success' : c.state === 'sending' ? 'info' : 'default'
                            }
                            sx={{ ml: 1 }}
                          />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>
              <Box component="section" aria-labelledby="campaign-heading">
                {current ? (
                  <Stack spacing={2}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      useFlexGap
                    >
                      <Typography
                        variant="h2"
                        id="campaign-heading"
                        sx={{ fontSize: '1.4rem', fontWeight: 500 }}
                      >
                        {current.state === 'draft' ? 'Compose' : current.subject}
                      </Typography>
                      <Chip label={current.id ? STATE_LABELS[current.state] : 'Not saved yet'} />
                      <Box sx={{ flex: 1 }} />
                      {current.id && (
                        <Button onClick={() => duplicate(current)} disabled={creating}>
                          Duplicate
                        </Button>
                      )}
                    </Stack>
                    {current.state === 'draft' ? (
                      <ComposePanel
                        key={panelKey}
                        campaign={current}
                        organisationName={orgName}
                        saveNew={saveNew}
                        onDeleted={() => {
                          if (current.id === fresh?.id) setFresh(null);
                          setSelected(null);
                        }}
                      />
                    ) : (
                      <SendingPanel campaign={current} />
                    )}
                  </Stack>
                ) : (
                  <Typography id="campaign-heading" color="text.secondary">
                    Choose a newsletter, or start a new one.
                  </Typography>
                )}
              </Box>
            </Box>
          );
        }}
      </QueryState>
    </>
  );
}
