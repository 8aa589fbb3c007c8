/**
 * The CRM analytics counters: the contract between the job that keeps them (functions/src/analytics)
 * and the dashboards that read them (src/features/analytics). Pure data and date arithmetic, no Firestore.
 *
 * The server keeps, per organisation and per week, the figures the dashboards show, in one document per
 * organisation and calendar year: `analytics/{organisationId}/years/{YYYY}` with `weeks: { [weekKey]: WeekFigures }`.
 * A dashboard load reads one document per year the period touches (two for a year-long period), never the
 * workshops, recordings or e-mails themselves.
 *
 * Weeks start on Monday 00:00 UTC; a week's key is its Monday as `YYYY-MM-DD`, and it lives in the document of
 * the year of that Monday. Each figure is attributed to one week:
 * - workshopsRequested / workshopsDelivered / participants / interest: the workshop's date (delivered = status
 *   completed; participants = its participantIds; interest = interest documents for it);
 * - bookingRequests: when the request was filed;
 * - recordings / listens: when the recording was made; listens = the sum of its collectionLog.timesCollected so far;
 * - emailsSent: e-mails of the organisation the mail pipeline sent, by the message's creation;
 * - newsletterRecipients / newsletterSent: newsletter sends (not drip steps) by creation;
 * - dripSteps: drip steps sent (one message per enrolment and step);
 * - subscribersGained: consent given (addresses that got past pending); subscribersLost: unsubscribed or bounced,
 *   by their last change;
 * - feedbackResponses / feedbackScoreSum / feedbackScoreCount: responses submitted, and their 1–5 rating answers.
 */
export const WEEK_FIGURES = [
  'interest',
  'bookingRequests',
  'workshopsRequested',
  'workshopsDelivered',
  'participants',
  'recordings',
  'listens',
  'emailsSent',
  'newsletterRecipients',
  'newsletterSent',
  'dripSteps',
  'subscribersGained',
  'subscribersLost',
  'feedbackResponses',
  'feedbackScoreSum',
  'feedbackScoreCount',
] as const;
export type WeekFigure = (typeof WEEK_FIGURES)[number];
export type WeekFigures = Record<WeekFigure, number>;

/** The stored year document. */
export interface AnalyticsYearDoc {
  organisationId: string;
  year: number;
  weeks: Record<string, WeekFigures>;
  updatedAt: Date;
}

export const ANALYTICS_COLLECTION = 'analytics';
export const ANALYTICS_YEARS = 'years';
export const analyticsYearPath = (organisationId: string, year: number) =>
  `${ANALYTICS_COLLECTION}/${organisationId}/${ANALYTICS_YEARS}/${year}`;

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export const weekKey = (monday: Date): string => monday.toISOString().slice(0, 10);
export const dateOfWeekKey = (key: string): Date => new Date(`${key}T00:00:00Z`);

/** The week starts (Mondays) of every week that overlaps [from, to], oldest first. */
export function weeksOf(from: Date, to: Date): Date[] {
  const out: Date[] = [];
  for (let t = weekStart(from).getTime(); t <= to.getTime(); t += WEEK_MS) out.push(new Date(t));
  return out;
}

export const emptyWeek = (): WeekFigures =>
  Object.fromEntries(WEEK_FIGURES.map((f) => [f, 0])) as WeekFigures;

/** A stored week as figures: missing or non-numeric values count as 0 (a week written by an older job). */
export function weekFiguresOf(raw: unknown): WeekFigures {
  const week = emptyWeek();
  if (raw && typeof raw === 'object') {
    for (const f of WEEK_FIGURES) {
      const v = (raw as Record<string, unknown>)[f];
      if (typeof v === 'number' && Number.isFinite(v)) week[f] = v;
    }
  }
  return week;
}
