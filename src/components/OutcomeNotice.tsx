import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** What an action came to: shown until dismissed or replaced by the next one. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * An action's outcome, announced to screen readers (role status), green when it worked and red when not. With
 * `onRetry`, a failure offers "Try again" (the work is still there to send again).
 */
export function OutcomeNotice({
  outcome,
  onClose,
  onRetry,
  sx = { mb: 2 },
}: {
  outcome: Outcome | null;
  onClose: () => void;
  onRetry?: () => unknown;
  sx?: SxProps<Theme>;
}) {
  if (!outcome) return null;
  const retry = onRetry && (
    <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void onRetry()}>
      Try again
    </Button>
  );
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} sx={sx} role="status" onClose={onClose} action={retry}>
      {outcome.text}
    </Alert>
  );
}
