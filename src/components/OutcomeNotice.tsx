import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** What an action came to: shown until dismissed or replaced by the next one. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** An action's outcome, announced to screen readers (role status), green when it worked and red when not. */
export function OutcomeNotice({
  outcome,
  onClose,
  sx = { mb: 2 },
}: {
  outcome: Outcome | null;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} sx={sx} role="status" onClose={onClose}>
      {outcome.text}
    </Alert>
  );
}
