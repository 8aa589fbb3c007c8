import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { messageOf } from '../../../lib/errors';
import { pinTagRebuildText } from '../pin-tag-rebuild';
import { useRebuildPinTags } from '../queries';

/**
 * Super admins only: pin tags follow the pins' saves, but tags written before that, or by other tools, can
 * disagree with the pins. This reads every pin once and corrects the pin tags.
 */
export function RebuildPinTags() {
  const rebuild = useRebuildPinTags();
  // The service's words for how far it has got; shown while the rebuild runs.
  const [progress, setProgress] = useState('Starting…');
  const notice = outcomeOf(rebuild, pinTagRebuildText, (e) => `Rebuilding pin tags failed: ${messageOf(e)}`);

  function start() {
    setProgress('Starting…');
    rebuild.reset();
    rebuild.mutate(setProgress);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="rebuild-pin-tags">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          Pin tags follow the pins’ location tags as pins are saved. Tags written before that, or by other
          tools, may disagree; rebuilding reads every pin once and corrects them.
        </Typography>
        <Button variant="outlined" onClick={start} disabled={rebuild.isPending}>
          Rebuild pin tags
        </Button>
      </Box>
      {rebuild.isPending && (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <LinearProgress aria-label="Rebuilding pin tags" />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {progress}
          </Typography>
        </Box>
      )}
      <OutcomeNotice outcome={notice} onClose={() => rebuild.reset()} sx={{ mt: 2 }} />
    </Paper>
  );
}
