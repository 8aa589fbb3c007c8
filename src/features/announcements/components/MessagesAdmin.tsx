import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { actorOf } from '../../../kernel/permissions';
import { messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import {
  announcementState,
  audiencesFor,
  mayWriteAudience,
  staffOrganisations,
  STATE_LABELS,
  type AnnouncementState,
  type AnnouncementWithId,
} from '../model';
import {
  useAnnouncements,
  useDeleteAnnouncement,
  useEmailAnnouncement,
  useSaveAnnouncement,
} from '../queries';
import { useOrganisationNames } from '../../organisations';
import type { EmailProgress } from '../service';
import { AnnouncementDialog, type AnnouncementSubmit } from './AnnouncementDialog';
import { AnnouncementTable } from './AnnouncementTable';

type Filter = 'all' | AnnouncementState;
const emailed = (p: EmailProgress) =>
  p.status === 'done'
    ? `E-mailed to ${p.sent} of ${p.total}${p.suppressed ? ` (${p.suppressed} unsubscribed, skipped)` : ''}${p.failed ? `; ${p.failed} failed` : ''}.`
    : `E-mailing to ${p.total} people: it goes out in the background.`;

/**
 * /message-view, the admin message view and editor: the messages an organisation's staff (or a super
 * admin, every message) have written, with their state, and writing, editing, e-mailing and deleting them.
 */
export function MessagesAdmin() {
  const { user, currentOrganisation } = useSession();
  const actor = actorOf(user);
  const writer = { superAdmin: actor?.superAdmin ?? false, roles: actor?.roles ?? {} };
  const superAdmin = writer.superAdmin;
  const staffOrgs = staffOrganisations(writer);
  const orgId =
    currentOrganisation && staffOrgs.includes(currentOrganisation)
      ? currentOrganisation
      : (staffOrgs[0] ?? '');
  const audiences = audiencesFor(writer);
  const list = useAnnouncements(superAdmin ? null : orgId, superAdmin || !!orgId);
  const orgNames = useOrganisationNames(superAdmin);
  const organisations = useMemo(
    () =>
      superAdmin
        ? (orgNames.data ?? [])
        : staffOrgs.map((id) => ({ id, name: user?.organisations[id]?.name || id })),
    [superAdmin, orgNames.data, staffOrgs, user],
  );
  const nameOf = (id: string) => organisations.find((o) => o.id === id)?.name ?? id;

  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<AnnouncementWithId | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementWithId | null>(null);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const email = useEmailAnnouncement();
  const now = new Date();

  const sendEmail = (id: string, title: string, saved?: string) =>
    email.mutate(
      { id, title },
      {
        onSuccess: (p) => setNotice({ ok: true, text: `${saved ?? ''}${emailed(p)}` }),
        onError: (e) =>
          setNotice({
            ok: false,
            text: `${saved ?? ''}The e-mail was not sent: ${messageOf(e)}`,
          }),
      },
    );

  const submit = ({ form, workshopTitle }: AnnouncementSubmit) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    save.mutate(
      { id, form, workshopTitle },
      {
        onSuccess: (saved) => {
          setEditing(null);
          save.reset();
          const text = `“${form.title.trim()}” ${saved.created ? 'was published' : 'was saved'}. `;
          setNotice({ ok: true, text });
          if (form.sendEmail) sendEmail(saved.id, form.title, text);
        },
      },
    );
  };

  const rows = (list.data ?? []).filter((a) => filter === 'all' || announcementState(a, now) === filter);

  return (
    <PageSection wide>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Messages
        </Typography>
        {audiences.length > 0 && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New message
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Announcements on the facilitators’ Bulletin Board and the participants’ dashboard, shown to their
        audience between their start and end.
      </Typography>
      <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} />
      <OutcomeNotice
        outcome={outcomeOf(remove, (_, v) => `“${v.title}” was deleted.`)}
        onClose={() => remove.reset()}
      />
      {audiences.length === 0 ? (
        <Alert severity="info">
          Messages are written by an organisation’s admins and moderators, and by super admins.
        </Alert>
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_, v: Filter | null) => v && setFilter(v)}
            aria-label="Show messages"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="all">All</ToggleButton>
            {(['current', 'scheduled', 'ended'] as const).map((s) => (
              <ToggleButton key={s} value={s}>
                {STATE_LABELS[s]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <QueryState
            query={list}
            loadingLabel="Loading messages"
            errorText="The messages could not be loaded"
            isEmpty={() => rows.length === 0}
            empty={
              <EmptyState
                title={
                  filter === 'all' ? 'No messages yet' : `No ${STATE_LABELS[filter].toLowerCase()} messages`
                }
                hint="Write one with New message: it shows on the boards of the people it is for."
              />
            }
          >
            {() => (
              <AnnouncementTable
                rows={rows}
                now={now}
                organisationName={nameOf}
                mayEdit={(a) => mayWriteAudience(writer, a)}
                busyId={email.isPending ? email.variables.id : null}
                onEdit={(a) => setEditing(a)}
                onEmail={(a) => sendEmail(a.id, a.title)}
                onDelete={(a) => setDeleting(a)}
              />
            )}
          </QueryState>
        </>
      )}
      {editing && (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          audiences={audiences}
          organisations={organisations}
          facilitatorsOf={(id) => mayWriteAudience(writer, { audience: 'facilitators', organisationId: id })}
          defaultOrganisationId={orgId}
          busy={save.isPending}
          failure={save.error}
          onClose={() => {
            save.reset();
            setEditing(null);
          }}
          onSubmit={submit}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this message?"
        message={deleting ? `“${deleting.title}” leaves every board. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate({ id: deleting.id, title: deleting.title }, { onSettled: () => setDeleting(null) });
        }}
      />
    </PageSection>
  );
}

export default MessagesAdmin;
