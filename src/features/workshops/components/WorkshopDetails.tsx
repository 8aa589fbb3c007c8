import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { feedbackRequestText } from '../delivery-model';
import type { InterestRecord, Workshop } from '../model';
import { useInterest } from '../queries';

export function ContactInfo({ w }: { w: Workshop }) {
  return (
    <Box>
      <Typography variant="body2">
        <strong>Lead contact:</strong> {w.leadContact.name} · {w.leadContact.email}
        {w.leadContact.phone && ` · ${w.leadContact.phone}`}
      </Typography>
      {w.additionalContacts.map((c) => (
        <Typography key={c.email} variant="body2">
          <strong>Contact:</strong> {c.name} · {c.email}
          {c.phone && ` · ${c.phone}`}
        </Typography>
      ))}
    </Box>
  );
}

/** Assigned facilitators with their response, and participants' interest. */
export function ResponsesAndInterest({ w }: { w: Workshop & { id: string } }) {
  const interest = useInterest(w.id);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="p">
        Facilitators
      </Typography>
      {w.facilitators.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody assigned yet.
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {w.facilitators.map((f) => (
            <Chip
              key={f.userId}
              label={`${f.name || f.email} (${f.type}): ${w.responses[f.userId] ?? 'no response yet'}`}
              color={
                w.responses[f.userId] === 'available'
                  ? 'success'
                  : w.responses[f.userId] === 'unavailable'
                    ? 'error'
                    : 'default'
              }
              variant="outlined"
            />
          ))}
        </Stack>
      )}
      <Typography variant="subtitle2" component="p">
        Interest
      </Typography>
      <QueryState
        query={interest}
        rows={1}
        loadingLabel="Loading interest"
        empty={
          <Typography variant="body2" color="text.secondary">
            No participant has shown interest yet.
          </Typography>
        }
      >
        {(records) => <InterestList records={records} />}
      </QueryState>
    </Stack>
  );
}

/** Up to this many interested people are listed at once; more fold behind "Show all" so rows stay readable. */
const INTEREST_SHOWN = 3;

/**
 * Who showed interest: a count (how many can attend) and the names, folded when there are many, since a workshop
 * with twenty interested people would otherwise make its row in the manager's table a screen tall.
 */
export function InterestList({ records }: { records: (InterestRecord & { id: string })[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const canAttend = records.filter((i) => i.canAttend).length;
  const folded = records.length > INTEREST_SHOWN && !open;
  const shown = folded ? records.slice(0, INTEREST_SHOWN) : records;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {records.length} interested, {canAttend} can attend
      </Typography>
      <Box id={listId}>
        {shown.map((i) => (
          <Typography key={i.id} variant="body2">
            {i.name || i.email}: {i.canAttend ? 'can attend' : 'cannot attend'}
            {i.needsCoverage ? ', needs coverage' : ''}
            {i.notes && ` — “${i.notes}”`}
          </Typography>
        ))}
      </Box>
      {records.length > INTEREST_SHOWN && (
        <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Show fewer' : `Show all ${records.length}`}
        </Button>
      )}
    </Box>
  );
}

/** A delivered workshop: when, and whether its feedback form went out. */
export function DeliveryStatus({ w }: { w: Workshop }) {
  const text = feedbackRequestText(w);
  if (!text) return null;
  return (
    <Box sx={{ pt: 1 }} data-testid="delivery-status">
      {w.completedAt && (
        <Typography variant="body2">
          <strong>Delivered</strong> {formatDate(w.completedAt)}
        </Typography>
      )}
      <Typography
        variant="body2"
        color={w.feedbackRequest?.state === 'failed' ? 'error' : 'text.primary'}
        role="status"
      >
        {text}
      </Typography>
    </Box>
  );
}
