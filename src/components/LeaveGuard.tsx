import { useEffect, useSyncExternalStore } from 'react';
import { pendingSaves } from '../lib/pending-saves';

/**
 * Asks before the page is left or reloaded while any save is still waiting: a reload then would drop it with
 * nothing said. Mounted once in the app shell; renders nothing.
 */
export function LeaveGuard() {
  const waiting = useSyncExternalStore(pendingSaves.subscribe, pendingSaves.count, () => 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [waiting]);
  return null;
}
