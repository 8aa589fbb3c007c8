import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BulkOperation } from '@storytelling/shared/subscriber-bulk';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Outcome } from '../../../components/OutcomeNotice';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { SubscriberFilter, SubscriberList } from '../model';
import { subscriberKeys, useStartBulkJob } from '../queries';
import { watchBulkJob, type BulkJobProgress } from '../service';
import { FilterSelect } from '../../../components/FilterSelect';

const people = (n: number) => `${n.toLocaleString('en-GB')} subscriber${n === 1 ? '' : 's'}`;

/** What each action is called in its dialog, its button and its progress. */
function wordsFor(op: BulkOperation, count: string, listName: string) {
  switch (op.kind) {
    case 'addToList':
      return {
        title: `Add ${count} to ${listName}?`,
        message: `Every subscriber matching the filter is added to ${listName}. Joining it this way starts none of its automations.`,
        confirm: 'Add to list',
        doing: `Adding to ${listName}`,
        done: 'Added to the list',
      };
    case 'removeFromList':
      return {
        title: `Remove ${count} from ${listName}?`,
        message: `Every subscriber matching the filter is taken off ${listName}; their records stay.`,
        confirm: 'Remove from list',
        doing: `Removing from ${listName}`,
        done: 'Removed from the list',
      };
    case 'delete':
      return {
        title: `Delete ${count}?`,
        message: `Every subscriber matching the filter is removed from this organisation's subscribers. This cannot be undone.`,
        confirm: 'Delete',
        doing: 'Deleting',
        done: 'Deleted',
      };
    case 'erase':
      return {
        title: `Erase ${count}?`,
        message: `Every subscriber matching the filter is removed and never e-mailed again: only a suppression entry (a one-way hash of each address) is kept, so no import or form adds them back. This cannot be undone.`,
        confirm: 'Erase',
        doing: 'Erasing',
        done: 'Erased',
      };
  }
}

/**
 * The actions on every subscriber matching the filter ("select all N matching"): each confirmed in a dialog
 * that names the count, then run by the server as a job whose progress shows here as it goes.
 */
export function MatchingBulkBar({
  filter,
  count,
  exact,
  lists,
  onOutcome,
  onFinished,
}: {
  filter: SubscriberFilter;
  count: number;
  /** False when the count is an upper bound (a long search checked on reading). */
  exact: boolean;
  lists: WithId<SubscriberList>[];
  onOutcome: (o: Outcome) => void;
  onFinished: () => void;
}) {
  const client = useQueryClient();
  const [listId, setListId] = useState('');
  const [asking, setAsking] = useState<BulkOperation | null>(null);
  const starter = useStartBulkJob();
  const starting = starter.isPending;
  const [job, setJob] = useState<{ progress: BulkJobProgress; op: BulkOperation } | null>(null);
  const list = lists.find((l) => l.id === listId);
  const countWords = `${exact ? '' : 'up to '}${people(count)}`;

  // Follows the running job; once it is done, says what was done and the tables and totals are read again.
  const jobId = job?.progress.jobId;
  const doneWords = job ? wordsFor(job.op, '', list?.name ?? 'the list').done : '';
  useEffect(() => {
    if (!jobId) return;
    return watchBulkJob(
      jobId,
      (progress) => {
        if (!progress) return;
        if (progress.status !== 'done') return setJob((j) => (j ? { ...j, progress } : j));
        onOutcome({ ok: true, text: `${doneWords}: ${people(progress.done)}` });
        setJob(null);
        void client.invalidateQueries({ queryKey: subscriberKeys.all });
        onFinished();
      },
      (e) => onOutcome({ ok: false, text: messageOf(e) }),
    );
  }, [jobId, doneWords, client, onOutcome, onFinished]);
  const running = !!job;

  const start = (op: BulkOperation) =>
    starter.mutate(
      { filter, operation: op },
      {
        onSuccess: (progress) => setJob({ progress, op }),
        onError: (e) => onOutcome({ ok: false, text: messageOf(e) }),
        onSettled: () => setAsking(null),
      },
    );
  const words = asking ? wordsFor(asking, countWords, list?.name ?? 'the list') : null;
  const busy = starting || running;

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FilterSelect
          label="Target list"
          value={listId}
          onChange={setListId}
          options={lists.map((l) => ({
            value: l.id,
            label: l.doubleOptIn ? `${l.name} (people confirm themselves)` : l.name,
            disabled: l.doubleOptIn,
          }))}
        />
        <Button
          disabled={!listId || busy}
          onClick={() => setAsking({ kind: 'addToList', listId, startAutomations: false })}
        >
          Add all to list
        </Button>
        <Button disabled={!listId || busy} onClick={() => setAsking({ kind: 'removeFromList', listId })}>
          Remove all from list
        </Button>
        <Button color="error" disabled={busy} onClick={() => setAsking({ kind: 'delete' })}>
          Delete all
        </Button>
        <Button color="error" disabled={busy} onClick={() => setAsking({ kind: 'erase' })}>
          Erase all
        </Button>
      </Stack>
      {job && (
        <Stack spacing={0.5} sx={{ mt: 1.5 }}>
          <Typography variant="body2" id="bulk-progress-label">
            {wordsFor(job.op, '', list?.name ?? 'the list').doing}:{' '}
            {job.progress.done.toLocaleString('en-GB')} of {job.progress.total.toLocaleString('en-GB')}
          </Typography>
          <LinearProgress
            variant="determinate"
            aria-labelledby="bulk-progress-label"
            value={job.progress.total ? Math.min(100, (100 * job.progress.done) / job.progress.total) : 100}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={!!asking}
        title={words?.title ?? ''}
        message={words?.message ?? ''}
        confirmLabel={words?.confirm ?? ''}
        busy={starting}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && start(asking)}
      />
    </Paper>
  );
}
