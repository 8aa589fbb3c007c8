import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { RetryAlert } from '../../../components/RetryAlert';
import { localDayIso } from '../../../kernel/dates';
import {
  ACTIVITY_KINDS,
  dayText,
  KIND_LABELS,
  zActivityForm,
  type ActivityForm,
  type ActivityWithId,
} from '../model';
import { useActivities, useAddActivity, useDeleteActivity } from '../queries';
import { newActivityId } from '../service';
import { FormDateField } from '../../../components/FormDateField';
import { optionsOf } from '../../../components/option-items';

const blank = (): ActivityForm => ({ kind: 'call', date: localDayIso(), who: '', note: '' });

/** The add form: its entry's id is chosen when it opens, so a double click or a retry cannot add it twice. */
function AddActivityForm({ organisationId }: { organisationId: string }) {
  const [entryId, setEntryId] = useState(() => newActivityId(organisationId));
  const form = useForm<ActivityForm>({ resolver: zodResolver(zActivityForm), defaultValues: blank() });
  const add = useAddActivity(organisationId);
  const submit = form.handleSubmit((values) =>
    add.mutate(
      { id: entryId, form: values },
      {
        onSuccess: () => {
          // Only once it is written: the next entry gets a new id and an empty note.
          setEntryId(newActivityId(organisationId));
          form.reset({ ...blank(), kind: values.kind, who: values.who });
        },
      },
    ),
  );
  const { control } = form;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add to the timeline" sx={{ mb: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="kind"
            label="Kind"
            sx={{ minWidth: 140 }}
            options={optionsOf(ACTIVITY_KINDS, KIND_LABELS)}
          />
          <FormDateField control={control} name="date" label="Date" sx={{ minWidth: 180 }} />
          <FormTextField control={control} name="who" label="Who" fullWidth autoComplete="off" />
        </Stack>
        <FormTextField control={control} name="note" label="Note" multiline minRows={2} fullWidth />
        <OutcomeNotice
          outcome={outcomeOf(add, () => 'Added to the timeline.')}
          onClose={() => add.reset()}
          sx={{}}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add to timeline'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function ActivityItem({
  activity: a,
  label,
  onDelete,
}: {
  activity: ActivityWithId;
  label: string;
  onDelete: () => void;
}) {
  return (
    <ListItem
      divider
      data-testid="timeline-entry"
      sx={{ alignItems: 'flex-start', px: 0 }}
      secondaryAction={
        <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${label}`}>
          Delete
        </Button>
      }
    >
      <Stack spacing={0.5} sx={{ pr: 10, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={KIND_LABELS[a.kind]} variant="outlined" />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {dayText(a.date)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {a.who}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {a.note}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** The partner's calls, meetings and e-mails, newest first, with an add form and delete for mistakes. */
export function ActivityTimeline({ organisationId }: { organisationId: string }) {
  const activities = useActivities(organisationId);
  const remove = useDeleteActivity(organisationId);
  const [deleting, setDeleting] = useState<ActivityWithId | null>(null);
  const label = (a: ActivityWithId) => `${KIND_LABELS[a.kind]} on ${dayText(a.date)} with ${a.who}`;

  return (
    <Box>
      <AddActivityForm organisationId={organisationId} />
      <OutcomeNotice
        outcome={outcomeOf(remove, (_, v) => `Deleted: ${v.label}.`)}
        onClose={() => remove.reset()}
      />
      <QueryState
        query={activities}
        loadingLabel="Loading the timeline"
        errorText="The timeline could not be loaded"
        isEmpty={(d) => d.pages.every((p) => p.entries.length === 0)}
        empty={
          <EmptyState title="Nothing on the timeline yet" hint="Add the first call, meeting or e-mail." />
        }
      >
        {(d) => (
          <>
            <List aria-label="Timeline" disablePadding>
              {d.pages
                .flatMap((p) => p.entries)
                .map((a) => (
                  <ActivityItem key={a.id} activity={a} label={label(a)} onDelete={() => setDeleting(a)} />
                ))}
            </List>
            {activities.hasNextPage && (
              <Button
                sx={{ mt: 1 }}
                onClick={() => activities.fetchNextPage()}
                disabled={activities.isFetchingNextPage}
              >
                {activities.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
              </Button>
            )}
            {activities.isFetchNextPageError && (
              <RetryAlert onRetry={() => activities.fetchNextPage()}>
                The older entries could not be loaded.
              </RetryAlert>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={!!deleting}
        title="Delete this entry?"
        message={deleting ? `${label(deleting)} leaves the timeline. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate(
              { id: deleting.id, label: label(deleting) },
              { onSettled: () => setDeleting(null) },
            );
        }}
      />
    </Box>
  );
}
