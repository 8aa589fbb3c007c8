import { countOf } from './plural';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its services, as the person should be told: the browser's own network state
 * (navigator.onLine with its online/offline events) and whether Firestore answers. Firestore has no "reachable"
 * signal of its own: a save that has been waiting longer than UNREACHABLE_AFTER_MS while the browser says it is
 * online means the server is not answering (a service down, a captive portal, a dead Wi-Fi). A save that ends
 * says it answers again.
 */
export type ConnectionStatus = 'online' | 'offline' | 'unreachable';

export interface ConnectionFacts {
  browserOnline: boolean;
  /** When the oldest save still waiting started (ms since epoch), null when none is waiting. */
  oldestPendingSince: number | null;
  now: number;
}

/** How long a save may wait while "online" before the server counts as not answering. */
export const UNREACHABLE_AFTER_MS = 8_000;

export function connectionStatus({
  browserOnline,
  oldestPendingSince,
  now,
}: ConnectionFacts): ConnectionStatus {
  if (!browserOnline) return 'offline';
  if (oldestPendingSince !== null && now - oldestPendingSince >= UNREACHABLE_AFTER_MS) return 'unreachable';
  return 'online';
}

/** What the notice says for a status; `back` is said once when it returns to online. */
export const CONNECTION_TEXT = {
  offline: 'You are offline. What you save is kept on this page and sent when the connection returns.',
  unreachable:
    'The server is not answering. What you save is kept on this page and sent when it answers again.',
  back: 'Back online.',
} as const;

/** The notice's words: the status, and how many saves are waiting for it (so a screen without its own save
 * status still says that something is not saved yet). */
export function connectionText(status: ConnectionStatus, waiting: number): string {
  if (status === 'online')
    return waiting === 0
      ? CONNECTION_TEXT.back
      : `${CONNECTION_TEXT.back} Saving ${countOf(waiting, 'change')}…`;
  if (waiting === 0) return CONNECTION_TEXT[status];
  return `${CONNECTION_TEXT[status]} ${countOf(waiting, 'change')} waiting to be saved.`;
}

// The browser's online flag, shared by every component that asks (one pair of listeners for the whole app).
function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const browserOnline = () => navigator.onLine;

/** True while the browser says it has a network (re-renders on the online/offline events). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, browserOnline, () => true);
}
