import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { collection, limit, query, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshWeeks, runAnalytics } from '../../../functions/src/analytics/rollup';
import {
  ANALYTICS_COLLECTION,
  analyticsYearPath,
  weekKey,
  weekStart,
  WEEK_MS,
} from '@storytelling/shared/analytics';
import { adminFor } from '../../../scripts/seed/admin';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { DEMO_PARTNER_ORG_ID } from '../../../scripts/seed/analytics';
import { seedDemo } from '../../../scripts/seed/index';
import { partnerFigures } from '../../../src/features/analytics/figures';
import {
  loadOrganisationChoices,
  loadWeeks,
  meteredGetDocs,
  startReadMeter,
  stopReadMeter,
} from '../../../src/features/analytics/loader';
import { presetPeriod, totalOf } from '../../../src/features/analytics/model';
import { publicWorkshopOf, type Workshop } from '../../../src/features/workshops/model';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient } from '../../support/client';

/**
 * The dashboards' read budget (at most 60 document reads a load), measured on the seeded
 * demo year with the loader's meter, through the real rules; and the counters they read, checked against the
 * documents they count and kept by the job.
 */
type Who = 'superAdmin' | 'organisationAdmin' | 'moderator';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const now = new Date();
const BUDGET = 60;
const yearPeriod = presetPeriod('52w', now);

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = await emulatorClient(`an-${who}-${run}`);
    await signInWithEmailAndPassword(auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    apps[who] = { app, auth, db };
  }
  setFirebaseForTests({ db: apps[who].db, auth: apps[who].auth });
}

/** Runs `load` with a fresh meter; the reads it made. */
async function measured(load: () => Promise<unknown>): Promise<{ reads: number; log: string[] }> {
  const meter = startReadMeter();
  try {
    await load();
    return { reads: meter.reads, log: [...meter.log] };
  } finally {
    stopReadMeter();
  }
}

beforeAll(async () => {
  const stack = inject('stack');
  const target = { projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  const started = Date.now();
  await seedDemo(target, now);
  console.log(`seedDemo with the analytics year: ${Date.now() - started} ms`);
  admin = adminFor(target);
}, 180_000);
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
  await admin?.close();
});

describe('one dashboard load reads at most 60 documents', () => {
  it('the analytics dashboard as an organisation admin (a year of weeks)', async () => {
    await actAs('organisationAdmin');
    let weeks: Awaited<ReturnType<typeof loadWeeks>> = [];
    const m = await measured(async () => {
      weeks = await loadWeeks(DEMO_ORG_ID, yearPeriod);
    });
    console.log(`analytics dashboard, organisation admin: ${m.reads} reads (${m.log.join('; ')})`);
    expect(m.reads).toBeGreaterThan(0);
    expect(m.reads).toBeLessThanOrEqual(BUDGET);
    const total = totalOf(weeks);
    expect(total.workshopsDelivered).toBeGreaterThan(10);
    expect(total.listens).toBeGreaterThan(total.recordings);
    expect(total.subscribersGained).toBeGreaterThan(100);
  });

  it('the analytics dashboard as a super admin (the organisation picker too)', async () => {
    await actAs('superAdmin');
    const m = await measured(async () => {
      const choices = await loadOrganisationChoices();
      expect(choices.map((c) => c.id)).toEqual(expect.arrayContaining([DEMO_ORG_ID, DEMO_PARTNER_ORG_ID]));
      await loadWeeks(choices.find((c) => c.id === DEMO_PARTNER_ORG_ID)!.id, yearPeriod);
    });
    console.log(`analytics dashboard, super admin: ${m.reads} reads (${m.log.length} reads logged)`);
    expect(m.reads).toBeLessThanOrEqual(BUDGET);
  });

  it('the partnership dashboard figures for a partner, for a year and for three years', async () => {
    await actAs('superAdmin');
    let figures: Awaited<ReturnType<typeof partnerFigures>> | undefined;
    const m = await measured(async () => {
      figures = await partnerFigures(DEMO_PARTNER_ORG_ID, yearPeriod);
    });
    console.log(`partnerFigures, one year: ${m.reads} reads; ${JSON.stringify(figures)}`);
    expect(m.reads).toBeLessThanOrEqual(BUDGET);
    expect(figures!.workshopsRequested).toBeGreaterThanOrEqual(figures!.workshopsDelivered);
    expect(figures!.workshopsDelivered).toBeGreaterThan(5);
    expect(figures!.averageFeedbackScore).toBeGreaterThanOrEqual(1);
    expect(figures!.averageFeedbackScore).toBeLessThanOrEqual(5);
    const long = await measured(() =>
      partnerFigures(DEMO_PARTNER_ORG_ID, {
        from: new Date(now.getTime() - 3 * 365 * 86_400_000),
        to: now,
      }),
    );
    expect(long.reads).toBeLessThanOrEqual(4);
  });

  it('the meter counts what a query returns: reading the subscribers themselves breaks the budget', async () => {
    await actAs('organisationAdmin');
    const m = await measured(() =>
      meteredGetDocs(
        query(
          collection(apps.organisationAdmin!.db, 'subscribers'),
          where('organisationId', '==', DEMO_ORG_ID),
          limit(100),
        ),
        'subscribers',
      ),
    );
    expect(m.reads).toBe(100);
    expect(m.reads).toBeGreaterThan(BUDGET);
  });

  it('staff of one organisation cannot read another’s figures', async () => {
    await actAs('moderator');
    await expect(partnerFigures(DEMO_PARTNER_ORG_ID, yearPeriod)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the counters agree with the documents they count, and the job keeps them', () => {
  /** A busy week of the partner's seeded year, counted from the documents themselves. */
  async function countedFromDocuments(monday: Date) {
    const end = new Date(monday.getTime() + WEEK_MS);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const workshops = (
      await admin.db.collection('workshops').where('organisationId', '==', DEMO_PARTNER_ORG_ID).get()
    ).docs.filter((d) => d.get('date') >= day(monday) && d.get('date') < day(end));
    const delivered = workshops.filter((d) => d.get('status') === 'completed');
    const recordings = (
      await admin.db.collection('Recordings').where('project', '==', 'demo-project-trust-trail').get()
    ).docs.filter((d) => d.get('createdAt').toDate() >= monday && d.get('createdAt').toDate() < end);
    return {
      workshopsRequested: workshops.length,
      workshopsDelivered: delivered.length,
      participants: delivered.reduce((n, d) => n + (d.get('participantIds') as string[]).length, 0),
      recordings: recordings.length,
      listens: recordings.reduce((n, d) => n + d.get('collectionLog.timesCollected'), 0),
    };
  }
  const stored = async (monday: Date) =>
    (await admin.db.doc(analyticsYearPath(DEMO_PARTNER_ORG_ID, monday.getUTCFullYear())).get()).get(
      `weeks.${weekKey(monday)}`,
    );

  it('the job, run on seeded weeks, finds what the seed’s rebuild stored', async () => {
    const mondays = [0, 9, 30].map((i) => new Date(weekStart(now).getTime() - i * WEEK_MS));
    const seeded = await Promise.all(mondays.map(stored));
    await refreshWeeks(admin.db, DEMO_PARTNER_ORG_ID, mondays);
    expect(await Promise.all(mondays.map(stored))).toEqual(seeded);
    expect(seeded.some((w) => w.feedbackResponses > 0 && w.recordings > 0)).toBe(true);
  });

  it('a seeded week holds what its documents add up to', async () => {
    // The latest week the seed filled: early on a Monday this week has barely begun and may hold nothing yet.
    const weeks = [0, 1].map((i) => new Date(weekStart(now).getTime() - i * WEEK_MS));
    const counted = await Promise.all(weeks.map(countedFromDocuments));
    const i = counted.findIndex((c) => c.workshopsRequested + c.recordings > 0);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(await stored(weeks[i]!)).toMatchObject(counted[i]!);
  });

  it('a workshop delivered this week reaches the counters once, however often the job runs', async () => {
    const monday = weekStart(now);
    const before = await stored(monday);
    const id = `an-ws-${run}`;
    const workshop: Workshop = {
      title: 'Extra walk',
      date: now.toISOString().slice(0, 10),
      startTime: '10:00',
      endTime: '12:00',
      address: '',
      description: '',
      leadContact: { name: 'Jo', email: 'jo@example.test', phone: '' },
      additionalContacts: [],
      organisationId: DEMO_PARTNER_ORG_ID,
      organisationName: 'Riverside Heritage Trust',
      duration: 2,
      status: 'completed',
      facilitators: [],
      facilitatorIds: [],
      responses: {},
      participantIds: ['a', 'b', 'c'],
      createdAt: now,
      updatedAt: now,
    };
    await admin.db.doc(`workshops/${id}`).set(workshop);
    await admin.db.doc(`publicWorkshops/${id}`).set(publicWorkshopOf(workshop));
    await refreshWeeks(admin.db, DEMO_PARTNER_ORG_ID, [monday]);
    await refreshWeeks(admin.db, DEMO_PARTNER_ORG_ID, [monday]);
    const after = await stored(monday);
    expect(after.workshopsDelivered).toBe(before.workshopsDelivered + 1);
    expect(after.participants).toBe(before.participants + 3);
    expect(after.workshopsRequested).toBe(before.workshopsRequested + 1);
    await admin.db.doc(`workshops/${id}`).delete();
    await admin.db.doc(`publicWorkshops/${id}`).delete();
    await refreshWeeks(admin.db, DEMO_PARTNER_ORG_ID, [monday]);
    expect(await stored(monday)).toEqual(before);
  });

  it('the stack’s job run refreshes organisations and skips a second run within the minute', async () => {
    const later = new Date(now.getTime() + 3600_000);
    // The round robin's cursor at the end of the list (the previous page ended on the last organisation): the run
    // starts the round again instead of refreshing nothing.
    const organisations = (await admin.db.collection('Organisations').orderBy('__name__').select().get())
      .docs;
    const last = organisations[organisations.length - 1]!.id;
    await admin.db.doc(`${ANALYTICS_COLLECTION}/~job`).set({ nextOrganisation: last }, { merge: true });
    const first = await runAnalytics(admin.db, later);
    expect(first.organisations).toBeGreaterThan(0);
    expect(await runAnalytics(admin.db, new Date(later.getTime() + 5000))).toEqual({ organisations: 0 });
  });
});
