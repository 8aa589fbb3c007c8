import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionText, type ConnectionStatus } from '../lib/connection-state';
import { pendingSaves } from '../lib/pending-saves';
import { useConnectionStatus } from '../lib/use-connection-status';

/**
 * A small notice at the bottom of every page (mounted once in the app shell) while the browser is offline or
 * Firestore is not answering, and "Back online." for a few seconds when it returns. Polite: it never moves the
 * focus or interrupts a screen reader. Placed where MUI's Snackbar would put it, without the Snackbar: every page
 * carries this, and the Snackbar's transition and click-away machinery cost each of them ~3 KB of JS gzip.
 */
/** How long "Back online." stays. */
const HIDE_MS = 4_000;

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
  // Said until what waited has been sent, then for a few seconds more.
  const hideAfter = back && status === 'online' && waiting === 0 ? HIDE_MS : null;
  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(() => setBack(false), hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter, text]);
  if (!open) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        minWidth: { sm: 288 },
      }}
    >
      <Alert
        severity={status === 'online' ? 'success' : 'warning'}
        variant="filled"
        role="status"
        aria-live="polite"
        data-testid="connection-notice"
        data-status={status}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {text}
      </Alert>
    </Box>
  );
}
