import {
  emptyWeek,
  WEEK_FIGURES,
  weekFiguresOf,
  weekKey,
  weeksOf,
  weekStart,
  type WeekFigures,
} from '@storytelling/shared/analytics';
import { csvText } from '../../lib/csv';

/**
 * CRM analytics, pure: what the dashboards compute from the server's weekly counters
 * (packages/shared/src/analytics.ts describes where each figure comes from). Used by the analytics screen, the
 * partnership dashboard (through figures.ts) and their tests.
 */
export { WEEK_FIGURES, weekKey, weeksOf, type WeekFigures };

export interface Period {
  from: Date;
  to: Date;
}

/** What a partnership dashboard shows for a partner organisation over a period. */
export interface PartnerFigures {
  workshopsRequested: number;
  workshopsDelivered: number;
  participants: number;
  recordings: number;
  listens: number;
  emailsSent: number;
  /** The mean of the 1–5 rating answers of its feedback responses; null when there were none. */
  averageFeedbackScore: number | null;
}

/** One week's figures, keyed by its Monday. */
export interface Week {
  key: string;
  start: Date;
  figures: WeekFigures;
}

/** Below this, a count shown for a partner is hidden, so that no participant can be singled out. */
export const SMALL_COUNT = 5;
export const FEWER_THAN_FIVE = 'fewer than 5';

/**
 * A count as shown for a partner: 1–4 become "fewer than 5". 0 is shown as 0: "none" singles nobody out, and a
 * funder should see that nothing happened rather than a hint that something did. Fractions (never expected for
 * a count) are judged by their value, so 4.5 is hidden too.
 */
export function maskSmallCount(n: number): string | number {
  return n > 0 && n < SMALL_COUNT ? FEWER_THAN_FIVE : n;
}

/** The weeks of a period with their stored figures (0 where the server has no week yet), oldest first. */
export function weeksInPeriod(
  period: Period,
  stored: ReadonlyMap<string, unknown> | Record<string, unknown>,
): Week[] {
  const get = (key: string) =>
    stored instanceof Map ? stored.get(key) : (stored as Record<string, unknown>)[key];
  return weeksOf(period.from, period.to).map((start) => {
    const key = weekKey(start);
    return { key, start, figures: weekFiguresOf(get(key)) };
  });
}

/** The calendar years whose documents hold the weeks of a period. */
export function yearsOfPeriod(period: Period): number[] {
  const years = new Set(weeksOf(period.from, period.to).map((w) => w.getUTCFullYear()));
  return [...years].sort((a, b) => a - b);
}

export function totalOf(weeks: readonly Week[]): WeekFigures {
  const total = emptyWeek();
  for (const w of weeks) for (const f of WEEK_FIGURES) total[f] += w.figures[f];
  return total;
}

/** A mean rounded to two decimals, or null when there is nothing to average. */
export const averageScore = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 100) / 100 : null;

export function partnerFiguresOf(total: WeekFigures): PartnerFigures {
  return {
    workshopsRequested: total.workshopsRequested,
    workshopsDelivered: total.workshopsDelivered,
    participants: total.participants,
    recordings: total.recordings,
    listens: total.listens,
    emailsSent: total.emailsSent,
    averageFeedbackScore: averageScore(total.feedbackScoreSum, total.feedbackScoreCount),
  };
}

// ---------- Periods ----------

export const PERIOD_PRESETS = [
  { id: '4w', label: 'Last 4 weeks', weeks: 4 },
  { id: '13w', label: 'Last 13 weeks', weeks: 13 },
  { id: '26w', label: 'Last 26 weeks', weeks: 26 },
  { id: '52w', label: 'Last 52 weeks', weeks: 52 },
] as const;
export type PresetId = (typeof PERIOD_PRESETS)[number]['id'];

/** The last `weeks` weeks up to `now`, this week included. */
export function presetPeriod(id: PresetId, now: Date): Period {
  const weeks = PERIOD_PRESETS.find((p) => p.id === id)?.weeks ?? 13;
  const thisWeek = weekStart(now);
  return { from: new Date(thisWeek.getTime() - (weeks - 1) * 7 * 86_400_000), to: now };
}

/**
 * Custom dates from the date inputs (`YYYY-MM-DD`); an error text when they make no period. Whole days in UTC,
 * not local ones: the server counts in weeks from Monday 00:00 UTC (packages/shared/src/analytics.ts), and a
 * period of local days would start or end inside one of its weeks.
 */
export function customPeriod(from: string, to: string): Period | string {
  const re = /^\d{4}-\d{2}-\d{2}$/;
  if (!re.test(from) || !re.test(to)) return 'Enter both dates';
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T23:59:59.999Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'Enter both dates';
  if (start > end) return 'The start date must be before the end date';
  if (end.getTime() - start.getTime() > 3 * 366 * 86_400_000) return 'Choose at most three years';
  return { from: start, to: end };
}

/** What the period picker holds: a preset, or custom dates as typed. */
export type PeriodChoice = { preset: PresetId } | { preset: 'custom'; from: string; to: string };

export function periodOfChoice(choice: PeriodChoice, now: Date): Period {
  if (choice.preset !== 'custom') return presetPeriod(choice.preset, now);
  const p = customPeriod(choice.from, choice.to);
  return typeof p === 'string' ? presetPeriod('13w', now) : p;
}

// ---------- What the screen shows ----------

export interface FunnelStep {
  label: string;
  value: number;
}

export function funnelOf(total: WeekFigures): FunnelStep[] {
  return [
    { label: 'Interest', value: total.interest },
    { label: 'Booking requests', value: total.bookingRequests },
    { label: 'Workshops delivered', value: total.workshopsDelivered },
    { label: 'Participants', value: total.participants },
    // After delivery each participant is sent the feedback form once: what came back.
    { label: 'Feedback responses', value: total.feedbackResponses },
    { label: 'Recordings', value: total.recordings },
    { label: 'Listens', value: total.listens },
  ];
}

/** A share as a percentage with one decimal, or null when there is no base. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

export interface NewsletterRates {
  recipients: number;
  delivered: number;
  deliveryRate: number | null;
  unsubscribed: number;
  /** Subscribers lost per newsletter e-mail delivered in the period. */
  unsubscribeRate: number | null;
}

export function newsletterRatesOf(total: WeekFigures): NewsletterRates {
  return {
    recipients: total.newsletterRecipients,
    delivered: total.newsletterSent,
    deliveryRate: rate(total.newsletterSent, total.newsletterRecipients),
    unsubscribed: total.subscribersLost,
    unsubscribeRate: rate(total.subscribersLost, total.newsletterSent),
  };
}

/** A table: its header and rows, shown beside a chart and exported as CSV. */
export interface Table {
  title: string;
  header: string[];
  rows: (string | number)[][];
}

const dash = (v: number | null) => (v === null ? '' : v);

export function funnelTable(total: WeekFigures): Table {
  return {
    title: 'Funnel',
    header: ['Step', 'Count'],
    rows: funnelOf(total).map((s) => [s.label, s.value]),
  };
}

export function subscribersTable(weeks: readonly Week[]): Table {
  return {
    title: 'Subscribers per week',
    header: ['Week', 'Gained', 'Lost'],
    rows: weeks.map((w) => [w.key, w.figures.subscribersGained, w.figures.subscribersLost]),
  };
}

export function newsletterTable(total: WeekFigures): Table {
  const r = newsletterRatesOf(total);
  return {
    title: 'Newsletters',
    header: ['Measure', 'Value'],
    rows: [
      ['Recipients', r.recipients],
      ['Delivered', r.delivered],
      ['Delivery rate (%)', dash(r.deliveryRate)],
      ['Unsubscribed or bounced', r.unsubscribed],
      ['Unsubscribe rate (%)', dash(r.unsubscribeRate)],
    ],
  };
}

export function dripTable(weeks: readonly Week[]): Table {
  return {
    title: 'Drip steps completed per week',
    header: ['Week', 'Steps'],
    rows: weeks.map((w) => [w.key, w.figures.dripSteps]),
  };
}

export function feedbackTable(weeks: readonly Week[]): Table {
  return {
    title: 'Feedback scores per week',
    header: ['Week', 'Responses', 'Average score'],
    rows: weeks.map((w) => [
      w.key,
      w.figures.feedbackResponses,
      dash(averageScore(w.figures.feedbackScoreSum, w.figures.feedbackScoreCount)),
    ]),
  };
}

export function tableCsv(table: Table): string {
  return csvText([table.header, ...table.rows]);
}

/** A file name for a table's CSV: its title, the organisation and the period. */
export function csvFileName(table: Table, organisationId: string, period: Period): string {
  const slug = (s: string) =>
    s
      .replace(/[^\w-]+/g, '-')
      .replace(/-+/g, '-')
      .toLowerCase();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return `${slug(table.title)}_${slug(organisationId)}_${day(period.from)}_${day(period.to)}.csv`;
}
