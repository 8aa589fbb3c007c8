import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import { connectionText, type ConnectionStatus } from '../lib/connection-state';
import { pendingSaves } from '../lib/pending-saves';
import { useConnectionStatus } from '../lib/use-connection-status';

/**
 * A small notice at the bottom of every page (mounted once in the app shell) while the browser is offline or
 * Firestore is not answering, and "Back online." for a few seconds when it returns. Polite: it never moves the
 * focus or interrupts a screen reader.
 */
export function ConnectionNotice() {
  const status = useConnectionStatus();
  const [back, setBack] = useState(false);
  // "Back online." is said when the status returns to online (worked out while rendering, not in an effect).
  const [previous, setPrevious] = useState<ConnectionStatus>(status);
  if (previous !== status) {
    setPrevious(status);
    setBack(status === 'online');
  }

  const open = status !== 'online' || back;
  const waiting = useSyncExternalStore(pendingSaves.subscribe, pendingSaves.count, () => 0);
  const text = connectionText(status, waiting);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // Said until what waited has been sent, then for a few seconds more.
      autoHideDuration={status === 'online' && waiting === 0 ? 4_000 : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setBack(false);
      }}
    >
      <Alert
        severity={status === 'online' ? 'success' : 'warning'}
        variant="filled"
        role="status"
        aria-live="polite"
        data-testid="connection-notice"
        data-status={status}
        sx={{ width: '100%' }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
