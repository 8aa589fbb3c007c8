import type { Firestore } from 'firebase-admin/firestore';
import {
  analyticsYearPath,
  emptyWeek,
  weekKey,
  weekStart,
  type WeekFigures,
} from '@storytelling/shared/analytics';
import { orgContext } from './rollup.js';

/**
 * Rebuilds every week of one organisation's counters from its documents, read once per collection: for the demo
 * seed (a year of data at once, where the job's week-by-week aggregation queries would take minutes on the
 * emulator) and for repairs. It reads the organisation's whole history, so it is never part of a dashboard load
 * nor of the timed job. It counts exactly what `weekFigures` (rollup.ts) counts; the integration test checks
 * that the job, run afterwards on seeded weeks, finds the same figures.
 */
const toDate = (v: unknown): Date | null =>
  v instanceof Date
    ? v
    : v && typeof (v as { toDate?: unknown }).toDate === 'function'
      ? (v as { toDate: () => Date }).toDate()
      : null;

export async function rebuildCounters(
  db: Firestore,
  organisationId: string,
  since: Date,
  now = new Date(),
): Promise<number> {
  const ctx = await orgContext(db, organisationId);
  const from = weekStart(since);
  const weeks = new Map<string, WeekFigures>();
  const add = (at: Date | null, change: (w: WeekFigures) => void) => {
    if (!at || at < from || at > now) return;
    const key = weekKey(weekStart(at));
    const week = weeks.get(key) ?? emptyWeek();
    change(week);
    weeks.set(key, week);
  };
  const org = (name: string) => db.collection(name).where('organisationId', '==', organisationId);

  const workshops = await org('workshops').select('date', 'status', 'participantIds').get();
  const workshopDay = new Map<string, Date>();
  for (const w of workshops.docs) {
    const day = new Date(`${String(w.get('date'))}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) continue;
    workshopDay.set(w.id, day);
    const delivered = w.get('status') === 'completed';
    add(day, (f) => {
      f.workshopsRequested += 1;
      if (delivered) {
        f.workshopsDelivered += 1;
        f.participants += ((w.get('participantIds') ?? []) as unknown[]).length;
      }
    });
  }
  const ids = [...workshopDay.keys()];
  for (let i = 0; i < ids.length; i += 30) {
    const interest = await db
      .collection('interest')
      .where('workshopId', 'in', ids.slice(i, i + 30))
      .select('workshopId')
      .get();
    for (const d of interest.docs)
      add(workshopDay.get(String(d.get('workshopId'))) ?? null, (f) => (f.interest += 1));
  }

  for (const d of (await org('bookingRequests').select('createdAt').get()).docs)
    add(toDate(d.get('createdAt')), (f) => (f.bookingRequests += 1));

  for (let i = 0; i < ctx.projectIds.length; i += 30) {
    const recordings = await db
      .collection('Recordings')
      .where('project', 'in', ctx.projectIds.slice(i, i + 30))
      .select('createdAt', 'collectionLog')
      .get();
    for (const d of recordings.docs) {
      const listens = Number(d.get('collectionLog.timesCollected') ?? 0);
      add(toDate(d.get('createdAt')), (f) => {
        f.recordings += 1;
        f.listens += listens;
      });
    }
  }

  for (const m of (await org('mailMessages').select('createdAt', 'kind', 'createdBy', 'total', 'sent').get())
    .docs) {
    const sent = Number(m.get('sent') ?? 0);
    add(toDate(m.get('createdAt')), (f) => {
      f.emailsSent += sent;
      if (m.get('kind') !== 'newsletter') return;
      if (String(m.get('createdBy') ?? '').startsWith('drip:')) f.dripSteps += sent;
      else {
        f.newsletterRecipients += Number(m.get('total') ?? 0);
        f.newsletterSent += sent;
      }
    });
  }

  for (const s of (await org('subscribers').select('status', 'consent', 'updatedAt').get()).docs) {
    const status = String(s.get('status'));
    if (status !== 'pending') add(toDate(s.get('consent.at')), (f) => (f.subscribersGained += 1));
    if (status === 'unsubscribed' || status === 'bounced')
      add(toDate(s.get('updatedAt')), (f) => (f.subscribersLost += 1));
  }

  const responses = await db
    .collectionGroup('responses')
    .where('organisationId', '==', organisationId)
    .select('submittedAt', 'answers')
    .get();
  for (const r of responses.docs) {
    const ratings = ctx.ratingKeys.get(r.ref.parent.parent?.id ?? '');
    if (!ratings) continue;
    const answers = (r.get('answers') ?? {}) as Record<string, unknown>;
    add(toDate(r.get('submittedAt')), (f) => {
      f.feedbackResponses += 1;
      for (const key of ratings) {
        const v = answers[key];
        if (typeof v === 'number' && v >= 1 && v <= 5) {
          f.feedbackScoreSum += v;
          f.feedbackScoreCount += 1;
        }
      }
    });
  }

  // Every week from `since` is written, the quiet ones as zeros, so that stale figures do not survive.
  const byYear = new Map<number, Record<string, WeekFigures>>();
  for (let t = from.getTime(); t <= now.getTime(); t += 7 * 86_400_000) {
    const monday = new Date(t);
    const year = byYear.get(monday.getUTCFullYear()) ?? {};
    year[weekKey(monday)] = weeks.get(weekKey(monday)) ?? emptyWeek();
    byYear.set(monday.getUTCFullYear(), year);
  }
  await Promise.all(
    [...byYear].map(([year, w]) =>
      db
        .doc(analyticsYearPath(organisationId, year))
        .set({ organisationId, year, weeks: w, updatedAt: now }, { merge: true }),
    ),
  );
  return weeks.size;
}
