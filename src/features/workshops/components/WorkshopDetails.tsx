import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import type { Workshop } from '../model';
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
      <Typography variant="subtitle2">Facilitators</Typography>
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
      <Typography variant="subtitle2">Interest</Typography>
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
        {(records) =>
          records.map((i) => (
            <Typography key={i.id} variant="body2">
              {i.name || i.email}: {i.canAttend ? 'can attend' : 'cannot attend'}
              {i.needsCoverage ? ', needs coverage' : ''}
              {i.notes && ` — “${i.notes}”`}
            </Typography>
          ))
        }
      </QueryState>
    </Stack>
  );
}
