import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  campaignRecord,
  sumTrackCounts,
  TRACK_COUNTS,
  TRACK_SHARDS,
  type CampaignDoc,
} from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import { inLanes } from '../../../scripts/stack/lanes';
import { waitForValue as until } from '../../../scripts/stack/ports';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { authCall, demoIdToken } from '../../support/auth-rest';
import { mailQueueIdle, sweepNow } from '../../support/mail-queue';

/**
 * Open and click tracking through the real pipeline (newsletterAction → queue → worker → SMTP catcher, then the
 * `t` function over HTTP): an organisation with tracking on gets a pixel and signed click links in each message,
 * opens and clicks are counted (every time, and once per delivery for the unique figures, also with ten in flight
 * together), a tampered link redirects nowhere, the unsubscribe link is left alone and works, the campaign settles
 * to sent with its final figures (also from the job when nobody settled it), and with tracking off the mail has no
 * pixel and plain links.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const TARGET = 'https://example.org/walks?x=1&y=2';
const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction');
const campaignOf = async (id: string) =>
  (await admin.db.doc(`campaigns/${id}`).get()).data() as CampaignDoc & Record<string, unknown>;
/** The campaign's open and click counts as every reader takes them: the sum of its shards. */
const countsOf = async (id: string) =>
  sumTrackCounts(
    (await admin.db.collection(`campaigns/${id}/${TRACK_COUNTS}`).get()).docs.map((d) => d.data()),
  );
const bySubject = async (subject: string) =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[]).filter(
    (m) => m.subject === subject,
  );
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const pixels = (html: string) =>
  [...html.matchAll(/<img src="([^"]*\/t\/o\?[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const get = (url: string) => fetch(url, { redirect: 'manual' });

async function send(campaignId: string, token: string) {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'send', campaignId }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A list of `n` subscribed people in the organisation, and a campaign to it (the shared builders). */
async function campaignTo(organisationId: string, tag: string, n: number, createdBy: string) {
  const listId = `trk-${run}-${tag}`;
  const now = new Date();
  await admin.db.doc(`subscriberLists/${listId}`).set({
    organisationId,
    name: `Tracking ${tag}`,
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  const batch = admin.db.batch();
  const people = Array.from({ length: n }, (_, i) => `p${i}-${tag}-${run}@track.test`);
  for (const email of people) {
    const r = subscriberRecord({
      organisationId,
      email,
      name: 'Alex Reader',
      lists: [listId],
      status: 'subscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    batch.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
  }
  const id = `trk-${run}-${tag}`;
  const doc = campaignRecord({
    organisationId,
    subject: `Tracked ${tag} ${run}`,
    html:
      `<p>Hello {{firstName|friend}}, see the <a href="${TARGET.replace('&', '&amp;')}">walks</a>, ` +
      `write to <a href="mailto:hi@example.org">us</a>.</p>`,
    lists: [listId],
    createdBy,
    now,
  });
  batch.set(admin.db.doc(`campaigns/${id}`), doc);
  await batch.commit();
  return { id, subject: doc.subject, people };
}

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
});
afterAll(() => admin.close());

describe('tracking on', () => {
  const orgId = `trk-org-${run}`;
  let c: Awaited<ReturnType<typeof campaignTo>>;
  let mails: CaughtMail[];

  beforeAll(async () => {
    const now = new Date();
    const account = await authCall(stack.authHost, 'accounts:signUp', {
      email: `trk-admin-${run}@example.test`,
      password: 'secret-123',
    });
    await admin.db.doc(`Organisations/${orgId}`).set({
      name: `Tracking Trust ${run}`,
      type: 'charity',
      description: '',
      adminId: account.localId,
      createdAt: now,
      updatedAt: now,
      isActive: true,
      settings: { allowAnonymousMembers: false, requireApproval: true, trackOpensAndClicks: true },
      partnerLogoUrls: [],
    });
    await admin.db
      .doc(`Users/${account.localId}`)
      .set(
        userRecord(
          { uid: account.localId, email: `trk-admin-${run}@example.test`, name: 'Tracking admin' },
          ['organisationAdmin'],
          now,
          {},
          orgId,
        ),
      );
    c = await campaignTo(orgId, 'on', 3, account.localId);
    const token = (
      await authCall(stack.authHost, 'accounts:signInWithPassword', {
        email: `trk-admin-${run}@example.test`,
        password: 'secret-123',
      })
    ).idToken as string;
    await send(c.id, token);
    await until('the campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
    await mailQueueIdle(stack);
    mails = await bySubject(c.subject);
  }, 120_000);

  it('settles to sent by itself, with sentAt and the final figures, and records that it was tracked', async () => {
    const done = await campaignOf(c.id);
    expect(done).toMatchObject({
      state: 'sent',
      total: 3,
      sent: 3,
      failed: 0,
      suppressed: 0,
      tracking: true,
    });
    expect(done.sentAt).toBeDefined();
    expect(mails.map((m) => m.to[0]).sort()).toEqual([...c.people].sort());
  });

  it('each message has one pixel and a signed click link; mailto and the unsubscribe link are left alone', async () => {
    for (const m of mails) {
      expect(pixels(m.html)).toHaveLength(1);
      const links = hrefs(m.html);
      expect(links.filter((h) => h.includes('/t/c?'))).toHaveLength(1);
      expect(links).not.toContain(TARGET);
      expect(links).toContain('mailto:hi@example.org');
      expect(links.some((h) => /\/unsubscribe\?token=/.test(h) && !h.includes('/t/c?'))).toBe(true);
    }
  });

  it('the unsubscribe link in a tracked mail still works', async () => {
    const link = hrefs(mails[0]!.html).find((h) => h.includes('/unsubscribe?token='))!;
    const token = new URL(link).searchParams.get('token')!;
    const res = await fetch(`${stack.unsubscribeEndpoint}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('counts opens every time and once per delivery; clicks redirect to exactly the signed URL', async () => {
    const [a, b] = mails;
    const pixelA = pixels(a!.html)[0]!;
    for (const url of [pixelA, pixelA, pixels(b!.html)[0]!]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/gif/);
    }
    const click = hrefs(a!.html).find((h) => h.includes('/t/c?'))!;
    for (let i = 0; i < 2; i++) {
      const res = await get(click);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(TARGET);
    }
    expect(await countsOf(c.id)).toEqual({ opens: 3, uniqueOpens: 2, clicks: 2, uniqueClicks: 1 });
  });

  it('a tampered URL or signature gets a 400 page, no redirect and no count', async () => {
    const before = await countsOf(c.id);
    const click = new URL(hrefs(mails[2]!.html).find((h) => h.includes('/t/c?'))!);
    const evil = new URL(click);
    evil.searchParams.set('u', 'https://evil.example/');
    const cut = new URL(click);
    cut.searchParams.set('s', click.searchParams.get('s')!.slice(0, -2));
    const js = new URL(click);
    js.searchParams.set('u', 'javascript:alert(1)');
    const pixel = new URL(pixels(mails[2]!.html)[0]!);
    pixel.searchParams.set('s', 'A'.repeat(22));
    for (const url of [evil, cut, js, pixel]) {
      const res = await get(url.toString());
      expect(res.status, url.toString()).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('This link is not valid');
    }
    expect(await countsOf(c.id)).toEqual(before);
  });

  it('fifty hits ten at a time, first opens and clicks arriving together with repeats, count exactly', async () => {
    const before = await countsOf(c.id);
    // Until now the third mail was neither opened nor clicked and the second not clicked. Repeats on the first two
    // mails go first, while the lanes open; then, ten in flight, the first opens of the third mail and the first
    // clicks of the second and third arrive together with their repeats: the unique figures must end at one per
    // mail, whatever shard each hit lands on. Ten in flight, not fifty, and the lanes open one after another: the
    // Functions emulator starts a process per request in flight, and many cold starts at once on this machine
    // outlast its 30 s load limit and leave requests unanswered (scripts/stack/lanes.ts).
    const pixel = mails.map((m) => pixels(m.html)[0]!);
    const link = mails.map((m) => hrefs(m.html).find((h) => h.includes('/t/c?'))!);
    const times = (url: string, n: number) => Array.from({ length: n }, () => url);
    const round = (...groups: string[][]) =>
      Array.from({ length: Math.max(...groups.map((g) => g.length)) }, (_, i) =>
        groups.flatMap((g) => g[i] ?? []),
      ).flat();
    const warm = round(times(pixel[0]!, 10), times(pixel[1]!, 10), times(link[0]!, 6));
    const together = round(times(pixel[2]!, 10), times(link[1]!, 7), times(link[2]!, 7));
    const all = [...warm, ...together];
    const opens = all.filter((u) => pixel.includes(u));
    const clicks = all.filter((u) => link.includes(u));
    const statuses: number[] = [];
    await inLanes(all, 10, async (url) => void statuses.push((await get(url)).status));
    expect(statuses.sort()).toEqual([
      ...Array<number>(opens.length).fill(200),
      ...Array<number>(clicks.length).fill(302),
    ]);
    expect(opens.length + clicks.length).toBe(50);
    expect(await countsOf(c.id)).toEqual({
      opens: before.opens + 30,
      uniqueOpens: 3,
      clicks: before.clicks + 20,
      uniqueClicks: 3,
    });
    // Each delivery's own count agrees with the campaign's, and the hits were spread over several shards.
    const campaign = await campaignOf(c.id);
    const deliveries = await admin.db.collection(`mailMessages/${campaign.messageId}/deliveries`).get();
    const sum = (k: string) => deliveries.docs.reduce((n, d) => n + Number(d.get(k) ?? 0), 0);
    expect({ opens: sum('opens'), clicks: sum('clicks') }).toEqual({
      opens: before.opens + 30,
      clicks: before.clicks + 20,
    });
    const shards = (await admin.db.collection(`campaigns/${c.id}/${TRACK_COUNTS}`).get()).docs.map(
      (d) => d.id,
    );
    expect(shards.length).toBeGreaterThan(1);
    for (const id of shards) expect(Number(id)).toBeLessThan(TRACK_SHARDS);
  }, 120_000);

  it('keeps the message as sent: the recipient’s values filled in, no pixel, no tracked link, no token', async () => {
    const kept = (await admin.db.doc(`campaigns/${c.id}/asSent/message`).get()).data()!;
    expect(kept.subject).toBe(c.subject);
    expect(kept.html).toContain('Hello Alex');
    expect(kept.html).toContain(TARGET.replace('&', '&amp;'));
    expect(kept.html).not.toContain('/t/o?');
    expect(kept.html).not.toContain('/t/c?');
    expect(kept.html).toContain('personal-link-removed');
    expect(kept.recipient).toMatch(/•/);
  });

  it('a campaign whose deliveries are all done but left sending is settled by the job', async () => {
    await admin.db.doc(`campaigns/${c.id}`).update({ state: 'sending', sentAt: null, sent: 0 });
    await sweepNow(stack);
    expect(await campaignOf(c.id)).toMatchObject({ state: 'sent', sent: 3, total: 3 });
  });
});

describe('tracking off', () => {
  it('sends plain links and no pixel, and the report says it was not tracked', async () => {
    const c = await campaignTo(DEMO_ORG_ID, 'off', 2, DEMO_ACCOUNTS.organisationAdmin.uid);
    await send(c.id, await demoIdToken(stack.authHost, 'organisationAdmin'));
    await until('the campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
    await mailQueueIdle(stack);
    const mails = await bySubject(c.subject);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.html).not.toContain('/t/o?');
      expect(m.html).not.toContain('/t/c?');
      expect(hrefs(m.html)).toContain(TARGET);
    }
    expect((await campaignOf(c.id)).tracking).toBe(false);
  }, 90_000);
});
