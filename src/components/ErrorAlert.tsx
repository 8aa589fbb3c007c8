import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { messageOf } from '../lib/errors';

/**
 * What went wrong with an action, in the error catalogue's words, announced to screen readers as it appears;
 * nothing while there is no error (a mutation's `error` is null until one fails).
 */
export function ErrorAlert({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  if (error == null) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {messageOf(error)}
    </Alert>
  );
}
