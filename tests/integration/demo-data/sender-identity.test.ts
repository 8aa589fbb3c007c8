import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { campaignRecord, type CampaignDoc } from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME, DEMO_ORG_SENDER } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import { waitForValue as until } from '../../../scripts/stack/ports';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { authCall, demoIdToken } from '../../support/auth-rest';
import { mailQueueIdle } from '../../support/mail-queue';

/**
 * The organisation's sender identity on its marketing mail, through the real pipeline (newsletterAction →
 * Firestore → Cloud Tasks emulator → worker → SMTP catcher): the From header carries its sender name in front of
 * the platform's address, Reply-To its address, the footer its name and postal address. Without settings the
 * mail falls back to the organisation's name and has no Reply-To; values written past the form and the rules
 * (with the Admin SDK) cannot add a header or a recipient.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction');

async function call(body: Record<string, unknown>, token: string) {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const bySubject = async (subject: string) =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[]).filter(
    (m) => m.subject === subject,
  );

/** A list of `count` subscribed people of the organisation and a draft campaign to it, with the shared builders. */
async function campaignTo(organisationId: string, tag: string, count: number) {
  const now = new Date();
  const listId = `sender-${run}-${tag}`;
  const batch = admin.db.batch();
  batch.set(admin.db.doc(`subscriberLists/${listId}`), {
    organisationId,
    name: `Sender ${tag}`,
    description: '',
    doubleOptIn: false,
    createdAt: now,
    updatedAt: now,
  });
  const people = Array.from({ length: count }, (_, i) => `p${i}-${tag}-${run}@news.test`);
  for (const email of people) {
    const r = subscriberRecord({
      organisationId,
      email,
      status: 'subscribed',
      lists: [listId],
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    batch.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
  }
  const id = `sender-${run}-${tag}`;
  const doc = campaignRecord({
    organisationId,
    subject: `Sender ${tag} ${run}`,
    html: '<p>News from the river.</p>',
    lists: [listId],
    createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    now,
  });
  batch.set(admin.db.doc(`campaigns/${id}`), doc);
  await batch.commit();
  return { id, subject: doc.subject, people };
}

async function sendAndCatch(campaign: { id: string; subject: string }, token: string) {
  expect((await call({ action: 'send', campaignId: campaign.id }, token)).json).toMatchObject({ ok: true });
  await until(
    'the campaign sent',
    async () =>
      ((await admin.db.doc(`campaigns/${campaign.id}`).get()).data() as CampaignDoc).state === 'sent',
    60_000,
  );
  await mailQueueIdle(stack);
  return bySubject(campaign.subject);
}

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
});
afterAll(() => admin.close());

describe('an organisation with a sender identity (the demo seed’s)', () => {
  it('sends with its sender name, its Reply-To and its postal address in the footer, the test send too', async () => {
    const c = await campaignTo(DEMO_ORG_ID, 'demo', 2);
    const token = await demoIdToken(stack.authHost, 'organisationAdmin');
    const test = await call({ action: 'testSend', campaignId: c.id, requestId: `t-${run}` }, token);
    expect(test.json).toMatchObject({ ok: true });
    const mails = [...(await bySubject(`[Test] ${c.subject}`)), ...(await sendAndCatch(c, token))];
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      [DEMO_ACCOUNTS.organisationAdmin.email, ...c.people].sort(),
    );
    const postal = DEMO_ORG_SENDER.postalAddress.split('\n');
    for (const m of mails) {
      expect(m.fromName).toBe(DEMO_ORG_SENDER.senderName);
      // The sending address stays the platform's.
      expect(m.from).toBe('no-reply@storytelling.example');
      expect(m.replyTo).toBe(DEMO_ORG_SENDER.replyTo);
      expect(m.text).toContain(
        `You receive this because you subscribed to news from ${DEMO_ORG_NAME}.\n${postal.join('\n')}\nUnsubscribe: `,
      );
      expect(m.html).toContain(postal.join('<br>'));
      expect(m.html).not.toContain('news from Storytelling');
    }
  });
});

describe('an organisation without one, and values written past the form', () => {
  let token: string;
  const orgId = `sender-org-${run}`;
  beforeAll(async () => {
    const email = `sender-admin-${run}@example.test`;
    const account = await authCall(stack.authHost, 'accounts:signUp', { email, password: 'secret-123' });
    token = account.idToken;
    const now = new Date();
    await admin.db
      .doc(`Users/${account.localId}`)
      .set(userRecord({ uid: account.localId, email, name: 'Admin' }, ['organisationAdmin'], now, {}, orgId));
    await admin.db.doc(`Organisations/${orgId}`).set({
      name: 'Harbour Club',
      type: 'community',
      description: '',
      adminId: account.localId,
      createdAt: now,
      updatedAt: now,
      isActive: true,
      settings: { allowAnonymousMembers: false, requireApproval: true },
      partnerLogoUrls: [],
    });
  });

  it('falls back to the organisation’s name, with no Reply-To and no postal address', async () => {
    const c = await campaignTo(orgId, 'plain', 1);
    const [mail, ...more] = await sendAndCatch(c, token);
    expect(more).toEqual([]);
    expect(mail!.fromName).toBe('Harbour Club');
    expect(mail!.replyTo).toBe('');
    expect(mail!.text).toMatch(/news from Harbour Club\.\nUnsubscribe: /);
  });

  it('a name and Reply-To with line breaks add no header and no recipient', async () => {
    await admin.db.doc(`Organisations/${orgId}`).update({
      'settings.senderName': 'Harbour "Club"\r\nBcc: victim@news.test',
      'settings.replyTo': 'office@harbour.example\r\nBcc: victim@news.test',
    });
    const c = await campaignTo(orgId, 'evil', 1);
    const mails = await sendAndCatch(c, token);
    expect(mails.map((m) => m.to)).toEqual([c.people]);
    expect(mails[0]!.fromName).toBe('Harbour Club Bcc: victim@news.test');
    expect(mails[0]!.replyTo).toBe('');
    const everything = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[];
    expect(everything.some((m) => m.to.includes('victim@news.test'))).toBe(false);
  });
});
