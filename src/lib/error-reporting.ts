import { env } from './env';

export const MAX_BREADCRUMBS = 25;
export const MAX_EVENTS_PER_SESSION = 10;

type Sentry = typeof import('@sentry/react');

/** Where the number of events sent in this browser session is kept (sessionStorage: one tab, across reloads). */
export const EVENTS_SENT_KEY = 'errorReporting.eventsSent';

export interface Counter {
  get(): number;
  set(count: number): void;
}

/**
 * A count kept in sessionStorage, so that "10 events per session" means the browser session, not the page load:
 * a crash loop that reloads the page must not send 10 more each time. Storage can be missing or throw (blocked
 * cookies, private modes, quota); the count then lives in memory for this page, and never goes down.
 */
export function sessionCounter(
  key: string,
  storage: () => Storage | undefined = () => globalThis.sessionStorage,
): Counter {
  let inMemory = 0;
  return {
    get() {
      try {
        const stored = Number(storage()?.getItem(key) ?? 0);
        if (Number.isSafeInteger(stored) && stored > inMemory) inMemory = stored;
      } catch {
        // Storage unavailable: the in-memory count stands.
      }
      return inMemory;
    },
    set(count) {
      inMemory = count;
      try {
        storage()?.setItem(key, String(count));
      } catch {
        // As above: this page still counts.
      }
    },
  };
}

/** A `beforeSend` that lets through at most `max` events per browser session, then drops the rest. */
export function eventLimiter<E>(
  max: number,
  counter: Counter = sessionCounter(EVENTS_SENT_KEY),
): (event: E) => E | null {
  return (event) => {
    const sent = counter.get();
    if (sent >= max) return null;
    counter.set(sent + 1);
    return event;
  };
}

let sentry: Sentry | null = null;
const pending: { error: unknown; context?: Record<string, unknown> }[] = [];

/**
 * Error reporting is off when no DSN is set. The SDK is loaded after start-up so it never delays the first
 * paint; errors raised before it arrives are queued and sent once it has.
 */
export function initErrorReporting(): void {
  if (!env.VITE_SENTRY_DSN) return;
  void import('@sentry/react').then((module) => {
    module.init({
      dsn: env.VITE_SENTRY_DSN,
      environment: env.VITE_SENTRY_ENVIRONMENT,
      maxBreadcrumbs: MAX_BREADCRUMBS,
      beforeSend: eventLimiter(MAX_EVENTS_PER_SESSION),
    });
    sentry = module;
    for (const item of pending.splice(0)) module.captureException(item.error, { extra: item.context });
  });
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? '');
  if (!env.VITE_SENTRY_DSN) return;
  if (sentry) sentry.captureException(error, { extra: context });
  else if (pending.length < MAX_EVENTS_PER_SESSION) pending.push({ error, context });
}
