import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useConnectionStatus } from '../lib/use-connection-status';
import { OutcomeNotice, type Outcome } from './OutcomeNotice';
import { SAVE_TEXT, saveState } from './save-state';

/**
 * A save's state next to its button, so the button never just greys out: "Saving…", then "Waiting for the
 * connection…" while the browser is offline or the server does not answer (the write is kept and goes when it
 * can), then the outcome: saved, or failed with the reason and a Try again (when `onRetry` is given).
 */
export function SaveStatus({
  pending,
  outcome,
  onClose,
  onRetry,
  sx = { mb: 2 },
}: {
  pending: boolean;
  outcome: Outcome | null;
  onClose: () => void;
  onRetry?: () => unknown;
  sx?: SxProps<Theme>;
}) {
  const state = saveState(pending, useConnectionStatus());
  if (state === 'done')
    return (
      <OutcomeNotice
        outcome={outcome}
        onClose={onClose}
        onRetry={outcome?.ok ? undefined : onRetry}
        sx={sx}
      />
    );
  return (
    <Alert
      severity={state === 'waiting' ? 'warning' : 'info'}
      icon={<CircularProgress size={20} aria-hidden />}
      role="status"
      data-save-state={state}
      sx={sx}
    >
      {SAVE_TEXT[state]}
    </Alert>
  );
}
