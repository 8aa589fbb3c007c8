import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { CONTENT_RATINGS, type ContentRating } from '../model';
import { reasonProblem, REASON_MAX, type Decision } from '../moderation';
import { decideRecording, setContentRating, type RecordingRow } from '../service';
import { RecordingDetailsSummary } from './RecordingDetailsSummary';

/** One recording to review: listen, optionally rate, then approve or reject with a reason. */
export function ReviewCard({
  recording,
  projectName,
  canRate,
  onDone,
  onEdit,
}: {
  recording: RecordingRow;
  projectName: string;
  /** Ratings move the recording between content tags, which only curators may write. */
  canRate: boolean;
  onDone: (text: string) => Promise<void>;
  /** Opens the album and tags editor. */
  onEdit: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = recording.title || recording.id;
  const problem = reasonProblem(reason);

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await onDone(done);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  function decide(status: Decision) {
    setTouched(true);
    if (problem) return;
    void run(() => decideRecording(recording.id, status, reason), `“${title}” ${status}.`);
  }

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="review-card">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {projectName} · pin {recording.pinKey ?? '—'} · author {recording.authorKey ?? '—'} ·{' '}
          {recording.moderation ? 'pending' : 'never moderated'}
        </Typography>
        {recording.audioUrl ? (
          <audio controls preload="none" src={recording.audioUrl} aria-label={`Play ${title}`} />
        ) : (
          <Alert severity="warning">This recording has no audio file.</Alert>
        )}
        <RecordingDetailsSummary recording={recording} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            size="small"
            label="Content rating"
            value={recording.contentRating ?? ''}
            disabled={!canRate || busy}
            onChange={(e) => {
              const rating = e.target.value as ContentRating;
              void run(() => setContentRating(recording.id, rating), `“${title}” rated ${rating}.`);
            }}
            sx={{ minWidth: 180 }}
            helperText={canRate ? undefined : 'Ratings are set by curators'}
          >
            {CONTENT_RATINGS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem !== null}
            helperText={touched && problem ? problem : 'Required for approval and rejection'}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            fullWidth
          />
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" disabled={busy} onClick={() => decide('approved')}>
          Approve
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => decide('rejected')}>
          Reject
        </Button>
        <Button disabled={busy} onClick={onEdit} aria-label={`Edit album and tags of ${title}`}>
          Edit album and tags
        </Button>
      </CardActions>
    </Card>
  );
}
