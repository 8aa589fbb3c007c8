import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionStatus, useBrowserOnline, type ConnectionStatus } from './connection-state';
import { pendingSaves } from './pending-saves';

/** The connection's state as the person should be told it, re-worked out while a save waits. */
export function useConnectionStatus(): ConnectionStatus {
  const browserOnline = useBrowserOnline();
  const oldest = useSyncExternalStore(pendingSaves.subscribe, pendingSaves.oldestSince, () => null);
  const [now, setNow] = useState(() => Date.now());
  // Only a waiting save can turn "online" into "unreachable": tick while one waits, not otherwise.
  useEffect(() => {
    if (oldest === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [oldest]);
  return connectionStatus({ browserOnline, oldestPendingSince: oldest, now: Math.max(now, oldest ?? 0) });
}
