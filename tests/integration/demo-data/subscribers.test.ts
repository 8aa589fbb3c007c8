import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { makeConfirmToken } from '../../../functions/src/subscribers/confirm-token';
import { SUBSCRIBER_ERRORS } from '../../../functions/src/shared/subscriber-api';
import { subscriberId, subscriberRecord } from '../../../functions/src/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { readImportCsv } from '../../../src/features/subscribers/model';
import * as service from '../../../src/features/subscribers/service';
import { emulatorClient } from '../../support/client';
import { sweepNow } from '../../support/mail-queue';

/**
 * The subscribers service as the screen uses it (the web SDK signed in as the demo organisation's admin, so the
 * real rules apply) and the public `subscribers` function as a visitor's browser calls it, on the emulators.
 */
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const ORG = DEMO_ORG_ID;
const addr = (i: number) => `it-${run}-${String(i).padStart(3, '0')}@example.test`;

const caught = async (): Promise<CaughtMail[]> =>
  (await fetch(`${stack.mailUrl}/messages`)).json() as Promise<CaughtMail[]>;
const post = async (body: Record<string, unknown>) => {
  const res = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/subscribers'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const record = async (email: string) =>
  (await admin.db.doc(`subscribers/${subscriberId(ORG, email)}`).get()).data();

/** A CSV of `n` good rows plus an invalid address and a duplicate. */
const csv = (n: number) =>
  [
    'email,name',
    ...Array.from({ length: n }, (_, i) => `${addr(i)},Person ${i}`),
    'not-an-address,Bad',
    `${addr(0)},Again`,
  ].join('\n');

async function importCsv(text: string, lists: string[]) {
  const read = readImportCsv(text);
  if (!read.ok) throw new Error(read.error);
  const plan = await service.previewImport({
    organisationId: ORG,
    rows: read.rows,
    lists,
    wording: 'Imported in a test',
  });
  const written = await service.writeImport(plan, () => undefined);
  return { plan, written };
}

let listId = '';
beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const client = await emulatorClient(`subscribers-${run}`);
  await signInWithEmailAndPassword(
    client.auth,
    DEMO_ACCOUNTS.organisationAdmin.email,
    DEMO_ACCOUNTS.organisationAdmin.password,
  );
  setFirebaseForTests({ db: client.db, auth: client.auth });
  listId = await service.saveList(ORG, { name: `Test list ${run}`, description: '', doubleOptIn: false });
});
afterAll(() => admin.close());

describe('the table reads pages, the totals are counted', () => {
  it('imports 60 rows (two bad ones reported), pages them 25 at a time with cursors, counts them', async () => {
    const { plan, written } = await importCsv(csv(60), [listId]);
    expect(plan.problems).toEqual({ invalidAddress: 1, duplicate: 1 });
    expect(plan.rows.find((r) => r.problem === 'duplicate')?.line).toBe(63);
    expect(written).toBe(60);
    const filter = { organisationId: ORG, listId };
    expect(await service.countSubscribers(filter)).toBe(60);
    const first = await service.subscriberPage(filter, 25, null);
    const second = await service.subscriberPage(filter, 25, first.last);
    const third = await service.subscriberPage(filter, 25, second.last);
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([25, 25, 10]);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    const all = [...first.rows, ...second.rows, ...third.rows].map((r) => r.email);
    expect(new Set(all).size).toBe(60);
    expect(all).toEqual([...all].sort());
  });

  it('search filters the query: an address prefix finds one, a status filter counts only that status', async () => {
    const found = await service.subscriberPage(
      { organisationId: ORG, search: addr(7).toUpperCase(), searchBy: 'email' },
      25,
      null,
    );
    expect(found.rows.map((r) => r.email)).toEqual([addr(7)]);
    expect(await service.countSubscribers({ organisationId: ORG, listId, status: 'pending' })).toBe(0);
    const byName = await service.subscriberPage(
      { organisationId: ORG, listId, search: 'person 1', searchBy: 'name' },
      25,
      null,
    );
    expect(byName.rows.length).toBe(11); // Person 1, 10..19
  });

  it('importing the same file twice changes nothing', async () => {
    const before = (await record(addr(3)))!.updatedAt.toMillis();
    const { plan, written } = await importCsv(csv(60), [listId]);
    expect(written).toBe(0);
    expect(plan.outcomes.unchanged).toBe(60);
    expect((await record(addr(3)))!.updatedAt.toMillis()).toBe(before);
  });

  it('an import never resubscribes an unsubscribed or bounced address', async () => {
    await service.bulkUpdate([subscriberId(ORG, addr(4))], { kind: 'unsubscribe' });
    await admin.db.doc(`subscribers/${subscriberId(ORG, addr(5))}`).update({ status: 'bounced' });
    const { plan } = await importCsv(csv(60), [listId]);
    expect(plan.problems).toMatchObject({ unsubscribed: 1, bounced: 1 });
    expect((await record(addr(4)))!.status).toBe('unsubscribed');
    expect((await record(addr(5)))!.status).toBe('bounced');
  });

  it('bulk list changes apply to the selection only', async () => {
    const other = await service.saveList(ORG, { name: `Other ${run}`, description: '', doubleOptIn: false });
    await service.bulkUpdate([subscriberId(ORG, addr(8)), subscriberId(ORG, addr(9))], {
      kind: 'addToList',
      listId: other,
    });
    expect(await service.countSubscribers({ organisationId: ORG, listId: other })).toBe(2);
    await service.bulkUpdate([subscriberId(ORG, addr(8))], { kind: 'removeFromList', listId: other });
    expect(await service.countSubscribers({ organisationId: ORG, listId: other })).toBe(1);
  });

  it('deleting a list takes it off its subscribers, who keep their other lists', async () => {
    const doomed = await service.saveList(ORG, {
      name: `Doomed ${run}`,
      description: '',
      doubleOptIn: false,
    });
    await service.bulkUpdate([subscriberId(ORG, addr(10)), subscriberId(ORG, addr(11))], {
      kind: 'addToList',
      listId: doomed,
    });
    await service.deleteList(ORG, doomed);
    expect((await admin.db.doc(`subscriberLists/${doomed}`).get()).exists).toBe(false);
    expect(await service.countSubscribers({ organisationId: ORG, listId: doomed })).toBe(0);
    expect((await record(addr(10)))?.lists).toEqual([listId]);
  });
});

describe('erasure', () => {
  it('deletes the record and keeps the address only as its suppression; an import does not bring it back', async () => {
    await service.eraseSubscriber(ORG, addr(10));
    expect(await record(addr(10))).toBeUndefined();
    const suppression = (await admin.db.doc(`suppressions/${addressHash(addr(10))}`).get()).data();
    expect(suppression).toMatchObject({ reason: 'erased', addressHash: addressHash(addr(10)) });
    expect(JSON.stringify(suppression)).not.toContain(addr(10));
    const { plan } = await importCsv(csv(60), [listId]);
    expect(plan.rows.find((r) => r.email === addr(10))?.problem).toBe('suppressed');
    expect(await record(addr(10))).toBeUndefined();
  });
});

describe("keep me informed from a workshop's interest", () => {
  it("subscribes the caller's own address, never the one an interest record carries", async () => {
    // A record carrying someone else's address, as a client could write one before the rules tied it to the
    // account's own.
    const stranger = `stranger-${run}@example.test`;
    const participant = DEMO_ACCOUNTS.member;
    await admin.db.doc(`interest/demo-ws-assigned_${participant.uid}`).update({ email: stranger });
    const client = await emulatorClient(`interest-${run}`);
    await signInWithEmailAndPassword(client.auth, participant.email, participant.password);
    const res = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/subscribers'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:5173',
        authorization: `Bearer ${await client.auth.currentUser!.getIdToken()}`,
      },
      body: JSON.stringify({ action: 'interestOptIn', workshopId: 'demo-ws-assigned' }),
    });
    expect(res.status).toBe(200);
    expect(await record(stranger)).toBeUndefined();
    expect(await record(participant.email)).toMatchObject({ email: participant.email, organisationId: ORG });
    await sweepNow(stack);
    expect((await caught()).filter((m) => m.to.includes(stranger))).toEqual([]);
  });
});

describe('public sign-up with double opt-in', () => {
  let doi = '';
  const visitor = `visitor-${run}@example.test`;
  beforeAll(async () => {
    doi = await service.saveList(ORG, { name: `Confirmed list ${run}`, description: '', doubleOptIn: true });
  });

  it('describes the list, refuses a sign-up without consent or with a bad address', async () => {
    const d = await post({ action: 'describe', listId: doi });
    expect(d.json).toMatchObject({ ok: true, listName: `Confirmed list ${run}`, doubleOptIn: true });
    expect((await post({ action: 'describe', listId: 'nope' })).status).toBe(404);
    expect((await post({ action: 'signup', listId: doi, email: visitor, consent: false })).json.error).toBe(
      SUBSCRIBER_ERRORS.consent,
    );
    expect((await post({ action: 'signup', listId: doi, email: 'a@b', consent: true })).status).toBe(400);
  });

  it('signs up as pending, mails a confirmation link; a tampered token is refused; confirming subscribes', async () => {
    const res = await post({ action: 'signup', listId: doi, email: visitor, name: 'Vi', consent: true });
    expect(res.json).toEqual({ ok: true, status: 'confirmationSent' });
    expect(await record(visitor)).toMatchObject({ status: 'pending', lists: [doi] });
    const mail = await until('the confirmation e-mail', async () =>
      (await caught()).find((m) => m.to.includes(visitor)),
    );
    const url = /https?:\/\/\S+\/subscribe\/\S+\/confirm\?token=\S+/.exec(mail.text)?.[0];
    expect(url).toBeTruthy();
    const token = decodeURIComponent(new URL(url!).searchParams.get('token')!);
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await post({ action: 'confirm', token: tampered })).json.error).toBe(
      SUBSCRIBER_ERRORS.invalidToken,
    );
    expect((await record(visitor))!.status).toBe('pending');
    const before = Date.now();
    const ok = await post({ action: 'confirm', token });
    expect(ok.json).toMatchObject({ ok: true, status: 'confirmed' });
    const after = (await record(visitor))!;
    expect(after.status).toBe('subscribed');
    expect(after.consent.source).toBe('signupForm');
    expect(after.consent.at.toMillis()).toBeGreaterThanOrEqual(before - 2000);
  });

  it('refuses an expired token', async () => {
    const secret = /UNSUBSCRIBE_SECRET=(\S+)/.exec(
      readFileSync(resolve(import.meta.dirname, '../../../functions/.secret.local'), 'utf8'),
    )![1]!;
    const old = makeConfirmToken(
      secret,
      { subscriberId: subscriberId(ORG, visitor), listId: doi, wording: 'x' },
      new Date(Date.now() - 8 * 86_400_000),
    );
    expect((await post({ action: 'confirm', token: old })).json.error).toBe(SUBSCRIBER_ERRORS.expiredToken);
  });

  it('a list without double opt-in never resubscribes an unsubscribed address without a confirmation', async () => {
    const res = await post({ action: 'signup', listId, email: addr(4), consent: true });
    expect(res.json).toEqual({ ok: true, status: 'confirmationSent' });
    expect((await record(addr(4)))!.status).toBe('unsubscribed');
    const fresh = `direct-${run}@example.test`;
    expect((await post({ action: 'signup', listId, email: fresh, consent: true })).json).toEqual({
      ok: true,
      status: 'subscribed',
    });
    expect((await record(fresh))!.status).toBe('subscribed');
  });
});

describe('expiry of unconfirmed sign-ups', () => {
  it('the crm job deletes pending sign-ups older than 7 days and keeps recent ones', async () => {
    const make = (email: string, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      return subscriberRecord({
        organisationId: ORG,
        email,
        status: 'pending',
        lists: [listId],
        consent: { source: 'signupForm', at, wording: 'w' },
        now: at,
      });
    };
    const old = make(`old-${run}@example.test`, 8);
    const recent = make(`recent-${run}@example.test`, 2);
    await admin.db.doc(`subscribers/${old.id}`).set(old.doc);
    await admin.db.doc(`subscribers/${recent.id}`).set(recent.doc);
    await sweepNow(stack);
    await until(
      'the old sign-up deleted',
      async () => !(await admin.db.doc(`subscribers/${old.id}`).get()).exists,
    );
    await sweepNow(stack); // a second run in the same minute changes nothing more
    expect((await admin.db.doc(`subscribers/${recent.id}`).get()).exists).toBe(true);
  });
});
