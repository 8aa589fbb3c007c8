import { campaignRecord, sumTrackCounts, TRACK_COUNTS } from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../seed/accounts';
import { adminFor } from '../seed/admin';
import { seedDemo } from '../seed/index';
import type { CaughtMail } from '../stack/smtp-catcher';
import { startStack } from '../stack/index';
import { inLanes } from '../stack/lanes';
import { waitForValue as until } from '../stack/ports';

/**
 * The tracked-newsletter benchmark (one of `npm run perf`'s rows): a campaign to N subscribers of an organisation
 * with tracking on, through the real pipeline on a stack of its own, then simulated readers over HTTP against the
 * `t` function: opens at 30 % of N (a fifth of them repeats) and clicks at 10 % of N (three in ten repeats),
 * the proportions of 3,000 opens and 1,000 clicks for 10,000 recipients. Passes when each message went out once
 * and the campaign's four counts, summed from its shards as the report sums them, equal what was simulated (every
 * open, and each delivery once for the unique figures).
 */
export interface TrackingRunResult {
  recipients: number;
  sendSeconds: number;
  lost: number;
  duplicates: number;
  trackSeconds: number;
  hitsPerSecond: number;
  /** The clicks alone: they come after the opens, on the emulator's worker processes the opens started. */
  clicksPerSecond: number;
  concurrency: number;
  expected: Counts;
  counted: Counts;
}
interface Counts {
  opens: number;
  uniqueOpens: number;
  clicks: number;
  uniqueClicks: number;
}

/**
 * Hits in flight at once (PERF_TRACK_CONCURRENCY overrides it). Each hit adds to one of the campaign's count
 * shards, so hits on different deliveries no longer wait on one document (four was the most the single
 * campaign document allowed). What bounds the rate now is this machine's two cores: measured at 500 recipients
 * (200 hits) with the stack shared, 4, 8, 16 and 32 in flight gave 25, 21, 8 and 21 hits a second, noise around
 * one ceiling, the low one from starting worker processes under load. Sixteen puts four times the old load of
 * concurrent writes on the shards and the delivery marks, which is what this benchmark checks, for the cost of
 * sixteen of the emulator's worker processes, opened one at a time (scripts/stack/lanes.ts).
 */
const CONCURRENCY = Number(process.env.PERF_TRACK_CONCURRENCY ?? 16);
const unescape = (s: string) => s.replace(/&amp;/g, '&');
const pixelOf = (m: CaughtMail) => unescape(/<img src="([^"]*\/t\/o\?[^"]*)"/.exec(m.html)?.[1] ?? '');
const clickOf = (m: CaughtMail) => unescape(/href="([^"]*\/t\/c\?[^"]*)"/.exec(m.html)?.[1] ?? '');

/** A fixed pseudo-random sequence, so every run simulates the same readers. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** `hits` picks of `n` deliveries: `distinct` different ones, then repeats among them. */
function picks(n: number, hits: number, distinct: number, next: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i).sort(() => next() - 0.5);
  const first = order.slice(0, distinct);
  return [...first, ...Array.from({ length: hits - distinct }, () => first[Math.floor(next() * distinct)]!)];
}

async function hitAll(urls: string[], expectStatus: number): Promise<void> {
  await inLanes(urls, CONCURRENCY, async (url) => {
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status !== expectStatus) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  });
}

export async function measureTrackedNewsletter(n: number): Promise<TrackingRunResult> {
  const stack = await startStack({ projectId: 'demo-perf-tracking' });
  const admin = adminFor(stack);
  try {
    await seedDemo(stack);
    const org = admin.db.doc(`Organisations/${DEMO_ORG_ID}`);
    const settings = (await org.get()).get('settings') as Record<string, unknown>;
    await org.update({ settings: { ...settings, trackOpensAndClicks: true } });
    const id = `tracked-${Date.now().toString(36)}`;
    const now = new Date();
    await admin.db.doc(`subscriberLists/${id}`).set({
      organisationId: DEMO_ORG_ID,
      name: `Benchmark ${id}`,
      description: '',
      doubleOptIn: false,
      createdAt: now,
      updatedAt: now,
    });
    const writer = admin.db.bulkWriter();
    const people = Array.from({ length: n }, (_, i) => `r${i}-${id}@perf.test`);
    for (const email of people) {
      const r = subscriberRecord({
        organisationId: DEMO_ORG_ID,
        email,
        lists: [id],
        status: 'subscribed',
        consent: { source: 'import', at: now, wording: 'Yes' },
        now,
      });
      void writer.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
    }
    const subject = `Benchmark ${id}`;
    void writer.set(
      admin.db.doc(`campaigns/${id}`),
      campaignRecord({
        organisationId: DEMO_ORG_ID,
        subject,
        html: '<p>The benchmark newsletter: <a href="https://example.org/walks">walks</a>.</p>',
        lists: [id],
        createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
        now,
      }),
    );
    await writer.close();

    const signIn = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO_ACCOUNTS.organisationAdmin, returnSecureToken: true }),
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const started = Date.now();
    const res = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ action: 'send', campaignId: id }),
    });
    if (!res.ok) throw new Error(`send refused: ${res.status} ${await res.text()}`);
    const mine = () => stack.catcher.mails.filter((m: CaughtMail) => m.subject === subject);
    await until(
      `all ${n} messages`,
      async () => new Set(mine().map((m) => m.to[0])).size >= n,
      n * 1000 + 180_000,
    );
    await until(
      'the campaign settled',
      async () => (await admin.db.doc(`campaigns/${id}`).get()).get('state') === 'sent',
      60_000,
    );
    const sendSeconds = (Date.now() - started) / 1000;
    const mails = mine();
    const per = new Map<string, CaughtMail>();
    for (const m of mails) per.set(m.to[0]!, m);
    const ordered = people.map((p) => per.get(p)).filter((m): m is CaughtMail => !!m);

    const next = random(42);
    const opens = picks(ordered.length, Math.round(n * 0.3), Math.round(n * 0.24), next);
    const clicks = picks(ordered.length, Math.round(n * 0.1), Math.round(n * 0.07), next);
    const expected: Counts = {
      opens: opens.length,
      uniqueOpens: new Set(opens).size,
      clicks: clicks.length,
      uniqueClicks: new Set(clicks).size,
    };
    const trackStarted = Date.now();
    await hitAll(
      opens.map((i) => pixelOf(ordered[i]!)),
      200,
    );
    const clicksStarted = Date.now();
    await hitAll(
      clicks.map((i) => clickOf(ordered[i]!)),
      302,
    );
    const trackSeconds = (Date.now() - trackStarted) / 1000;
    const clickSeconds = (Date.now() - clicksStarted) / 1000;
    // As the report reads them: the sum of the campaign's count shards.
    const shards = await admin.db.collection(`campaigns/${id}/${TRACK_COUNTS}`).get();
    const counted: Counts = sumTrackCounts(shards.docs.map((d) => d.data()));
    return {
      recipients: n,
      sendSeconds,
      lost: people.filter((p) => !per.has(p)).length,
      duplicates: mails.length - per.size,
      trackSeconds,
      hitsPerSecond: Math.round(((opens.length + clicks.length) / trackSeconds) * 10) / 10,
      clicksPerSecond: Math.round((clicks.length / clickSeconds) * 10) / 10,
      concurrency: CONCURRENCY,
      expected,
      counted,
    };
  } finally {
    await admin.close();
    await stack.stop();
  }
}

export const trackingRunOk = (r: TrackingRunResult) =>
  r.lost === 0 &&
  r.duplicates === 0 &&
  (Object.keys(r.expected) as (keyof Counts)[]).every((k) => r.expected[k] === r.counted[k]);

// `npx tsx scripts/perf/newsletter-tracking.ts [N]`: this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureTrackedNewsletter(Number(process.argv[2] ?? 10_000));
  console.log(JSON.stringify(result, null, 2));
  process.exit(trackingRunOk(result) ? 0 : 1);
}
