import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RecordingRow } from '../service';
import { ConsentActions } from './ConsentActions';
import { ConsentSummary } from './ConsentSummary';
import { RecordingDetailsSummary } from './RecordingDetailsSummary';

const STATUS = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;

/**
 * One recording, whatever its review state: its details and, for a curator (`onEdit`), the way to edit them. A
 * reader of a shared project gets the card without the action.
 */
export function RecordingCard({
  recording,
  projectName,
  onEdit,
  onConsentDone,
}: {
  recording: RecordingRow;
  projectName: string;
  onEdit?: () => void;
  /** For the staff who manage it: its consent is shown and can be recorded or withdrawn; says what was done. */
  onConsentDone?: (text: string) => void;
}) {
  const title = recording.title || recording.id;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="recording-card">
      <CardContent sx={{ pb: onEdit ? 0 : undefined }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {projectName} · pin {recording.pinKey ?? '—'} · {recording.contentRating ?? 'not rated'} ·{' '}
          {recording.moderation ? STATUS[recording.moderation.status] : 'never moderated'}
        </Typography>
        <RecordingDetailsSummary recording={recording} />
        {onConsentDone && <ConsentSummary recording={recording} />}
      </CardContent>
      {onEdit && (
        <CardActions>
          <Button onClick={onEdit} aria-label={`Edit album and tags of ${title}`}>
            Edit album and tags
          </Button>
          {onConsentDone && <ConsentActions recording={recording} onDone={onConsentDone} />}
        </CardActions>
      )}
    </Card>
  );
}
