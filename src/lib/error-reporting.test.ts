// @vitest-environment jsdom
import type { init } from '@sentry/react';
import {
  eventLimiter,
  EVENTS_SENT_KEY,
  MAX_BREADCRUMBS,
  MAX_EVENTS_PER_SESSION,
  sessionCounter,
} from './error-reporting';

type InitOptions = NonNullable<Parameters<typeof init>[0]>;
const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/react', () => sentry);

type Event = { n: number };

/** A fresh copy of the module, as after a page reload: module state is gone, sessionStorage is not. */
async function reload() {
  vi.resetModules();
  const { env } = await import('./env');
  env.VITE_SENTRY_DSN = 'https://key@sentry.invalid/1';
  return import('./error-reporting');
}

/** The beforeSend the app gives Sentry on one page load. */
async function beforeSendOfOnePageLoad(): Promise<(event: Event) => Event | null> {
  const module = await reload();
  sentry.init.mockClear();
  module.initErrorReporting();
  await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));
  const options = sentry.init.mock.calls[0]![0] as InitOptions;
  expect(options.maxBreadcrumbs).toBe(25);
  return options.beforeSend as unknown as (event: Event) => Event | null;
}

const sendMany = (send: (event: Event) => Event | null, count: number) =>
  Array.from({ length: count }, (_, n) => send({ n })).filter(Boolean);

/** Storage whose every call throws, as when the browser blocks it. */
const throwingStorage = () => {
  throw new DOMException('blocked', 'SecurityError');
};

beforeEach(() => sessionStorage.clear());

describe('error reporting limits', () => {
  it('are 25 breadcrumbs and 10 events per session', () => {
    expect(MAX_BREADCRUMBS).toBe(25);
    expect(MAX_EVENTS_PER_SESSION).toBe(10);
  });

  it('lets through at most the limit and drops the rest', () => {
    const limit = eventLimiter<Event>(10);
    const sent = sendMany(limit, 15);
    expect(sent).toHaveLength(10);
    expect(sent.at(-1)).toEqual({ n: 9 });
    expect(sessionStorage.getItem(EVENTS_SENT_KEY)).toBe('10');
  });

  it('counts per browser session: the count survives a reload of the page', async () => {
    expect(sendMany(await beforeSendOfOnePageLoad(), 6)).toHaveLength(6);
    // A reload starts the module again; only 4 of the session's 10 are left.
    expect(sendMany(await beforeSendOfOnePageLoad(), 10)).toHaveLength(4);
    expect(sendMany(await beforeSendOfOnePageLoad(), 10)).toHaveLength(0);
  });

  it('starts again in a new browser session (sessionStorage emptied)', async () => {
    expect(sendMany(await beforeSendOfOnePageLoad(), 12)).toHaveLength(10);
    sessionStorage.clear();
    expect(sendMany(await beforeSendOfOnePageLoad(), 12)).toHaveLength(10);
  });
});

describe('sessionCounter when storage misbehaves', () => {
  it('still limits within the page when storage throws on every call', () => {
    const limit = eventLimiter<Event>(10, sessionCounter(EVENTS_SENT_KEY, throwingStorage));
    expect(sendMany(limit, 15)).toHaveLength(10);
  });

  it('still limits when writing fails (quota) though reading works', () => {
    const full: Storage = Object.assign(Object.create(sessionStorage) as Storage, {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const limit = eventLimiter<Event>(
      10,
      sessionCounter(EVENTS_SENT_KEY, () => full),
    );
    expect(sendMany(limit, 15)).toHaveLength(10);
  });

  it('still limits when there is no storage at all', () => {
    const limit = eventLimiter<Event>(
      3,
      sessionCounter(EVENTS_SENT_KEY, () => undefined),
    );
    expect(sendMany(limit, 5)).toHaveLength(3);
  });

  it.each(['abc', '-4', '1.5', ''])('reads a stored %j as no events sent yet', (stored) => {
    sessionStorage.setItem(EVENTS_SENT_KEY, stored);
    expect(sessionCounter(EVENTS_SENT_KEY).get()).toBe(0);
  });

  it('never lowers the count when storage is cleared behind its back within the page', () => {
    const counter = sessionCounter(EVENTS_SENT_KEY);
    counter.set(7);
    sessionStorage.removeItem(EVENTS_SENT_KEY);
    expect(counter.get()).toBe(7);
  });
});
