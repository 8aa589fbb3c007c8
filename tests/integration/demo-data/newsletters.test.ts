import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { analyticsYearPath, weekKey, weekStart } from '@storytelling/shared/analytics';
import { campaignRecord, type CampaignDoc } from '@storytelling/shared/newsletters';
import { RESUBSCRIBE_WORDING } from '@storytelling/shared/subscriber-api';
import { subscriberId, subscriberRecord, type SubscriberStatus } from '@storytelling/shared/subscribers';
import { DEMO_PARTNER_ORG_ID } from '../../../scripts/seed/analytics';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { DEMO_CUSTOM_FIELD } from '../../../scripts/seed/subscribers';
import { userRecord } from '../../../scripts/seed/users';
import { waitForValue as until } from '../../../scripts/stack/ports';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { mailQueueIdle, noDeliveryInFlight } from '../../support/mail-queue';
import { authCall as authRest, demoIdToken } from '../../support/auth-rest';

/**
 * Newsletters through the real pipeline (newsletterAction → Firestore → Cloud Tasks emulator → worker → SMTP
 * catcher): each subscribed, unsuppressed address exactly once; pause and resume lose and double nothing;
 * resend-failed sends only the failures; strangers and other organisations' admins are refused.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction');

const authCall = (path: 'accounts:signUp' | 'accounts:signInWithPassword', body: Record<string, unknown>) =>
  authRest(stack.authHost, path, body);
const signIn = (who: keyof typeof DEMO_ACCOUNTS) => demoIdToken(stack.authHost, who);
async function signUp(): Promise<{ token: string; uid: string }> {
  const email = `nl-${run}-${Math.random().toString(36).slice(2)}@example.test`;
  const r = await authCall('accounts:signUp', { email, password: 'secret-123' });
  return { token: r.idToken, uid: r.localId };
}
async function call(body: Record<string, unknown>, token?: string) {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const caught = async (): Promise<CaughtMail[]> =>
  (await fetch(`${stack.mailUrl}/messages`)).json() as Promise<CaughtMail[]>;
const bySubject = async (subject: string) => (await caught()).filter((m) => m.subject === subject);
const refuse = (address: string, on: boolean) =>
  fetch(`${stack.mailUrl}/refuse/${encodeURIComponent(address)}`, { method: on ? 'POST' : 'DELETE' });
const campaignOf = async (id: string) => (await admin.db.doc(`campaigns/${id}`).get()).data() as CampaignDoc;

/** A list of its own in the demo organisation, with people in every state, written with the shared builder. */
async function audience(tag: string, subscribed: number, organisationId = DEMO_ORG_ID, also: string[] = []) {
  const listId = `nl-${run}-${tag}`;
  const now = new Date();
  await admin.db.doc(`subscriberLists/${listId}`).set({
    organisationId,
    name: `Test ${tag}`,
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  const address = (kind: string, i: number) => `${kind}${i}-${tag}-${run}@news.test`;
  const people: { email: string; status: SubscriberStatus; lists: string[] }[] = [
    ...Array.from({ length: subscribed }, (_, i) => ({
      email: address('sub', i),
      status: 'subscribed' as const,
      lists: [listId],
    })),
    { email: address('pending', 0), status: 'pending', lists: [listId] },
    { email: address('unsub', 0), status: 'unsubscribed', lists: [listId] },
    { email: address('bounced', 0), status: 'bounced', lists: [listId] },
    { email: address('supp', 0), status: 'subscribed', lists: [listId] },
    { email: address('elsewhere', 0), status: 'subscribed', lists: ['demo-list-walks'] },
    ...also.map((email) => ({ email, status: 'subscribed' as const, lists: [listId] })),
  ];
  const batch = admin.db.batch();
  for (const p of people) {
    const r = subscriberRecord({
      organisationId,
      ...p,
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    batch.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
  }
  batch.set(admin.db.doc(`suppressions/${addressHash(address('supp', 0))}`), {
    addressHash: addressHash(address('supp', 0)),
    maskedEmail: 's••@news.test',
    reason: 'unsubscribed',
    source: 'unsubscribe-page',
    createdAt: now,
  });
  await batch.commit();
  const expected = Array.from({ length: subscribed }, (_, i) => address('sub', i));
  const never = ['pending', 'unsub', 'bounced', 'supp', 'elsewhere'].map((k) => address(k, 0));
  return { listId, expected, never };
}

async function campaign(tag: string, listId: string, organisationId = DEMO_ORG_ID) {
  const id = `nl-${run}-${tag}`;
  const doc = campaignRecord({
    organisationId,
    subject: `Newsletter ${tag} ${run}`,
    preheader: 'Pre',
    html: `<h2>News ${tag}</h2><p>Hello <a href="https://example.org">walks</a></p>`,
    lists: [listId],
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    now: new Date(),
  });
  await admin.db.doc(`campaigns/${id}`).set(doc);
  return { id, subject: doc.subject };
}

/** These people subscribed to the list, written with the shared builder. */
async function subscribe(
  listId: string,
  people: { email: string; name: string; customFields?: Record<string, string> }[],
) {
  const now = new Date();
  for (const person of people) {
    const r = subscriberRecord({
      organisationId: DEMO_ORG_ID,
      ...person,
      lists: [listId],
      status: 'subscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    await admin.db.doc(`subscribers/${r.id}`).set(r.doc);
  }
}

/** A draft of the demo organisation to the list, with this subject and body. */
async function draftTo(listId: string, id: string, subject: string, html: string) {
  await admin.db.doc(`campaigns/${id}`).set(
    campaignRecord({
      organisationId: DEMO_ORG_ID,
      subject,
      preheader: '',
      html,
      lists: [listId],
      createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
      now: new Date(),
    }),
  );
}

/** Each expected address exactly once, none of the others. */
function expectEachOnce(mails: CaughtMail[], expected: string[], never: string[]) {
  const counts = new Map<string, number>();
  for (const m of mails) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  for (const a of expected) expect(counts.get(a), a).toBe(1);
  for (const a of never) expect(counts.has(a), a).toBe(false);
  expect(mails.length).toBe(expected.length);
}

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
});
afterAll(() => admin.close());

describe('who may act on a newsletter', () => {
  it('refuses the signed-out (401), a stranger, a facilitator and another organisation’s admin (403); nothing is sent', async () => {
    const { listId } = await audience('refuse', 2);
    const c = await campaign('refuse', listId);
    expect((await call({ action: 'send', campaignId: c.id })).status).toBe(401);
    const stranger = await signUp();
    const otherAdmin = await signUp();
    await admin.db
      .doc(`Users/${otherAdmin.uid}`)
      .set(
        userRecord(
          { uid: otherAdmin.uid, email: `other-${run}@example.test`, name: 'Other admin' },
          ['organisationAdmin'],
          new Date(),
          {},
          `other-org-${run}`,
        ),
      );
    const facilitator = await signIn('facilitator');
    for (const token of [stranger.token, otherAdmin.token, facilitator])
      for (const body of [
        { action: 'send', campaignId: c.id },
        { action: 'testSend', campaignId: c.id },
        { action: 'pause', campaignId: c.id },
        { action: 'audience', organisationId: DEMO_ORG_ID, lists: [listId] },
        { action: 'lists', organisationId: DEMO_ORG_ID },
      ])
        expect((await call(body, token)).status, JSON.stringify(body)).toBe(403);
    expect((await campaignOf(c.id)).state).toBe('draft');
    expect(await bySubject(c.subject)).toEqual([]);
  });
});

describe('sending', () => {
  it('counts the audience, sends a test only to the caller, then reaches each subscribed, unsuppressed address exactly once', async () => {
    const { listId, expected, never } = await audience('once', 6);
    const c = await campaign('once', listId);
    const token = await signIn('organisationAdmin');
    const count = await call({ action: 'audience', organisationId: DEMO_ORG_ID, lists: [listId] }, token);
    expect(count.json).toEqual({ ok: true, count: 6 });

    const test = await call({ action: 'testSend', campaignId: c.id, requestId: `t-${run}` }, token);
    expect(test.json).toEqual({ ok: true, sentTo: DEMO_ACCOUNTS.organisationAdmin.email });
    const tests = await bySubject(`[Test] ${c.subject}`);
    expect(tests.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.organisationAdmin.email]]);
    expect(tests[0]!.text).toContain(`News once\n\nHello walks (https://example.org)`);
    expect((await campaignOf(c.id)).state).toBe('draft');

    expect((await call({ action: 'send', campaignId: c.id }, token)).json).toMatchObject({ ok: true });
    // A second send of the same campaign is refused: one campaign, one send.
    expect((await call({ action: 'send', campaignId: c.id }, token)).status).toBe(409);
    await until('the campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
    const done = await campaignOf(c.id);
    expect(done).toMatchObject({ total: 6, sent: 6, failed: 0, state: 'sent' });
    await mailQueueIdle(stack);
    const mails = await bySubject(c.subject);
    expectEachOnce(mails, expected, never);
    expect(mails[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.html).toContain('<h2>News once</h2>');
    // The send is in the organisation's history once, by who sent it; the refused second send left nothing.
    const logged = await admin.db.collection('history').where('target.id', '==', c.id).get();
    expect(logged.docs.map((d) => d.data())).toMatchObject([
      {
        organisationId: DEMO_ORG_ID,
        kind: 'send',
        actorUid: DEMO_ACCOUNTS.organisationAdmin.uid,
        summary: `Sent the newsletter “${c.subject}” to its lists`,
      },
    ]);
  });

  it('fills merge tags for each recipient (their name, or the fallback), the sample person in a test, and refuses an unknown tag', async () => {
    const { listId } = await audience('merge', 0);
    const ana = `ana-${run}@news.test`;
    const nameless = `nameless-${run}@news.test`;
    await subscribe(listId, [
      { email: ana, name: 'Ana María Ruiz' },
      { email: nameless, name: '' },
    ]);
    const id = `nl-${run}-merge`;
    await draftTo(
      listId,
      id,
      `Walks for {{firstName|you}} ${run}`,
      '<p>Dear {{name|friend}} of {{organisationName}}: subscriber.name stays a word.</p>',
    );
    const token = await signIn('organisationAdmin');
    expect((await call({ action: 'testSend', campaignId: id, requestId: `m-${run}` }, token)).status).toBe(
      200,
    );
    const [test] = await bySubject(`[Test] Walks for Alex ${run}`);
    expect(test?.text).toContain('Dear Alex Morgan of Riverside Heritage School');

    expect((await call({ action: 'send', campaignId: id }, token)).json).toMatchObject({ ok: true });
    await until('the campaign sent', async () => (await campaignOf(id)).state === 'sent', 60_000);
    await mailQueueIdle(stack);
    const toAna = (await caught()).filter((m) => m.to.includes(ana));
    expect(toAna.map((m) => m.subject)).toEqual([`Walks for Ana ${run}`]);
    expect(toAna[0]!.html).toContain('Dear Ana María Ruiz of Riverside Heritage School');
    expect(toAna[0]!.html).not.toContain('href="http://subscriber.name');
    const toNameless = (await caught()).filter((m) => m.to.includes(nameless));
    expect(toNameless.map((m) => m.subject)).toEqual([`Walks for you ${run}`]);
    expect(toNameless[0]!.text).toContain('Dear friend of Riverside Heritage School');

    // A tag that does not exist is refused before anything is sent, naming it.
    await draftTo(listId, `${id}-typo`, 'Hi {{nmae}}', '<p>Body</p>');
    const refused = await call({ action: 'send', campaignId: `${id}-typo` }, token);
    expect(refused.status).toBe(400);
    expect(String(refused.json.error)).toMatch(/^Unknown merge tag \{\{nmae\}\}: use \{\{name\}\}/);
    expect((await campaignOf(`${id}-typo`)).state).toBe('draft');
  });

  it('fills a custom field for each recipient (or its fallback), its label in a test, and refuses a field the organisation lacks', async () => {
    const { listId } = await audience('custom', 0);
    const fromSchool = `school-${run}@news.test`;
    const noSchool = `noschool-${run}@news.test`;
    await subscribe(listId, [
      { email: fromSchool, name: 'Sam', customFields: { [DEMO_CUSTOM_FIELD.key]: 'Hillside & Co' } },
      { email: noSchool, name: 'Kim' },
    ]);
    const id = `nl-${run}-custom`;
    const tag = `{{custom.${DEMO_CUSTOM_FIELD.key}|your school}}`;
    await draftTo(listId, id, `News for ${tag} ${run}`, `<p>Pupils of ${tag} are welcome.</p>`);
    const token = await signIn('organisationAdmin');
    expect((await call({ action: 'testSend', campaignId: id, requestId: `c-${run}` }, token)).status).toBe(
      200,
    );
    const [test] = await bySubject(`[Test] News for [${DEMO_CUSTOM_FIELD.label}] ${run}`);
    expect(test?.text).toContain(`Pupils of [${DEMO_CUSTOM_FIELD.label}] are welcome.`);

    expect((await call({ action: 'send', campaignId: id }, token)).json).toMatchObject({ ok: true });
    await until('the campaign sent', async () => (await campaignOf(id)).state === 'sent', 60_000);
    await mailQueueIdle(stack);
    const mails = await caught();
    const toSchool = mails.filter((m) => m.to.includes(fromSchool));
    expect(toSchool.map((m) => m.subject)).toEqual([`News for Hillside & Co ${run}`]);
    expect(toSchool[0]!.html).toContain('Pupils of Hillside &amp; Co are welcome.');
    const toOther = mails.filter((m) => m.to.includes(noSchool));
    expect(toOther.map((m) => m.subject)).toEqual([`News for your school ${run}`]);

    // A field the organisation does not have is refused before anything is sent, by send and by test alike.
    await draftTo(listId, `${id}-nofield`, 'Hi {{custom.postcode}}', '<p>Body</p>');
    for (const action of ['send', 'testSend']) {
      const refused = await call({ action, campaignId: `${id}-nofield`, requestId: `n-${run}` }, token);
      expect(refused.status, action).toBe(400);
      expect(String(refused.json.error)).toMatch(
        /^Unknown merge tag \{\{custom\.postcode\}\}: use .*\{\{custom\.school\}\}$/,
      );
    }
    expect((await campaignOf(`${id}-nofield`)).state).toBe('draft');
  });

  it("an unsubscribe from a newsletter changes that organisation's record, once, and leaves another organisation's mail", async () => {
    const mail = (await bySubject(`Newsletter once ${run}`))[0]!;
    const reader = mail.to[0]!;
    const token = new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    const link = async (action?: string) => {
      const res = action
        ? await fetch(stack.unsubscribeEndpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token, action }),
          })
        : await fetch(`${stack.unsubscribeEndpoint}?token=${encodeURIComponent(token)}`);
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const orgName = String((await admin.db.doc(`Organisations/${DEMO_ORG_ID}`).get()).get('name'));
    const everyone = admin.db.doc(`suppressions/${addressHash(reader)}`);
    const recordOf = async (org: string) =>
      (await admin.db.doc(`subscribers/${subscriberId(org, reader)}`).get()).data();
    const token2 = await signIn('organisationAdmin');
    const audienceOf = async (org: string, listId: string, bearer: string) =>
      (await call({ action: 'audience', organisationId: org, lists: [listId] }, bearer)).json.count;

    expect((await link()).json).toEqual({
      ok: true,
      maskedEmail: expect.stringContaining('@news.test'),
      organisationName: orgName,
      status: 'subscribed',
      everyone: 'open',
    });
    const listId = (await recordOf(DEMO_ORG_ID))!.lists[0]!;
    const before = await audienceOf(DEMO_ORG_ID, listId, token2);
    const monday = weekStart(new Date());
    const lostThisWeek = async () => {
      const year = await admin.db.doc(analyticsYearPath(DEMO_ORG_ID, monday.getUTCFullYear())).get();
      return Number(year.get('weeks')?.[weekKey(monday)]?.subscribersLost ?? 0);
    };
    const lostCounted = async () =>
      (
        await admin.db
          .collection('subscribers')
          .where('organisationId', '==', DEMO_ORG_ID)
          .where('status', 'in', ['unsubscribed', 'bounced'])
          .where('updatedAt', '>=', monday)
          .count()
          .get()
      ).data().count;
    expect((await link('unsubscribe')).json).toMatchObject({
      ok: true,
      status: 'unsubscribed',
      everyone: 'open',
    });
    expect((await link('unsubscribe')).status).toBe(200);
    expect((await campaignOf(`nl-${run}-once`)).unsubscribes).toBe(1);
    // Where the organisation's staff look: the record, and so the list's audience, at once.
    expect(await recordOf(DEMO_ORG_ID)).toMatchObject({ status: 'unsubscribed' });
    expect(await audienceOf(DEMO_ORG_ID, listId, token2)).toBe(Number(before) - 1);
    // The CRM analytics' "Lost" for this week, refreshed by the unsubscribe itself, not a minute later.
    expect(await lostThisWeek()).toBe(await lostCounted());
    // Nothing that reaches other organisations.
    expect((await everyone.get()).exists).toBe(false);

    // Another organisation's newsletter to the same address still arrives.
    const partner = await audience('partner', 0, DEMO_PARTNER_ORG_ID, [reader]);
    const superToken = await signIn('superAdmin');
    const other = await campaign('partner', partner.listId, DEMO_PARTNER_ORG_ID);
    expect((await call({ action: 'send', campaignId: other.id }, superToken)).status).toBe(200);
    await until(
      'the partner campaign sent',
      async () => (await campaignOf(other.id)).state === 'sent',
      60_000,
    );
    await mailQueueIdle(stack);
    expect((await bySubject(other.subject)).map((m) => m.to)).toEqual([[reader]]);

    // "Stop e-mail from every organisation": the one way to a suppression for everyone, and the person's to undo.
    expect((await link('unsubscribeEveryone')).json).toMatchObject({
      status: 'unsubscribed',
      everyone: 'stopped',
    });
    expect((await everyone.get()).data()).toMatchObject({
      reason: 'unsubscribed',
      source: 'unsubscribe-everyone',
    });
    expect(await audienceOf(DEMO_PARTNER_ORG_ID, partner.listId, superToken)).toBe(0);
    expect((await link('resubscribeEveryone')).json).toMatchObject({ everyone: 'open' });
    expect((await everyone.get()).exists).toBe(false);
    expect(await audienceOf(DEMO_PARTNER_ORG_ID, partner.listId, superToken)).toBe(1);

    // Taking the unsubscribe back from the same link: subscribed again by the person's own act, uncounted.
    expect((await link('resubscribe')).json).toMatchObject({ status: 'subscribed' });
    expect(await recordOf(DEMO_ORG_ID)).toMatchObject({
      status: 'subscribed',
      consent: { wording: RESUBSCRIBE_WORDING, confirmedBy: 'unsubscribeLink' },
    });
    expect((await campaignOf(`nl-${run}-once`)).unsubscribes).toBe(0);
  });

  it('pause holds the send between batches and resume finishes it: nothing lost, nothing doubled', async () => {
    const { listId, expected, never } = await audience('pause', 60);
    const c = await campaign('pause', listId);
    const token = await signIn('moderator');
    expect((await call({ action: 'send', campaignId: c.id }, token)).status).toBe(200);
    await until('the first batches', async () => (await campaignOf(c.id)).sent >= 10, 60_000);
    expect((await call({ action: 'pause', campaignId: c.id }, token)).json).toEqual({
      ok: true,
      state: 'paused',
    });
    // The batch under way may finish; then nothing more goes out: the batches still queued are handed out in
    // turn and find the message held.
    await mailQueueIdle(stack);
    await noDeliveryInFlight(admin.db, (await campaignOf(c.id)).messageId!);
    const atPause = (await bySubject(c.subject)).length;
    expect(atPause).toBeLessThan(60);
    const paused = await campaignOf(c.id);
    expect(paused.state).toBe('paused');
    expect(paused.sent).toBe(atPause);
    await mailQueueIdle(stack);
    expect((await bySubject(c.subject)).length).toBe(atPause);
    expect((await call({ action: 'pause', campaignId: c.id }, token)).status).toBe(409);

    expect((await call({ action: 'resume', campaignId: c.id }, token)).json).toEqual({
      ok: true,
      state: 'sending',
    });
    await until('the campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 120_000);
    await mailQueueIdle(stack);
    expectEachOnce(await bySubject(c.subject), expected, never);
    expect(await campaignOf(c.id)).toMatchObject({ total: 60, sent: 60, failed: 0 });
  });

  it('resend to failed only sends the failures again, to them alone', async () => {
    const { listId, expected, never } = await audience('resend', 5);
    const [bad1, bad2] = [expected[1]!, expected[3]!];
    await refuse(bad1, true);
    await refuse(bad2, true);
    const c = await campaign('resend', listId);
    const token = await signIn('organisationAdmin');
    try {
      await call({ action: 'send', campaignId: c.id }, token);
      await until('the campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
      expect(await campaignOf(c.id)).toMatchObject({ sent: 3, failed: 2 });
      const failures = await call({ action: 'failures', campaignId: c.id }, token);
      expect((failures.json.failures as { recipient: string }[]).map((f) => f.recipient).sort()).toEqual(
        [bad1, bad2].sort(),
      );
    } finally {
      await refuse(bad1, false);
      await refuse(bad2, false);
    }
    const resent = await call({ action: 'resendFailed', campaignId: c.id }, token);
    expect(resent.json).toEqual({ ok: true, state: 'sending', requeued: 2 });
    await until('the resend done', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
    expect(await campaignOf(c.id)).toMatchObject({ total: 5, sent: 5, failed: 0 });
    await mailQueueIdle(stack);
    expectEachOnce(await bySubject(c.subject), expected, never);
    // Nothing failed any more: a second resend is refused.
    expect((await call({ action: 'resendFailed', campaignId: c.id }, token)).status).toBe(409);
  });

  it('cancel stops a send for good; a due scheduled campaign is started by the timed job', async () => {
    const { listId } = await audience('sched', 3);
    const c = await campaign('sched', listId);
    const token = await signIn('organisationAdmin');
    const past = await call(
      { action: 'schedule', campaignId: c.id, at: new Date(Date.now() - 1000).toISOString() },
      token,
    );
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 2000);
    expect((await call({ action: 'schedule', campaignId: c.id, at: at.toISOString() }, token)).json).toEqual({
      ok: true,
      state: 'scheduled',
    });
    // The stack's sweep runs the CRM jobs every few seconds.
    await until('the scheduled campaign sent', async () => (await campaignOf(c.id)).state === 'sent', 60_000);
    expect((await campaignOf(c.id)).sent).toBe(3);
    expect((await call({ action: 'cancel', campaignId: c.id }, token)).status).toBe(409);
  });
});
