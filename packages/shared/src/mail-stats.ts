/**
 * The workshop e-mail figures of /email-management (the last 30 days, per day), kept as
 * counters by the server in one document, so the chart reads one document however many e-mails there were.
 * Pure: the functions, the seed and the app use the same day keys and the same arithmetic.
 */
export const MAIL_STATS_PATH = 'workshopEmailStats/daily';
export const STATS_WINDOW_DAYS = 30;
/** The server drops days older than this from the document (the sweep), so it never grows. */
export const STATS_KEEP_DAYS = 60;

type Status = 'sent' | 'failed';
export interface DayStats {
  day: string;
  sent: number;
  failed: number;
}
/** `days` of the stats document: UTC day → counts. */
export type DayCounters = Record<string, Partial<Record<Status, number>>>;

/** The UTC day of a moment, `YYYY-MM-DD`, the key the counters use. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * How the counters change when a log entry goes from `before` (null: new) to `after`: a field path per counter
 * (`days.2026-11-25.sent`) and its change. A resend that turns yesterday's failure into today's success moves one
 * count from yesterday's `failed` to today's `sent`.
 */
export function statsDelta(
  before: { status: Status; sentAt: Date } | null,
  after: { status: Status; sentAt: Date },
): Record<string, number> {
  const delta: Record<string, number> = {};
  const add = (e: { status: Status; sentAt: Date }, by: number) => {
    const key = `days.${dayKey(e.sentAt)}.${e.status}`;
    delta[key] = (delta[key] ?? 0) + by;
    if (delta[key] === 0) delete delta[key];
  };
  if (before) add(before, -1);
  add(after, 1);
  return delta;
}

/** The window's days, oldest first, zero-filled, from the counters. */
export function statsFromCounters(days: DayCounters, now: Date): DayStats[] {
  const out: DayStats[] = [];
  for (let i = STATS_WINDOW_DAYS - 1; i >= 0; i--) {
    const day = dayKey(new Date(now.getTime() - i * 86_400_000));
    out.push({ day, sent: Math.max(0, days[day]?.sent ?? 0), failed: Math.max(0, days[day]?.failed ?? 0) });
  }
  return out;
}

/** Day keys older than STATS_KEEP_DAYS before `now`, for the sweep to delete. */
export const expiredDays = (days: DayCounters, now: Date) => {
  const oldest = dayKey(new Date(now.getTime() - STATS_KEEP_DAYS * 86_400_000));
  return Object.keys(days).filter((d) => d < oldest);
};
