import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { pinTagRebuildText } from '../pin-tag-rebuild';
import { rebuildPinTags } from '../pin-tag-rebuild-service';
import { OutcomeNotice } from '../../../components/OutcomeNotice';

/**
 * Super admins only: pin tags follow the pins' saves, but tags written before that, or by other tools, can
 * disagree with the pins. This reads every pin once and corrects the pin tags.
 */
export function RebuildPinTags({ onDone }: { onDone: () => Promise<unknown> }) {
  const [progress, setProgress] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function rebuild() {
    setNotice(null);
    setProgress('Starting…');
    try {
      setNotice({ ok: true, text: pinTagRebuildText(await rebuildPinTags(setProgress)) });
    } catch (error) {
      setNotice({ ok: false, text: `Rebuilding pin tags failed: ${messageOf(error)}` });
    } finally {
      setProgress(null);
      // Even a run that failed half-way may have corrected some tags.
      void onDone();
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="rebuild-pin-tags">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          Pin tags follow the pins’ location tags as pins are saved. Tags written before that, or by other
          tools, may disagree; rebuilding reads every pin once and corrects them.
        </Typography>
        <Button variant="outlined" onClick={() => void rebuild()} disabled={progress !== null}>
          Rebuild pin tags
        </Button>
      </Box>
      {progress && (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <LinearProgress aria-label="Rebuilding pin tags" />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {progress}
          </Typography>
        </Box>
      )}
      <OutcomeNotice outcome={notice} onClose={() => setNotice(null)} sx={{ mt: 2 }} />
    </Paper>
  );
}
