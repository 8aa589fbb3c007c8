import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import AddIcon from '../../../components/icons/Add';
import { OrganisationSelect } from '../../../components/OrganisationSelect';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { usePickedOrganisation } from '../../organisations';
import { useOrgAccess, useSession } from '../../session';
import { sourcesInWords, type Audience } from '../model';
import { useAudienceCount, useAudiences, useDeleteAudience } from '../queries';
import { AudienceCountLine } from './AudienceCountLine';
import { AudienceEditor } from './AudienceEditor';
import { NoOrganisationChosen } from '../../../components/NoOrganisationChosen';

/**
 * The audience group manager (/audience-manager): an organisation's named audiences, made from members by role
 * and group, subscriber lists and workshop participants, each with the server's count of who the organisation
 * would e-mail. Admins and moderators work on their current organisation; a super admin picks one, and also
 * keeps audiences across all organisations.
 */
export default function AudienceScreen() {
  const access = useOrgAccess();
  const { authUid } = useSession();
  const { orgId, organisations, pick } = usePickedOrganisation(access);
  return (
    <PageSection wide>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Audiences
        </Typography>
        {access.isSuperAdmin && (
          <OrganisationSelect organisations={organisations} value={orgId} onChange={pick} />
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Named groups of people that newsletters and announcements can go to. Counts are of people who will
        receive e-mail: those without consent, unsubscribed or suppressed are left out.
      </Typography>
      {!orgId ? (
        <NoOrganisationChosen superAdmin={access.isSuperAdmin} />
      ) : (
        <Audiences key={orgId} orgId={orgId} uid={authUid ?? ''} superAdmin={access.isSuperAdmin} />
      )}
    </PageSection>
  );
}

function Audiences({ orgId, uid, superAdmin }: { orgId: string; uid: string; superAdmin: boolean }) {
  const audiences = useAudiences(orgId, superAdmin);
  const remove = useDeleteAudience();
  const [editing, setEditing] = useState<Audience | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Audience | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      New audience
    </Button>
  );
  return (
    <>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {newButton}
      </Stack>
      <QueryState
        query={audiences}
        loadingLabel="Loading audiences"
        rows={3}
        errorText="The audiences could not be loaded"
        empty={
          <EmptyState
            title="No audiences yet"
            hint="Make one from members, groups, lists or workshop participants, then send to it from Newsletters or Messages."
          />
        }
      >
        {(list) => (
          <List aria-label="Audiences">
            {list.map((a) => (
              <AudienceRow
                key={a.id}
                audience={a}
                orgId={orgId}
                onEdit={() => setEditing(a)}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </List>
        )}
      </QueryState>
      {editing && (
        <AudienceEditor
          organisationId={orgId}
          uid={uid}
          superAdmin={superAdmin}
          existing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setOutcome({ ok: true, text });
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this audience?"
        message={`“${deleting?.name ?? ''}” will be deleted. Newsletters and messages that chose it can no longer be sent to it.`}
        confirmLabel="Delete audience"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setOutcome({ ok: true, text: `Deleted the audience ${deleting.name}` }),
            onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}

function AudienceRow({
  audience,
  orgId,
  onEdit,
  onDelete,
}: {
  audience: Audience;
  orgId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const count = useAudienceCount(orgId, audience.id);
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        sx={{ flex: '1 1 320px' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
              {audience.name}
            </Typography>
            {audience.organisationId === '' && <Chip size="small" label="All organisations" />}
          </Stack>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {sourcesInWords(audience)}
            </Typography>
            {audience.description && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {audience.description}
              </Typography>
            )}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
      <Stack sx={{ flex: '1 1 280px' }}>
        <AudienceCountLine count={count} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button onClick={onEdit} aria-label={`Edit ${audience.name}`}>
          Edit
        </Button>
        <Button color="error" onClick={onDelete} aria-label={`Delete ${audience.name}`}>
          Delete
        </Button>
      </Stack>
    </ListItem>
  );
}
