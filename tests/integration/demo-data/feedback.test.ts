import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOTICE_FAILED } from '../../../functions/src/feedback/notices';
import { adminFor } from '../../../scripts/seed/admin';
import { everyTypeDraft } from '../../../scripts/seed/feedback';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { answersSchema, RESPONSES_PER_MINUTE, type FormValues } from '../../../src/features/feedback/model';
import { formDocument } from '../../../src/features/feedback/builder';
import {
  BusyError,
  ClosedError,
  loadPublicForm,
  setPublicDbForTests,
  submitResponse,
} from '../../../src/features/feedback/public-service';
import { ERRORS } from '../../../src/lib/errors';
import { setFirestoreRestForTests } from '../../../src/lib/firestore-rest';
import { sweepNow } from '../../support/mail-queue';

/**
 * A response sent as the public page sends it (the Lite SDK, signed out, the rules in force), then the form
 * submission notice through the real mail pipeline on the Functions emulator: at once for the first response,
 * a digest for those that follow within minutes, the catalogue's failure text when the owner's mailbox
 * refuses, and the per-minute limit.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const now = new Date();

const values: FormValues = {
  name: 'Sam',
  email: `sam-${run}@example.test`,
  overall: 5,
  recommend: 9,
  part: 'The walk',
  heard: ['School'],
  again: 'yes',
  age: '10',
  visit: '',
  comments: 'Great day',
  consent: true,
};

async function owner(id: string, email: string) {
  await admin.db.doc(`Users/${id}`).set(userRecord({ uid: id, email, name: id }, ['moderator'], now));
}
/** A form as the builder saves it, owned by `ownerId`; returned as the public page reads it. */
async function form(id: string, ownerId: string, status: 'published' | 'closed' = 'published') {
  const draft = everyTypeDraft(`Feedback ${id}`);
  await admin.db
    .doc(`feedbackForms/${id}`)
    .set(formDocument(draft, { organisationId: 'demo-org', ownerId, status, at: now }));
  const loaded = await loadPublicForm(id);
  if (loaded.state !== 'open' && status === 'published')
    throw new Error(`form ${id} did not load: ${loaded.state}`);
  return loaded;
}
const answersFor = async (formId: string, over: Partial<FormValues> = {}) => {
  const loaded = await loadPublicForm(formId);
  if (loaded.state !== 'open') throw new Error('closed');
  return { form: loaded.form, answers: answersSchema(loaded.form.fields).parse({ ...values, ...over }) };
};
const send = async (formId: string, over: Partial<FormValues> = {}) => {
  const { form: f, answers } = await answersFor(formId, over);
  return submitResponse(f, answers);
};
const caughtTo = async (address: string): Promise<CaughtMail[]> =>
  ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as CaughtMail[]).filter((m) =>
    m.to.includes(address),
  );
const responses = (formId: string) => admin.db.collection(`feedbackForms/${formId}/responses`).get();

beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-key' }, `feedback-${run}`);
  const db = getFirestore(app);
  const [host, port] = stack.firestoreHost.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  setPublicDbForTests(db);
  // The page reads the form through the REST API (public-form.ts): on the same emulator and project.
  setFirestoreRestForTests({
    origin: `http://${stack.firestoreHost}`,
    projectId: stack.projectId,
    apiKey: 'demo-key',
  });
});
afterAll(() => admin.close());

describe('sending a response', () => {
  it('stores what the drip campaigns read: organisationId, the server’s submittedAt, respondentEmail', async () => {
    await owner(`fb-o1-${run}`, `fb-o1-${run}@example.test`);
    await form(`fb-store-${run}`, `fb-o1-${run}`);
    const before = Date.now();
    const id = await send(`fb-store-${run}`);
    const doc = (await admin.db.doc(`feedbackForms/fb-store-${run}/responses/${id}`).get()).data()!;
    expect(doc.organisationId).toBe('demo-org');
    expect(doc.respondentEmail).toBe(`sam-${run}@example.test`);
    expect(doc.submittedAt).toBeInstanceOf(Timestamp);
    expect((doc.submittedAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);
    expect(doc.answers).toMatchObject({ name: 'Sam', overall: 5, heard: ['School'], again: true, age: 10 });
  });

  it('a closed form takes nothing', async () => {
    await form(`fb-closed-${run}`, `fb-o1-${run}`);
    const { form: f, answers } = await answersFor(`fb-closed-${run}`);
    await admin.db.doc(`feedbackForms/fb-closed-${run}`).update({ status: 'closed' });
    await expect(submitResponse(f, answers)).rejects.toBeInstanceOf(ClosedError);
    expect((await responses(`fb-closed-${run}`)).size).toBe(0);
  });

  it('the per-minute limit holds on the server, then a new minute opens', async () => {
    const id = `fb-rate-${run}`;
    await form(id, `fb-o1-${run}`);
    await admin.db.doc(`feedbackForms/${id}/limits/rate`).set({
      windowStart: Timestamp.now(),
      count: RESPONSES_PER_MINUTE,
      lastResponseId: 'earlier',
    });
    await expect(send(id)).rejects.toBeInstanceOf(BusyError);
    expect((await responses(id)).size).toBe(0);
    await admin.db
      .doc(`feedbackForms/${id}/limits/rate`)
      .update({ windowStart: Timestamp.fromMillis(Date.now() - 61_000) });
    await send(id);
    expect((await responses(id)).size).toBe(1);
  });
});

describe('the form submission notice', () => {
  const ownerId = `fb-owner-${run}`;
  const ownerEmail = `fb-owner-${run}@example.test`;
  const formId = `fb-notice-${run}`;

  it('e-mails the owner the answers through the pipeline, then marks the response notified', async () => {
    await owner(ownerId, ownerEmail);
    await form(formId, ownerId);
    const id = await send(formId);
    const [mail] = await until('the notice', async () => {
      const got = await caughtTo(ownerEmail);
      return got.length ? got : null;
    });
    expect(mail!.subject).toBe(`New form submission: Feedback ${formId}`);
    expect(mail!.text).toContain('Your first name: Sam');
    expect(mail!.text).toContain('How was the workshop overall?: 5');
    const response = await until('notified', async () => {
      const d = await admin.db.doc(`feedbackForms/${formId}/responses/${id}`).get();
      return d.get('notified') === true ? d : null;
    });
    expect(response.get('noticeId')).toMatch(/^feedback-/);
    const notice = (await admin.db.doc(`feedbackForms/${formId}`).get()).get('notice');
    expect(notice).toMatchObject({ state: 'sent', responses: 1 });
  });

  it('gathers the responses that follow within minutes into one digest', async () => {
    const ids = [
      await send(formId, { name: 'Ana' }),
      await send(formId, { name: 'Bo' }),
      await send(formId, { name: 'Cy' }),
    ];
    // Two sweeps run after they arrived: the window since the first notice holds them (a notice is sent in the
    // sweep itself, so one sent now would already be in the catcher).
    for (let sweep = 0; sweep < 2; sweep++) {
      const { crm } = await sweepNow(stack);
      expect((crm.feedbackNotices as { held: number }).held).toBeGreaterThanOrEqual(ids.length);
    }
    expect(await caughtTo(ownerEmail)).toHaveLength(1);
    for (const id of ids)
      expect((await admin.db.doc(`feedbackForms/${formId}/responses/${id}`).get()).get('notified')).toBe(
        false,
      );
    // The window passes (the last notice is put 10 minutes back rather than waiting 5 minutes here).
    await admin.db
      .doc(`feedbackForms/${formId}`)
      .update({ 'notice.at': Timestamp.fromMillis(Date.now() - 10 * 60_000) });
    const mails = await until('the digest', async () => {
      const got = await caughtTo(ownerEmail);
      return got.length >= 2 ? got : null;
    });
    expect(mails).toHaveLength(2);
    const digest = mails.find((m) => m.text.includes('3 new responses:'))!;
    expect(digest).toBeDefined();
    for (const name of ['Ana', 'Bo', 'Cy']) expect(digest.text).toContain(`Your first name: ${name}`);
    await until('all notified', async () => {
      const snaps = await Promise.all(
        ids.map((id) => admin.db.doc(`feedbackForms/${formId}/responses/${id}`).get()),
      );
      return snaps.every((s) => s.get('notified') === true);
    });
    expect((await admin.db.doc(`feedbackForms/${formId}`).get()).get('notice')).toMatchObject({
      state: 'sent',
      responses: 3,
    });
    // Running again changes nothing: no third e-mail.
    await sweepNow(stack);
    expect(await caughtTo(ownerEmail)).toHaveLength(2);
  });

  it('says the spec’s failure text where the owner sees the form when the e-mail cannot be sent', async () => {
    expect(NOTICE_FAILED).toBe(ERRORS.emailNotificationFailed);
    const refusedOwner = `fb-refused-${run}`;
    await owner(refusedOwner, `${refusedOwner}@refused.test`);
    const id = `fb-fail-${run}`;
    await form(id, refusedOwner);
    await send(id);
    const notice = await until('the failed notice', async () => {
      const n = (await admin.db.doc(`feedbackForms/${id}`).get()).get('notice');
      return n?.state === 'failed' ? n : null;
    });
    expect(notice.error).toBe('Failed to send email notification');
  });
});
