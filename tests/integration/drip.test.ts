import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dripEnrollmentId, dripCampaignRecord, stepFigures, type DripStep } from '@storytelling/shared/drip';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { adminFor } from '../../scripts/seed/admin';
import type { CaughtMail } from '../../scripts/stack/smtp-catcher';

/**
 * The drip job on the Functions emulator with an injected clock (`runDripNow?now=`, emulator only): a
 * three-step campaign over simulated days sends each step once per person, stops for someone who unsubscribes
 * through the link in a received step, and the job run twice at the same moment sends nothing twice. The
 * simulated days lie a month ahead, so the stack's own 5-second run (real time) finds nothing due meanwhile.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const ORG = `drip-org-${run}`;
const LIST = `drip-list-${run}`;
const CAMPAIGN = `drip-${run}`;
const H = 3_600_000;
const DAY = 24 * H;
// A month ahead, at 10:00 UTC.
const T0 = new Date(Math.ceil((Date.now() + 30 * DAY) / DAY) * DAY + 10 * H);
const person = (k: string) => `drip-${run}-${k}@example.test`;
const PEOPLE = ['ann', 'ben', 'cat'].map(person);
const [ANN, BEN, CAT] = PEOPLE as [string, string, string];

const STEPS: DripStep[] = [
  {
    id: 'one',
    subject: `Welcome ${run}`,
    bodyHtml: '<p>Hello <strong>there</strong></p>',
    delayAmount: 0,
    delayUnit: 'hours',
    sendingHours: null,
  },
  {
    id: 'two',
    subject: `Second ${run}`,
    bodyHtml: '<p>A walk</p>',
    delayAmount: 1,
    delayUnit: 'days',
    sendingHours: null,
  },
  {
    id: 'three',
    subject: `Third ${run}`,
    bodyHtml: '<p>Record a story</p><script>alert(1)</script>',
    delayAmount: 2,
    delayUnit: 'days',
    sendingHours: { start: '09:00', end: '17:00' },
  },
];

const caught = async (): Promise<CaughtMail[]> =>
  (await fetch(`${stack.mailUrl}/messages`)).json() as Promise<CaughtMail[]>;
const subjectsTo = async (address: string) =>
  (await caught())
    .filter((m) => m.to.includes(address))
    .map((m) => m.subject)
    .sort();
async function runAt(now: Date, campaign = CAMPAIGN) {
  const url = stack.emailEndpoint.replace(/\/sendEmail$/, '/runDripNow');
  const res = await fetch(
    `${url}?now=${encodeURIComponent(now.toISOString())}&campaign=${encodeURIComponent(campaign)}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; enrolled: number; sent: number; exited: number };
}
const enrolment = async (email: string) =>
  (await admin.db.doc(`dripEnrollments/${dripEnrollmentId(CAMPAIGN, email)}`).get()).data();

beforeAll(async () => {
  stack = inject('stack');
  admin = adminFor(stack);
  await admin.db.doc(`Organisations/${ORG}`).set({ name: 'Drip Test Society' });
  await admin.db.doc(`subscriberLists/${LIST}`).set({
    organisationId: ORG,
    name: 'Walkers',
    description: '',
    doubleOptIn: false,
    createdAt: T0,
    updatedAt: T0,
  });
  for (const email of PEOPLE) {
    const { id, doc } = subscriberRecord({
      organisationId: ORG,
      email,
      name: email.split('@')[0],
      lists: [LIST],
      status: 'subscribed',
      consent: { source: 'manual', at: T0, wording: 'Yes please' },
      now: new Date(T0.getTime() - 30 * 60_000),
    });
    await admin.db.doc(`subscribers/${id}`).set(doc);
  }
  // Someone on the list who never confirmed: not enrolled.
  const pending = subscriberRecord({
    organisationId: ORG,
    email: person('pending'),
    lists: [LIST],
    status: 'pending',
    consent: { source: 'signupForm', at: T0, wording: 'Yes please' },
    now: new Date(T0.getTime() - 30 * 60_000),
  });
  await admin.db.doc(`subscribers/${pending.id}`).set(pending.doc);
  // Someone imported onto the list without asking for its automations: not enrolled.
  const imported = subscriberRecord({
    organisationId: ORG,
    email: person('imported'),
    lists: [LIST],
    status: 'subscribed',
    consent: { source: 'import', at: T0, wording: 'Yes please' },
    now: new Date(T0.getTime() - 30 * 60_000),
    startAutomations: false,
  });
  await admin.db.doc(`subscribers/${imported.id}`).set(imported.doc);
  const campaign = dripCampaignRecord({
    organisationId: ORG,
    name: 'Welcome series',
    state: 'active',
    trigger: { type: 'listJoined', listId: LIST },
    steps: STEPS,
    exitOn: { paused: true, goalBooked: true },
    timeZone: 'UTC',
    now: new Date(T0.getTime() - H),
  });
  await admin.db.doc(`dripCampaigns/${CAMPAIGN}`).set(campaign);
});
afterAll(() => admin.close());

describe('a three-step drip campaign over simulated days', () => {
  it('enrols the subscribed joiners once and sends the first step to each', async () => {
    const first = await runAt(T0);
    expect(first.enrolled).toBe(3);
    expect(first.sent).toBe(3);
    for (const p of PEOPLE) expect(await subjectsTo(p)).toEqual([`Welcome ${run}`]);
    expect(await enrolment(person('imported'))).toBeUndefined();
    expect(await subjectsTo(person('imported'))).toEqual([]);
    expect(await subjectsTo(person('pending'))).toEqual([]);
    // The mail is the organisation's marketing mail: the step's words, sanitised, with an unsubscribe link.
    const mail = (await caught()).find((m) => m.to.includes(ANN))!;
    expect(mail.html).toContain('<strong>there</strong>');
    expect(mail.text).toContain('Hello there');
    expect(mail.listUnsubscribe).toContain('token=');
    // Later the same day: nothing new is due.
    const again = await runAt(new Date(T0.getTime() + 2 * H));
    expect(again.enrolled + again.sent).toBe(0);
  });

  it('sends the second step once per person even when the job runs twice at the same moment', async () => {
    const at = new Date(T0.getTime() + DAY + 60_000);
    // A run confined to another campaign (a deleted one's id) touches nothing of this one's.
    const elsewhere = await runAt(at, `deleted-${run}`);
    expect(elsewhere).toMatchObject({ campaigns: 0, enrolled: 0, sent: 0 });
    for (const p of PEOPLE) expect(await subjectsTo(p)).toEqual([`Welcome ${run}`]);
    const both = await Promise.all([runAt(at), runAt(at)]);
    expect(both[0]!.sent + both[1]!.sent).toBe(3);
    for (const p of PEOPLE) expect(await subjectsTo(p)).toEqual([`Second ${run}`, `Welcome ${run}`]);
    const third = await runAt(at);
    expect(third.sent).toBe(0);
    for (const p of PEOPLE) expect((await subjectsTo(p)).length).toBe(2);
  });

  it('stops for someone who unsubscribes through the link in a step', async () => {
    const mail = (await caught()).find((m) => m.to.includes(BEN) && m.subject === `Second ${run}`)!;
    const token = /token=([A-Za-z0-9._-]+)/.exec(mail.text)![1]!;
    const res = await fetch(stack.unsubscribeEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, action: 'unsubscribe' }),
    });
    expect(res.status).toBe(200);
    // Step three is due two days after step two, inside 09:00–17:00 UTC: at 20:00 it waits for the morning.
    const evening = new Date(T0.getTime() + 3 * DAY + 10 * H);
    const waiting = await runAt(evening);
    expect(waiting.sent).toBe(0);
    expect((await enrolment(BEN))?.status).toBe('exited');
    expect(['suppressed', 'unsubscribed']).toContain((await enrolment(BEN))?.exitReason);
    const morning = new Date(T0.getTime() + 4 * DAY - H); // 09:00 the next day
    const sent = await runAt(morning);
    expect(sent.sent).toBe(2);
    expect(await subjectsTo(ANN)).toEqual([`Second ${run}`, `Third ${run}`, `Welcome ${run}`]);
    expect(await subjectsTo(CAT)).toEqual([`Second ${run}`, `Third ${run}`, `Welcome ${run}`]);
    expect(await subjectsTo(BEN)).toEqual([`Second ${run}`, `Welcome ${run}`]);
    const third = (await caught()).find((m) => m.to.includes(ANN) && m.subject === `Third ${run}`)!;
    expect(third.html).not.toContain('<script');
  });

  it('ends with everyone completed or exited, nothing more sent, and figures that add up', async () => {
    const later = await runAt(new Date(T0.getTime() + 20 * DAY));
    expect(later.sent).toBe(0);
    expect((await enrolment(ANN))?.status).toBe('completed');
    expect((await enrolment(CAT))?.status).toBe('completed');
    const docs = (await admin.db.collection('dripEnrollments').where('campaignId', '==', CAMPAIGN).get())
      .docs;
    expect(docs.length).toBe(3);
    const figures = stepFigures(
      { steps: STEPS },
      docs.map((d) => d.data() as Parameters<typeof stepFigures>[1][number]),
    );
    expect(figures).toEqual([
      { stepId: 'one', waiting: 0, sent: 3, failed: 0, exited: 0 },
      { stepId: 'two', waiting: 0, sent: 3, failed: 0, exited: 0 },
      { stepId: 'three', waiting: 0, sent: 2, failed: 0, exited: 1 },
    ]);
  });
});
