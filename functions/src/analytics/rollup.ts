import { AggregateField, getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  analyticsYearPath,
  ANALYTICS_COLLECTION,
  emptyWeek,
  WEEK_MS,
  weekKey,
  weekStart,
  type WeekFigures,
} from '@storytelling/shared/analytics';

/**
 * The analytics job: keeps `analytics/{orgId}/years/{YYYY}.weeks[weekKey]` (packages/shared/src/
 * analytics.ts says what each figure means). A week's figures are recomputed from scratch and written whole, so a
 * run twice in the same minute, or two runs at once, write the same thing (idempotent). Totals come from
 * aggregation queries (count, sum); the few things that cannot be aggregated are read for that one week only: the
 * organisation's workshops dated in the week (participants are a list), its newsletter messages of the week
 * (newsletters and drip steps share the kind; `createdBy` tells them apart) and its feedback responses of the
 * week (a rating's answer sits under a key made from its label; the form says which keys are ratings).
 *
 * Each run refreshes, per organisation, this week and last week (where new activity lands) and one older week
 * from a cursor that walks back a year and starts again, so that late changes (a workshop marked completed, the
 * listens a recording gathers) reach the counters within a few minutes locally (the stack's sweep every 5 s).
 */
const IN_LIMIT = 30;
const WEEKS_KEPT = 53;
const BACKFILL_PER_RUN = 1;
const ORGANISATIONS_PER_RUN = 5;
/**
 * The local stack calls every job every 5 s; the counters need no more than one refresh a minute (each query scans
 * its collection on the emulator, so a tighter loop would slow every other test of a run).
 */
const MIN_INTERVAL_MS = 60_000;
const JOB_STATE = `${ANALYTICS_COLLECTION}/~job`;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
const day = (d: Date) => d.toISOString().slice(0, 10);

async function countOf(q: Query): Promise<number> {
  return (await q.count().get()).data().count;
}

/** The ids of the organisation's projects (their recordings count for it). */
async function projectIdsOf(db: Firestore, organisationId: string): Promise<string[]> {
  const snap = await db
    .collection('Projects')
    .where('organisationId', '==', organisationId)
    .select()
    .limit(1000)
    .get();
  return snap.docs.map((d) => d.id);
}

/** The keys of the rating questions of each of the organisation's feedback forms. */
async function ratingKeysOf(db: Firestore, organisationId: string): Promise<Map<string, Set<string>>> {
  const snap = await db
    .collection('feedbackForms')
    .where('organisationId', '==', organisationId)
    .select('fields')
    .limit(500)
    .get();
  const out = new Map<string, Set<string>>();
  for (const d of snap.docs) {
    const fields = (d.get('fields') ?? []) as { key?: string; type?: string }[];
    out.set(d.id, new Set(fields.filter((f) => f.type === 'rating' && f.key).map((f) => f.key!)));
  }
  return out;
}

interface OrgContext {
  organisationId: string;
  projectIds: string[];
  ratingKeys: Map<string, Set<string>>;
}

export async function orgContext(db: Firestore, organisationId: string): Promise<OrgContext> {
  const [projectIds, ratingKeys] = await Promise.all([
    projectIdsOf(db, organisationId),
    ratingKeysOf(db, organisationId),
  ]);
  return { organisationId, projectIds, ratingKeys };
}

/** One week's figures for one organisation, from the source collections. */
export async function weekFigures(db: Firestore, ctx: OrgContext, monday: Date): Promise<WeekFigures> {
  const start = monday;
  const end = new Date(monday.getTime() + WEEK_MS);
  const org = ctx.organisationId;
  const inWeek = (q: Query, field: string) => q.where(field, '>=', start).where(field, '<', end);
  const figures = emptyWeek();

  const workshops = await db
    .collection('workshops')
    .where('organisationId', '==', org)
    .where('date', '>=', day(start))
    .where('date', '<', day(end))
    .select('status', 'participantIds')
    .limit(1000)
    .get();
  figures.workshopsRequested = workshops.size;
  for (const w of workshops.docs) {
    if (w.get('status') !== 'completed') continue;
    figures.workshopsDelivered += 1;
    figures.participants += ((w.get('participantIds') ?? []) as unknown[]).length;
  }

  const counts: Promise<void>[] = [];
  for (const ids of chunks(
    workshops.docs.map((d) => d.id),
    IN_LIMIT,
  )) {
    counts.push(
      countOf(db.collection('interest').where('workshopId', 'in', ids)).then((n) => {
        figures.interest += n;
      }),
    );
  }
  counts.push(
    countOf(inWeek(db.collection('bookingRequests').where('organisationId', '==', org), 'createdAt')).then(
      (n) => {
        figures.bookingRequests = n;
      },
    ),
  );
  for (const ids of chunks(ctx.projectIds, IN_LIMIT)) {
    counts.push(
      inWeek(db.collection('Recordings').where('project', 'in', ids), 'createdAt')
        .aggregate({
          recordings: AggregateField.count(),
          listens: AggregateField.sum('collectionLog.timesCollected'),
        })
        .get()
        .then((snap) => {
          figures.recordings += snap.data().recordings;
          figures.listens += snap.data().listens ?? 0;
        }),
    );
  }
  counts.push(
    inWeek(db.collection('mailMessages').where('organisationId', '==', org), 'createdAt')
      .aggregate({ sent: AggregateField.sum('sent') })
      .get()
      .then((snap) => {
        figures.emailsSent = snap.data().sent ?? 0;
      }),
  );
  counts.push(
    inWeek(
      db.collection('mailMessages').where('organisationId', '==', org).where('kind', '==', 'newsletter'),
      'createdAt',
    )
      .select('createdBy', 'total', 'sent')
      .limit(5000)
      .get()
      .then((snap) => {
        for (const m of snap.docs) {
          const sent = Number(m.get('sent') ?? 0);
          if (String(m.get('createdBy') ?? '').startsWith('drip:')) figures.dripSteps += sent;
          else {
            figures.newsletterRecipients += Number(m.get('total') ?? 0);
            figures.newsletterSent += sent;
          }
        }
      }),
  );
  const subscribers = db.collection('subscribers').where('organisationId', '==', org);
  counts.push(
    countOf(
      inWeek(subscribers.where('status', 'in', ['subscribed', 'unsubscribed', 'bounced']), 'consent.at'),
    ).then((n) => {
      figures.subscribersGained = n;
    }),
  );
  counts.push(
    countOf(inWeek(subscribers.where('status', 'in', ['unsubscribed', 'bounced']), 'updatedAt')).then((n) => {
      figures.subscribersLost = n;
    }),
  );
  counts.push(
    inWeek(db.collectionGroup('responses').where('organisationId', '==', org), 'submittedAt')
      .select('answers')
      .limit(5000)
      .get()
      .then((snap) => {
        for (const r of snap.docs) {
          const formId = r.ref.parent.parent?.id ?? '';
          const ratings = ctx.ratingKeys.get(formId);
          if (!ratings) continue; // a `responses` subcollection that is not a feedback form's
          figures.feedbackResponses += 1;
          const answers = (r.get('answers') ?? {}) as Record<string, unknown>;
          for (const key of ratings) {
            const v = answers[key];
            if (typeof v === 'number' && v >= 1 && v <= 5) {
              figures.feedbackScoreSum += v;
              figures.feedbackScoreCount += 1;
            }
          }
        }
      }),
  );
  await Promise.all(counts);
  return figures;
}

/** Recomputes and stores the given weeks of one organisation (grouped by the year document they live in). */
export async function refreshWeeks(
  db: Firestore,
  organisationId: string,
  mondays: readonly Date[],
  now = new Date(),
): Promise<void> {
  const ctx = await orgContext(db, organisationId);
  const byYear = new Map<number, Record<string, WeekFigures>>();
  for (const group of chunks(mondays, 8)) {
    const figures = await Promise.all(group.map((m) => weekFigures(db, ctx, m)));
    group.forEach((m, i) => {
      const year = m.getUTCFullYear();
      const weeks = byYear.get(year) ?? {};
      weeks[weekKey(m)] = figures[i]!;
      byYear.set(year, weeks);
    });
  }
  await Promise.all(
    [...byYear].map(([year, weeks]) =>
      db
        .doc(analyticsYearPath(organisationId, year))
        .set({ organisationId, year, weeks, updatedAt: now }, { merge: true }),
    ),
  );
}

/** The last `count` weeks up to the week of `now`, newest first. */
export function recentWeeks(now: Date, count = WEEKS_KEPT): Date[] {
  const thisWeek = weekStart(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(thisWeek - i * WEEK_MS));
}

/** The weeks one run refreshes for an organisation whose backfill cursor is `cursor` (0 = this week). */
export function weeksForRun(now: Date, cursor: number): { mondays: Date[]; nextCursor: number } {
  const recent = recentWeeks(now);
  const picked = new Set([0, 1]);
  let next = cursor;
  for (let i = 0; i < BACKFILL_PER_RUN; i++) {
    if (next < 2 || next >= recent.length) next = 2;
    picked.add(next);
    next += 1;
  }
  return { mondays: [...picked].map((i) => recent[i]!), nextCursor: next >= recent.length ? 2 : next };
}

/**
 * The job: a page of organisations per run (round robin), each with this week, last week and one older week.
 * Skips when the previous run was under a minute ago (the local sweep calls it every 5 s).
 */
export async function runAnalytics(
  db: Firestore = getFirestore(),
  now = new Date(),
): Promise<{ organisations: number }> {
  const stateRef = db.doc(JOB_STATE);
  const state = await stateRef.get();
  const lastRun = state.get('lastRunAt')?.toDate?.() as Date | undefined;
  if (lastRun && now.getTime() - lastRun.getTime() < MIN_INTERVAL_MS) return { organisations: 0 };
  await stateRef.set({ lastRunAt: now }, { merge: true });

  const firstPage = db
    .collection('Organisations')
    // The id as a path string, not FieldPath.documentId(): the seed runs this file with the app's firebase-admin.
    .orderBy('__name__')
    .select()
    .limit(ORGANISATIONS_PER_RUN);
  const after = String(state.get('nextOrganisation') ?? '');
  let orgs = (await (after ? firstPage.startAfter(after) : firstPage).get()).docs.map((d) => d.id);
  // The previous page ended exactly on the last organisation (or it was deleted since): start the round again
  // now rather than spend this run on an empty page.
  if (orgs.length === 0 && after) orgs = (await firstPage.get()).docs.map((d) => d.id);

  for (const organisationId of orgs) {
    const orgState = db.doc(`${ANALYTICS_COLLECTION}/${organisationId}`);
    const cursor = Number((await orgState.get()).get('backfillCursor') ?? 2);
    const { mondays, nextCursor } = weeksForRun(now, cursor);
    await refreshWeeks(db, organisationId, mondays, now);
    await orgState.set({ backfillCursor: nextCursor, refreshedAt: now }, { merge: true });
  }
  await stateRef.set(
    { nextOrganisation: orgs.length === ORGANISATIONS_PER_RUN ? orgs[orgs.length - 1] : '' },
    { merge: true },
  );
  return { organisations: orgs.length };
}
