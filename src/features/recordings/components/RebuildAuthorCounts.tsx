import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { useRefreshAuthors } from '../../authors/queries';
import { progressText, resultText, type RebuildProgress } from '../../authors/project-keys';
import { rebuildAuthorProjectKeys } from '../../authors/project-keys-service';
import { useRefreshRecordings } from '../queries';

/**
 * Super admins only: per-project author counts rely on each profile's projectKeys, which recordings created by
 * the mobile app can leave behind. This reads every recording once and corrects the lists.
 */
export function RebuildAuthorCounts() {
  const refreshRecordings = useRefreshRecordings();
  const refreshAuthors = useRefreshAuthors();
  const [progress, setProgress] = useState<RebuildProgress | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(
    null,
  );
  const running = progress !== null;

  async function rebuild() {
    setNotice(null);
    setProgress({ phase: 'recordings', recordingsRead: 0, authorsRead: 0, written: 0, toWrite: 0 });
    try {
      const result = await rebuildAuthorProjectKeys(setProgress);
      setNotice({ severity: result.failed.length > 0 ? 'warning' : 'success', text: resultText(result) });
    } catch (error) {
      setNotice({ severity: 'error', text: `Rebuilding author counts failed: ${messageOf(error)}` });
    } finally {
      setProgress(null);
      // Even a run that failed half-way may have corrected some profiles.
      void refreshRecordings();
      void refreshAuthors();
    }
  }

  const determinate = progress?.phase === 'writing' && progress.toWrite > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="rebuild-author-counts">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          The Authors column counts the profiles that list the project. Recordings added from the app can
          leave those lists behind; rebuilding reads every recording once and corrects them.
        </Typography>
        <Button variant="outlined" onClick={() => void rebuild()} disabled={running}>
          Rebuild author counts
        </Button>
      </Box>
      {progress && (
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
        <Alert severity={notice.severity} sx={{ mt: 2 }} role="status" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
    </Paper>
  );
}
