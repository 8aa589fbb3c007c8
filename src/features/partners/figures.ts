import {
  customPeriod,
  FEWER_THAN_FIVE,
  maskSmallCount,
  type PartnerFigures,
  type Period as AnalyticsPeriod,
} from '../analytics/model';
import { ACTIVITY_KINDS, type Activity, type ActivityKind } from './model';

/**
 * A partner's figures as the dashboard and the impact report show them: the analytics module's counters
 * (src/features/analytics/figures.ts partnerFigures), each count below 5 shown as "fewer than 5" so that no
 * participant can be singled out. Pure.
 */

/** A period as the address bar and the date inputs hold it: whole days, `YYYY-MM-DD`, both included. */
export interface Period {
  from: string;
  to: string;
}

/** The analytics module's period (whole UTC days), or the reason the days make none. */
export const analyticsPeriod = (p: Period): AnalyticsPeriod | string => customPeriod(p.from, p.to);

export interface FigureLine {
  key: keyof PartnerFigures;
  label: string;
  /** What is shown: a number, "fewer than 5", or "no answers yet" for a score with none. */
  shown: string;
  /** The value a chart may draw: null when it is hidden (fewer than 5) or there is none. */
  plotted: number | null;
}

const COUNTS: [Exclude<keyof PartnerFigures, 'averageFeedbackScore'>, string][] = [
  ['workshopsRequested', 'Workshops requested'],
  ['workshopsDelivered', 'Workshops delivered'],
  ['participants', 'Participants'],
  ['recordings', 'Recordings in its projects'],
  ['listens', 'Listens'],
  ['emailsSent', 'E-mails sent'],
];

const number = new Intl.NumberFormat('en-GB');

/** Every figure in order, masked: counts of 1–4 read "fewer than 5" and are never drawn. */
export function figureLines(f: PartnerFigures): FigureLine[] {
  const counts = COUNTS.map(([key, label]): FigureLine => {
    const masked = maskSmallCount(f[key]);
    return typeof masked === 'number'
      ? { key, label, shown: number.format(masked), plotted: masked }
      : { key, label, shown: masked, plotted: null };
  });
  const score = f.averageFeedbackScore;
  return [
    ...counts,
    {
      key: 'averageFeedbackScore',
      label: 'Average feedback score (out of 5)',
      shown: score === null ? 'no answers yet' : score.toFixed(1),
      plotted: score,
    },
  ];
}

export { FEWER_THAN_FIVE };

/** The calendar months of a period as `YYYY-MM`, oldest first. */
export function monthsOf(p: Period): string[] {
  const out: string[] = [];
  let [y, m] = p.from.split('-').map(Number) as [number, number];
  const last = p.to.slice(0, 7);
  for (let guard = 0; guard < 120; guard += 1) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Calls, meetings and e-mails with the partner per month of the period (the report's second chart). */
export function activityByMonth(
  list: readonly Pick<Activity, 'kind' | 'date'>[],
  p: Period,
): { month: string; counts: Record<ActivityKind, number> }[] {
  const months = monthsOf(p).map((month) => ({
    month,
    counts: Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, 0])) as Record<ActivityKind, number>,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const a of list) {
    if (a.date < p.from || a.date > p.to) continue;
    const m = byMonth.get(a.date.slice(0, 7));
    if (m) m.counts[a.kind] += 1;
  }
  return months;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-03` → `Mar 2026`. */
export const monthText = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
