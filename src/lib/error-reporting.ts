import { env } from './env';

export const MAX_BREADCRUMBS = 25;
export const MAX_EVENTS_PER_SESSION = 10;

type Sentry = typeof import('@sentry/react');

/** A `beforeSend` that lets through at most `max` events per page session, then drops the rest. */
export function eventLimiter<E>(max: number): (event: E) => E | null {
  let sent = 0;
  return (event) => {
    if (sent >= max) return null;
    sent += 1;
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
