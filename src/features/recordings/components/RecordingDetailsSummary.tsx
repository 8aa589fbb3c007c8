import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecordingRow } from '../service';

function TagLine({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100 }}>
        {label}
      </Typography>
      {names.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          none
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          aria-label={label}
          sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0 }}
        >
          {names.map((name) => (
            <Chip component="li" key={name} size="small" label={name} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A recording's album key and tags as saved, on the moderation cards. */
export function RecordingDetailsSummary({ recording }: { recording: RecordingRow }) {
  return (
    <Stack spacing={0.5} sx={{ mt: 1.5 }} data-testid="recording-details">
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100 }}>
          Album key
        </Typography>
        <Typography variant="body2" color={recording.albumKey ? 'text.primary' : 'text.secondary'}>
          {recording.albumKey || 'none'}
        </Typography>
      </Stack>
      <TagLine label="Subject tags" names={recording.tags.subjectTags} />
      <TagLine label="Genre tags" names={recording.tags.genreTags} />
    </Stack>
  );
}
