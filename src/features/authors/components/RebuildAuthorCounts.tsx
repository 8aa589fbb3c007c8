import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { progressText, resultText, type RebuildProgress } from '../project-keys';
import { useRebuildAuthorCounts } from '../queries';

const START: RebuildProgress = {
  phase: 'recordings',
  recordingsRead: 0,
  authorsRead: 0,
  written: 0,
  toWrite: 0,
};

/**
 * Super admins only: per-project author counts rely on each profile's projectKeys, which recordings created by
 * the mobile app can leave behind. This reads every recording once and corrects the lists.
 */
export function RebuildAuthorCounts() {
  const rebuild = useRebuildAuthorCounts();
  // How far the running rebuild has got, as the service reports it.
  const [progress, setProgress] = useState<RebuildProgress>(START);

  function start() {
    setProgress(START);
    rebuild.reset();
    rebuild.mutate(setProgress);
  }

  // Profiles that could not be written make a finished run a warning rather than a success.
  const notice = rebuild.isSuccess
    ? {
        severity: rebuild.data.failed.length > 0 ? ('warning' as const) : ('success' as const),
        text: resultText(rebuild.data),
      }
    : rebuild.isError
      ? { severity: 'error' as const, text: `Rebuilding author counts failed: ${messageOf(rebuild.error)}` }
      : null;
  const determinate = progress.phase === 'writing' && progress.toWrite > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="rebuild-author-counts">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          The Authors column counts the profiles that list the project. Recordings added from the app can
          leave those lists behind; rebuilding reads every recording once and corrects them.
        </Typography>
        <Button variant="outlined" onClick={start} disabled={rebuild.isPending}>
          Rebuild author counts
        </Button>
      </Box>
      {rebuild.isPending && (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <LinearProgress
            aria-label="Rebuilding author counts"
            variant={determinate ? 'determinate' : 'indeterminate'}
            value={determinate ? (100 * progress.written) / progress.toWrite : undefined}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {progressText(progress)}
          </Typography>
        </Box>
      )}
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 2 }} role="status" onClose={() => rebuild.reset()}>
          {notice.text}
        </Alert>
      )}
    </Paper>
  );
}
