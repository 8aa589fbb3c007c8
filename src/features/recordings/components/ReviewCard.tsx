import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { FilterSelect } from '../../../components/FilterSelect';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { messageOf } from '../../../lib/errors';
import { publishProblem } from '../consent';
import { CONTENT_RATINGS, type ContentRating } from '../model';
import { reasonProblem, REASON_MAX, type Decision } from '../moderation';
import { useDecideRecording, useSetContentRating } from '../queries';
import type { RecordingRow } from '../service';
import { ConsentActions } from './ConsentActions';
import { ConsentSummary } from './ConsentSummary';
import { RecordingDetailsSummary } from './RecordingDetailsSummary';
import { optionsOf } from '../../../components/option-items';

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
  /** Says what was done, once it is. */
  onDone: (text: string) => void;
  /** Opens the album and tags editor. */
  onEdit: () => void;
}) {
  // The reason is checked by the same rule the service applies (reasonProblem), shown once the field is left.
  const form = useForm({ defaultValues: { reason: '' }, mode: 'onTouched' });
  const decide = useDecideRecording();
  const rate = useSetContentRating();
  const busy = decide.isPending || rate.isPending;
  const failed = decide.error ?? rate.error;
  const title = recording.title || recording.id;
  // Publishing needs a standing consent (the rules refuse it otherwise): the button says so before anyone tries.
  const refused = publishProblem(recording);
  const refusedId = `publish-refused-${recording.id}`;

  function decideAs(status: Decision) {
    return form.handleSubmit(({ reason }) => {
      rate.reset();
      decide.mutate(
        { id: recording.id, status, reason },
        { onSuccess: () => onDone(`“${title}” ${status}.`) },
      );
    });
  }
  function rateAs(rating: ContentRating) {
    decide.reset();
    rate.mutate({ id: recording.id, rating }, { onSuccess: () => onDone(`“${title}” rated ${rating}.`) });
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
        <ConsentSummary recording={recording} />
        {refused && (
          <Alert severity="info" id={refusedId} sx={{ mt: 1 }}>
            Approve is unavailable: {refused}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <FilterSelect
            label="Content rating"
            value={recording.contentRating ?? ''}
            disabled={!canRate || busy}
            onChange={(rating) => {
              if (rating) rateAs(rating);
            }}
            options={optionsOf(CONTENT_RATINGS)}
            minWidth={180}
            helperText={canRate ? undefined : 'Ratings are set by curators'}
          />
          <Controller
            name="reason"
            control={form.control}
            rules={{ validate: (reason) => reasonProblem(reason) ?? true }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextInput
                {...field}
                inputRef={ref}
                size="small"
                label="Reason"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Required for approval and rejection'}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                fullWidth
              />
            )}
          />
        </Stack>
        {failed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(failed)}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          color="success"
          disabled={busy || Boolean(refused)}
          aria-describedby={refused ? refusedId : undefined}
          onClick={(e) => void decideAs('approved')(e)}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={(e) => void decideAs('rejected')(e)}
        >
          Reject
        </Button>
        <Button disabled={busy} onClick={onEdit} aria-label={`Edit album and tags of ${title}`}>
          Edit album and tags
        </Button>
        <ConsentActions recording={recording} disabled={busy} onDone={onDone} />
      </CardActions>
    </Card>
  );
}
