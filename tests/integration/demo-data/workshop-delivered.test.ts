import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshWeeks } from '../../../functions/src/analytics/rollup';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { feedbackRequestMessageId } from '../../../functions/src/workshops/feedback-request-plan';
import { weekStart } from '@storytelling/shared/analytics';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { everyTypeDraft } from '../../../scripts/seed/feedback';
import { seedDemo } from '../../../scripts/seed/index';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { partnerFigures } from '../../../src/features/analytics/figures';
import { loadWeeks } from '../../../src/features/analytics/loader';
import { customPeriod, funnelOf, totalOf, type Period } from '../../../src/features/analytics/model';
import { formDocument } from '../../../src/features/feedback/builder';
import { answersSchema } from '../../../src/features/feedback/model';
import {
  loadPublicForm,
  setPublicDbForTests,
  submitResponse,
} from '../../../src/features/feedback/public-service';
import { markWorkshopDelivered } from '../../../src/features/workshops/delivery-service';
import { createWorkshop, getWorkshop, showInterest } from '../../../src/features/workshops/service';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { setFirestoreRestForTests } from '../../../src/lib/firestore-rest';
import { emulatorClient } from '../../support/client';
import { mailQueueIdle, sweepNow } from '../../support/mail-queue';

/**
 * After delivery, the feedback form goes out once: a super admin marks a past workshop delivered with the app's
 * service (linking a published form), the functions' job (run by the stack's sweep, here twice and again after
 * the status is toggled and after its record is lost) e-mails each participant once through the real pipeline,
 * skipping those who said they could not attend and suppressed addresses; then one response, sent as the public
 * page sends it, reaches the analytics funnel and the partner figures with the delivered workshop.
 */
type Who = 'superAdmin' | 'member';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const DAY = 86_400_000;
const now = new Date();
// Three weeks back: outside the weeks the analytics job refreshes on its own, so only the delivery moves it.
const workshopDay = new Date(now.getTime() - 21 * DAY);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const formId = `wd-form-${run}`;
const member = DEMO_ACCOUNTS.member.email;
const guest = `wd-guest-${run}@example.test`;
const absent = `wd-absent-${run}@example.test`;
const suppressed = `wd-suppressed-${run}@example.test`;

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = await emulatorClient(`wd-${who}-${run}`);
    await signInWithEmailAndPassword(auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    apps[who] = { app, auth, db };
  }
  setFirebaseForTests({ db: apps[who].db, auth: apps[who].auth });
}
const feedbackMailsTo = async (address: string): Promise<CaughtMail[]> =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[]).filter(
    (m) => m.to.includes(address) && m.subject.startsWith(`How was Delivered ${run}?`),
  );
const interest = (email: string, canAttend: boolean) => ({
  workshopId: '',
  userId: `guest-${email}`,
  name: email,
  email,
  canAttend,
  needsCoverage: false,
  notes: '',
  createdAt: now,
  updatedAt: now,
});
const weekOf = (d: Date): Period => {
  const monday = weekStart(d);
  return customPeriod(iso(monday), iso(new Date(monday.getTime() + 6 * DAY))) as Period;
};

let workshopId = '';

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-key' }, `wd-public-${run}`);
  const db = getFirestore(app);
  const [host, port] = stack.firestoreHost.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  setPublicDbForTests(db);
  setFirestoreRestForTests({
    origin: `http://${stack.firestoreHost}`,
    projectId: stack.projectId,
    apiKey: 'demo-key',
  });
}, 180_000);
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
  await admin?.close();
});

describe('marking a workshop delivered', () => {
  it('sends its feedback form once to each participant, however often the job runs', async () => {
    await actAs('superAdmin');
    workshopId = await createWorkshop({
      title: `Delivered ${run}`,
      date: iso(workshopDay),
      startTime: '10:00',
      endTime: '12:00',
      address: 'Mill Lane',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
      additionalContacts: [],
      organisationId: DEMO_ORG_ID,
      organisationName: DEMO_ORG_NAME,
      duration: 2,
    });
    // The participants: the demo participant registers interest as the app does; others as records.
    await actAs('member');
    await showInterest(workshopId, { canAttend: true, needsCoverage: false, notes: '' }, 'Pat');
    const batch = admin.db.batch();
    for (const [email, canAttend] of [
      [guest, true],
      [absent, false],
      [suppressed, true],
    ] as const)
      batch.set(admin.db.doc(`interest/${workshopId}_${email}`), {
        ...interest(email, canAttend),
        workshopId,
      });
    batch.set(admin.db.doc(`suppressions/${addressHash(suppressed)}`), { reason: 'bounce', at: now });
    batch.set(
      admin.db.doc(`feedbackForms/${formId}`),
      formDocument(everyTypeDraft(`After Delivered ${run}`), {
        organisationId: DEMO_ORG_ID,
        ownerId: DEMO_ACCOUNTS.organisationAdmin.uid,
        status: 'published',
        at: now,
      }),
    );
    await batch.commit();
    // The baseline of the workshop's week, before delivery.
    await refreshWeeks(admin.db, DEMO_ORG_ID, [weekStart(workshopDay)]);
    await actAs('superAdmin');
    const before = totalOf(await loadWeeks(DEMO_ORG_ID, weekOf(workshopDay)));

    await markWorkshopDelivered(workshopId, formId);
    expect((await admin.db.doc(`feedbackForms/${formId}`).get()).get('workshopId')).toBe(workshopId);
    expect((await admin.db.doc(`publicWorkshops/${workshopId}`).get()).get('status')).toBe('completed');

    await sweepNow(stack);
    await sweepNow(stack); // the job again: nothing more
    await mailQueueIdle(stack);
    const w = await getWorkshop(workshopId);
    expect(w?.status).toBe('completed');
    expect(w?.completedAt).toBeInstanceOf(Date);
    expect(w?.feedbackRequest).toMatchObject({ state: 'sent', sent: 2, formId });
    for (const to of [member, guest]) {
      const mails = await feedbackMailsTo(to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/feedback/${formId}`);
      expect(mails[0]!.text).toContain('service e-mail');
    }
    expect(await feedbackMailsTo(absent)).toHaveLength(0);
    expect(await feedbackMailsTo(suppressed)).toHaveLength(0);

    // The delivery reached its week's analytics through the job, not a refresh of ours.
    const after = totalOf(await loadWeeks(DEMO_ORG_ID, weekOf(workshopDay)));
    expect(after.workshopsDelivered).toBe(before.workshopsDelivered + 1);
  });

  it('toggling the status, or losing the job’s record, sends nobody the form again', async () => {
    const ref = admin.db.doc(`workshops/${workshopId}`);
    await ref.update({ status: 'scheduled' });
    await actAs('superAdmin');
    await markWorkshopDelivered(workshopId);
    await sweepNow(stack);
    // As if the job had crashed between sending and recording: the message id is the workshop's, so it resumes.
    await ref.update({ feedbackRequest: FieldValue.delete() });
    await sweepNow(stack);
    await mailQueueIdle(stack);
    await until(
      'the job to record it again',
      async () => (await ref.get()).get('feedbackRequest.state') === 'sent',
    );
    for (const to of [member, guest]) expect(await feedbackMailsTo(to), to).toHaveLength(1);
    const message = await admin.db.doc(`mailMessages/${feedbackRequestMessageId(workshopId)}`).get();
    expect(message.get('kind')).toBe('workshopFeedbackRequest');
    expect(message.get('sent')).toBe(2);
  });

  it('one response reaches the funnel and the partner figures, with the delivered workshop', async () => {
    await actAs('superAdmin');
    const thisWeek = weekStart(now);
    await refreshWeeks(admin.db, DEMO_ORG_ID, [thisWeek]);
    const period = customPeriod(iso(workshopDay), iso(now)) as Period;
    const before = totalOf(await loadWeeks(DEMO_ORG_ID, period));
    const partnerBefore = await partnerFigures(DEMO_ORG_ID, period);

    const loaded = await loadPublicForm(formId);
    if (loaded.state !== 'open') throw new Error(`form did not load: ${loaded.state}`);
    const answers = answersSchema(loaded.form.fields).parse({
      name: 'Pat',
      email: member,
      overall: 5,
      recommend: 9,
      part: 'The walk',
      heard: ['School'],
      again: 'yes',
      age: '10',
      visit: '',
      comments: 'Lovely',
      consent: true,
    });
    await submitResponse(loaded.form, answers);
    // The analytics job refreshes this week at most once a minute; the same rollup, now.
    await refreshWeeks(admin.db, DEMO_ORG_ID, [thisWeek]);

    const total = totalOf(await loadWeeks(DEMO_ORG_ID, period));
    const step = (t: typeof total, label: string) => funnelOf(t).find((s) => s.label === label)?.value;
    expect(step(total, 'Feedback responses')).toBe(step(before, 'Feedback responses')! + 1);
    expect(step(total, 'Workshops delivered')).toBe(before.workshopsDelivered);
    expect(total.feedbackScoreCount).toBeGreaterThan(before.feedbackScoreCount);
    const partner = await partnerFigures(DEMO_ORG_ID, period);
    expect(partner.workshopsDelivered).toBe(total.workshopsDelivered);
    expect(partner.workshopsDelivered).toBeGreaterThanOrEqual(1);
    expect(partner.averageFeedbackScore).not.toBeNull();
    expect(partnerBefore.workshopsDelivered).toBe(partner.workshopsDelivered);
  });
});
