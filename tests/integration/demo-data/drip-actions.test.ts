import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dripCampaignRecord } from '@storytelling/shared/drip';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { authCall as authRest, demoIdToken } from '../../support/auth-rest';

/**
 * The drip staff actions on the real endpoint (`dripEnrolment`): a step's test goes to the caller only, filled
 * for the sample person, and refuses a tag that does not exist; the people already on a campaign's list are
 * counted and enrolled once, only into an active campaign; strangers and another organisation's admin are
 * refused every action and change nothing.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/dripEnrolment');
const listId = `drip-act-${run}`;
const campaignId = `drip-act-${run}`;

const authCall = (path: 'accounts:signUp' | 'accounts:signInWithPassword', body: Record<string, unknown>) =>
  authRest(stack.authHost, path, body);
const signIn = (who: keyof typeof DEMO_ACCOUNTS) => demoIdToken(stack.authHost, who);
async function call(body: Record<string, unknown>, token: string) {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const caught = async () => (await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[];
const enrolled = async () =>
  (await admin.db.collection('dripEnrollments').where('campaignId', '==', campaignId).get()).docs;
const step = { subject: `Hi {{firstName|there}} ${run}`, bodyHtml: '<p>Dear {{name|friend}}</p>' };

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const now = new Date();
  await admin.db.doc(`subscriberLists/${listId}`).set({
    organisationId: DEMO_ORG_ID,
    name: `Actions ${run}`,
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  for (const [i, email] of ['a', 'b', 'gone'].map((n) => `${n}-${run}@drip.test`).entries()) {
    const r = subscriberRecord({
      organisationId: DEMO_ORG_ID,
      email,
      lists: [listId],
      status: i < 2 ? 'subscribed' : 'unsubscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    await admin.db.doc(`subscribers/${r.id}`).set(r.doc);
  }
  await admin.db.doc(`dripCampaigns/${campaignId}`).set(
    dripCampaignRecord({
      organisationId: DEMO_ORG_ID,
      name: `Actions ${run}`,
      trigger: { type: 'listJoined', listId },
      steps: [{ id: 's1', ...step, delayAmount: 5, delayUnit: 'minutes', sendingHours: null }],
      now,
    }),
  );
});
afterAll(() => admin.close());

describe('drip staff actions', () => {
  it('refuses a stranger, another organisation’s admin and a lower role of its own every action, changing nothing', async () => {
    const stranger = await authCall('accounts:signUp', { email: `s-${run}@x.test`, password: 'secret-123' });
    const other = await authCall('accounts:signUp', { email: `o-${run}@x.test`, password: 'secret-123' });
    await admin.db
      .doc(`Users/${other.localId}`)
      .set(
        userRecord(
          { uid: other.localId, email: `o-${run}@x.test`, name: 'Other' },
          ['organisationAdmin'],
          new Date(),
          {},
          `other-${run}`,
        ),
      );
    // A lower role of the same organisation too: its facilitator and a member.
    const lower = [await signIn('facilitator'), await signIn('member')];
    for (const token of [stranger.idToken, other.idToken, ...lower])
      for (const body of [
        { action: 'enrolExisting', campaignId, count: true },
        { action: 'enrolExisting', campaignId },
        { action: 'testSend', campaignId, step },
        { action: 'enrol', campaignId, email: `x-${run}@drip.test` },
      ])
        expect((await call(body, token)).status, JSON.stringify(body)).toBe(403);
    expect(await enrolled()).toHaveLength(0);
    expect((await caught()).filter((m) => m.subject.includes(run))).toHaveLength(0);
  });

  it('sends a step’s test to the caller only, filled for the sample person; refuses an unknown tag', async () => {
    const token = await signIn('organisationAdmin');
    const sent = await call({ action: 'testSend', campaignId, step }, token);
    expect(sent.json).toEqual({ ok: true, sentTo: DEMO_ACCOUNTS.organisationAdmin.email });
    const mails = (await caught()).filter((m) => m.subject === `[Test] Hi Alex ${run}`);
    expect(mails.map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.organisationAdmin.email]]);
    expect(mails[0]!.text).toContain('Dear Alex Morgan');
    const typo = await call(
      { action: 'testSend', campaignId, step: { ...step, subject: 'Hi {{nmae}}' } },
      token,
    );
    expect(typo.status).toBe(400);
    expect(String(typo.json.error)).toMatch(/^Unknown merge tag \{\{nmae\}\}/);
  });

  it('counts the people already on the list; enrols them only once the campaign is active, each once', async () => {
    const token = await signIn('organisationAdmin');
    expect((await call({ action: 'enrolExisting', campaignId, count: true }, token)).json).toEqual({
      ok: true,
      count: 2,
    });
    expect((await call({ action: 'enrolExisting', campaignId }, token)).status).toBe(409);
    expect(await enrolled()).toHaveLength(0);
    await admin.db.doc(`dripCampaigns/${campaignId}`).update({ state: 'active', activatedAt: new Date() });
    expect((await call({ action: 'enrolExisting', campaignId }, token)).json).toEqual({
      ok: true,
      enrolled: 2,
    });
    // A second click enrols nobody twice, and there is nobody left to count.
    expect((await call({ action: 'enrolExisting', campaignId }, token)).json).toEqual({
      ok: true,
      enrolled: 0,
    });
    expect((await call({ action: 'enrolExisting', campaignId, count: true }, token)).json).toEqual({
      ok: true,
      count: 0,
    });
    const docs = await enrolled();
    expect(docs.map((d) => d.get('email')).sort()).toEqual([`a-${run}@drip.test`, `b-${run}@drip.test`]);
    expect(docs.every((d) => d.get('source') === 'existing')).toBe(true);
  });
});
