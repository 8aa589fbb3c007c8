import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { TextInput } from '../../../components/TextInput';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { embedSnippet, signupUrl, STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberList } from '../model';
import { useDeleteList, useListCounts, useSubscriberLists } from '../queries';
import { ListDialog } from './ListDialog';

function ListCounts({ organisationId, listId }: { organisationId: string; listId: string }) {
  const counts = useListCounts(organisationId, listId);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Counts by status">
      {SUBSCRIBER_STATUSES.map((s) => (
        <Chip key={s} size="small" label={`${STATUS_LABELS[s]}: ${counts.data?.[s] ?? '…'}`} />
      ))}
    </Stack>
  );
}

/** The organisation's lists with their live counts and each one's public sign-up link. */
export function ListsTab({ organisationId }: { organisationId: string }) {
  const lists = useSubscriberLists(organisationId);
  const [editing, setEditing] = useState<WithId<SubscriberList> | 'new' | null>(null);
  const [removing, setRemoving] = useState<WithId<SubscriberList> | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const remove = useDeleteList(organisationId);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ ok: true, text: `${what} copied` });
    } catch {
      setOutcome({ ok: false, text: `${what} could not be copied; select it and copy it by hand` });
    }
  };
  return (
    <>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        New list
      </Button>
      <QueryState
        query={lists}
        loadingLabel="Loading lists"
        errorText="The lists could not be loaded"
        empty="No lists yet"
      >
        {(data) => (
          <Stack spacing={2}>
            {data.map((l) => {
              const url = signupUrl(window.location.origin, l.id);
              return (
                <Card key={l.id} variant="outlined" component="section" aria-label={l.name}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                        {l.name}
                      </Typography>
                      <Chip
                        size="small"
                        color={l.doubleOptIn ? 'primary' : 'default'}
                        label={l.doubleOptIn ? 'Double opt-in' : 'Single opt-in'}
                      />
                    </Stack>
                    {l.description && <Typography sx={{ mb: 1 }}>{l.description}</Typography>}
                    <ListCounts organisationId={organisationId} listId={l.id} />
                    <TextInput
                      label={`Sign-up link of ${l.name}`}
                      value={url}
                      size="small"
                      fullWidth
                      sx={{ mt: 2 }}
                      slotProps={{ input: { readOnly: true } }}
                    />
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap' }}>
                    <Button onClick={() => void copy(url, 'Sign-up link')}>Copy link</Button>
                    <Button onClick={() => void copy(embedSnippet(url), 'Embed code')}>
                      Copy embed code
                    </Button>
                    <Button onClick={() => setEditing(l)}>Edit</Button>
                    <Button color="error" onClick={() => setRemoving(l)}>
                      Delete
                    </Button>
                  </CardActions>
                </Card>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {editing && (
        <ListDialog
          organisationId={organisationId}
          existing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setOutcome({ ok: true, text });
          }}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title="Delete this list?"
        message={`The list ${removing?.name ?? ''} and its sign-up link go; its subscribers stay, without this list.`}
        confirmLabel="Delete list"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setOutcome({ ok: true, text: `Deleted the list ${removing.name}` });
              setRemoving(null);
            },
            onError: (e) => {
              setOutcome({ ok: false, text: messageOf(e) });
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}
