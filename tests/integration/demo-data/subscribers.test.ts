import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressHash } from '../../../functions/src/mail/unsubscribe-token';
import { makeConfirmToken } from '../../../functions/src/subscribers/confirm-token';
import { SUBSCRIBER_ERRORS } from '@storytelling/shared/subscriber-api';
import { subscriberId, subscriberRecord, type SubscriberListDoc } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { DEMO_PARTNER_ORG_ID } from '../../../scripts/seed/analytics';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { userRecord } from '../../../scripts/seed/users';
import type { CaughtMail } from '../../../scripts/stack/smtp-catcher';
import { waitForValue as until } from '../../../scripts/stack/ports';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { readImportCsv } from '../../../src/features/subscribers/model';
import * as service from '../../../src/features/subscribers/service';
import { emulatorClient, type EmulatorClient } from '../../support/client';
import { showInterest } from '../../../src/features/workshops/service';
import { sweepNow } from '../../support/mail-queue';
import { authCall, postJson } from '../../support/auth-rest';

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
/** The organisation admin's client, which the service uses unless a test lends it another. */
let staff: EmulatorClient;
beforeAll(async () => {
  stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const client = await emulatorClient(`subscribers-${run}`);
  staff = client;
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

  it('search finds anywhere in address or name, combined with the filters, reading only its page', async () => {
    const found = await service.subscriberPage(
      { organisationId: ORG, search: addr(7).toUpperCase() },
      25,
      null,
    );
    expect(found.rows.map((r) => r.email)).toEqual([addr(7)]);
    // a whole address is its record, read by id: one read, and the rest of the filter checked on it
    expect(found.reads).toBe(1);
    expect(await service.countSubscribers({ organisationId: ORG, search: addr(7) })).toBe(1);
    const wrongStatus = { organisationId: ORG, search: addr(7), status: 'unsubscribed' };
    expect((await service.subscriberPage(wrongStatus, 25, null)).rows).toEqual([]);
    expect(await service.countSubscribers(wrongStatus)).toBe(0);
    const absent = { organisationId: ORG, search: `nobody-${run}@example.org` };
    expect((await service.subscriberPage(absent, 25, null)).rows).toEqual([]);
    expect(await service.countSubscribers(absent)).toBe(0);
    expect(await service.countSubscribers({ organisationId: ORG, listId, status: 'pending' })).toBe(0);
    // the middle of the address: the run's id and the row number
    const middle = await service.subscriberPage(
      { organisationId: ORG, search: `${run.slice(-5)}-04` },
      25,
      null,
    );
    expect(middle.rows.map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => addr(40 + i)));
    expect(middle.reads).toBe(10);
    // a word in the middle of a name, with the list filter beside it, in the same query
    const byName = await service.subscriberPage({ organisationId: ORG, listId, search: 'son 1' }, 25, null);
    expect(byName.rows.length).toBe(11); // Person 1, 10..19
    expect(byName.reads).toBe(11);
    expect(await service.countSubscribers({ organisationId: ORG, listId, search: 'son 1' })).toBe(11);
    // longer than a token: its first ten characters, checked on reading one bounded batch
    const long = await service.subscriberPage(
      { organisationId: ORG, listId, search: 'person 11x' + 'y' },
      25,
      null,
    );
    expect(long.rows).toEqual([]);
    expect(long.reads).toBeLessThanOrEqual(service.CHECKED_BATCH);
    expect(service.countIsExact({ organisationId: ORG, search: 'person 11xy' })).toBe(false);
    const none = await service.subscriberPage({ organisationId: ORG, search: 'zzqx-none' }, 25, null);
    expect(none.rows).toEqual([]);
    expect(await service.countSubscribers({ organisationId: ORG, search: `${run.slice(-5)}-04` })).toBe(10);
  });

  it('an edited name is found by its new words, and no longer by the old ones', async () => {
    const [row] = (await service.subscriberPage({ organisationId: ORG, search: addr(9) }, 1, null)).rows;
    await service.saveSubscriber(
      ORG,
      { email: row!.email, name: `Quennell ${run}`, lists: row!.lists, status: row!.status, wording: 'x' },
      row,
    );
    const renamed = await service.subscriberPage(
      { organisationId: ORG, search: `quennell ${run}` },
      25,
      null,
    );
    expect(renamed.rows.map((r) => r.email)).toEqual([addr(9)]);
    const old = await service.subscriberPage({ organisationId: ORG, listId, search: 'person 9' }, 25, null);
    expect(old.rows.map((r) => r.email)).not.toContain(addr(9));
    // back as the file has it, so that importing the file again changes nothing (below)
    await service.saveSubscriber(
      ORG,
      { email: row!.email, name: row!.name, lists: row!.lists, status: row!.status, wording: 'x' },
      { ...row!, name: `Quennell ${run}` },
    );
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

  it('sorts by any column with the filters, page after page; a search keeps to address order', async () => {
    const names = async (sort: service.SortArg, status?: 'subscribed') => {
      const out: string[] = [];
      let cursor: service.Cursor | null = null;
      for (;;) {
        const f = { organisationId: ORG, listId, ...(status ? { status } : {}), sort };
        const page = await service.subscriberPage(f, 25, cursor);
        out.push(...page.rows.map((r) => `${r.name}|${r.status}|${r.email}`));
        if (!page.hasMore) return out;
        cursor = page.last;
      }
    };
    const byNameDesc = await names({ field: 'name', direction: 'desc' });
    expect(byNameDesc).toHaveLength(60);
    const sortedDesc = [...byNameDesc].sort((a, b) => (a.split('|')[0]! < b.split('|')[0]! ? 1 : -1));
    expect(byNameDesc.map((x) => x.split('|')[0])).toEqual(sortedDesc.map((x) => x.split('|')[0]));
    // status descending: the unsubscribed one first, the bounced one last (addresses 4 and 5 above)
    const byStatus = await names({ field: 'status', direction: 'desc' });
    expect(byStatus[0]).toContain(`|unsubscribed|${addr(4)}`);
    expect(byStatus.at(-1)).toContain(`|bounced|${addr(5)}`);
    const subscribedOnly = await names({ field: 'name', direction: 'asc' }, 'subscribed');
    expect(subscribedOnly).toHaveLength(58);
    expect(subscribedOnly.every((x) => x.includes('|subscribed|'))).toBe(true);
    // a search ignores another column's order and comes by address, either way round
    const searched = await service.subscriberPage(
      { organisationId: ORG, search: `${run.slice(-5)}-01`, sort: { field: 'email', direction: 'desc' } },
      25,
      null,
    );
    expect(searched.rows.map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => addr(19 - i)));
  });

  it('bulk list changes apply to the selection only', async () => {
    const other = await service.saveList(ORG, { name: `Other ${run}`, description: '', doubleOptIn: false });
    // Asked, the join time is recorded (it starts the list's automations); not asked, none is.
    await service.bulkUpdate([subscriberId(ORG, addr(8))], {
      kind: 'addToList',
      listId: other,
      startAutomations: true,
    });
    await service.bulkUpdate([subscriberId(ORG, addr(9))], {
      kind: 'addToList',
      listId: other,
      startAutomations: false,
    });
    expect(await service.countSubscribers({ organisationId: ORG, listId: other })).toBe(2);
    expect((await record(addr(8)))!.listJoinedAt[other]).toBeDefined();
    expect((await record(addr(9)))!.listJoinedAt?.[other]).toBeUndefined();
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
      startAutomations: false,
    });
    await service.deleteList(ORG, doomed);
    expect((await admin.db.doc(`subscriberLists/${doomed}`).get()).exists).toBe(false);
    expect(await service.countSubscribers({ organisationId: ORG, listId: doomed })).toBe(0);
    expect((await record(addr(10)))?.lists).toEqual([listId]);
  });
});

/** A staff action on the `subscribers` function, as the screen sends it (the person's ID token). */
const staffCall = async (
  who: 'organisationAdmin' | 'superAdmin' | 'member',
  body: Record<string, unknown>,
) => {
  const signIn = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS[who], returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const res = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/subscribers'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
describe('erasure', () => {
  const partnerRecord = async (email: string) =>
    (await admin.db.doc(`subscribers/${subscriberId(DEMO_PARTNER_ORG_ID, email)}`).get()).data();

  it("deletes the organisation's record and keeps the address only as its own suppression; an import does not bring it back; another organisation's record and mail stay", async () => {
    // The same address in another organisation, as that organisation's staff would have added it.
    const now = new Date();
    const theirs = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: addr(10),
      status: 'subscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    await admin.db.doc(`subscribers/${theirs.id}`).set(theirs.doc);

    await service.eraseSubscriber(ORG, addr(10));
    expect(await record(addr(10))).toBeUndefined();
    const own = (await admin.db.doc(`suppressions/${ORG}__${addressHash(addr(10))}`).get()).data();
    expect(own).toMatchObject({ reason: 'erased', organisationId: ORG, addressHash: addressHash(addr(10)) });
    expect(JSON.stringify(own)).not.toContain(addr(10));
    const { plan } = await importCsv(csv(60), [listId]);
    expect(plan.rows.find((r) => r.email === addr(10))?.problem).toBe('suppressed');
    expect(await record(addr(10))).toBeUndefined();

    // Nothing for everyone, nothing the other organisation sees.
    expect((await admin.db.doc(`suppressions/${addressHash(addr(10))}`).get()).exists).toBe(false);
    expect(await partnerRecord(addr(10))).toMatchObject({ status: 'subscribed' });
    const theirLookup = await staffCall('superAdmin', {
      action: 'suppressed',
      organisationId: DEMO_PARTNER_ORG_ID,
      hashes: [addressHash(addr(10))],
    });
    expect(theirLookup.json).toEqual({ ok: true, suppressed: [] });
  });

  it('an organisation admin can neither erase in another organisation nor learn what it erased', async () => {
    const now = new Date();
    const theirs = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: addr(11),
      status: 'subscribed',
      consent: { source: 'manual', at: now, wording: 'Yes' },
      now,
    });
    await admin.db.doc(`subscribers/${theirs.id}`).set(theirs.doc);
    const attack = await staffCall('organisationAdmin', {
      action: 'erase',
      organisationId: DEMO_PARTNER_ORG_ID,
      email: addr(11),
    });
    expect(attack.status).toBe(403);
    expect(await partnerRecord(addr(11))).toMatchObject({ status: 'subscribed' });

    // Erased there by its own staff (here a super admin): this organisation's lookup does not say so.
    expect(
      (
        await staffCall('superAdmin', {
          action: 'erase',
          organisationId: DEMO_PARTNER_ORG_ID,
          email: addr(11),
        })
      ).json,
    ).toEqual({ ok: true, erased: true });
    const ours = await staffCall('organisationAdmin', {
      action: 'suppressed',
      organisationId: ORG,
      hashes: [addressHash(addr(11))],
    });
    expect(ours.json).toEqual({ ok: true, suppressed: [] });
    expect(await record(addr(11))).toMatchObject({ email: addr(11), organisationId: ORG });
  });
});

describe('staff ask people to confirm; nobody is subscribed or added to a double opt-in list but by their own press', () => {
  const confirmLink = async (to: string, path: RegExp) =>
    until(
      `the confirmation e-mail to ${to}`,
      async () => {
        const m = (await caught()).filter((x) => x.to.includes(to) && x.subject.startsWith('Please confirm'));
        const link = m.length ? /Confirm here: (\S+)/.exec(m.at(-1)!.text)?.[1] : undefined;
        return link && path.test(new URL(link).pathname) ? new URL(link) : null;
      },
      20_000,
    );

  it('a pending person gets their confirmation again; another organisation’s record and a lower role get nothing', async () => {
    const now = new Date();
    const pending = `pending-${run}@example.test`;
    const mine = subscriberRecord({
      organisationId: ORG,
      email: pending,
      lists: [listId],
      status: 'pending',
      consent: { source: 'manual', at: now, wording: 'Added on the phone' },
      now,
    });
    const theirs = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: `theirs-${run}@example.test`,
      status: 'pending',
      consent: { source: 'manual', at: now, wording: 'Theirs' },
      now,
    });
    await admin.db.doc(`subscribers/${mine.id}`).set(mine.doc);
    await admin.db.doc(`subscribers/${theirs.id}`).set(theirs.doc);

    expect(
      (
        await staffCall('member', {
          action: 'sendConfirmation',
          organisationId: ORG,
          subscriberIds: [mine.id],
        })
      ).status,
    ).toBe(403);
    const sent = await staffCall('organisationAdmin', {
      action: 'sendConfirmation',
      organisationId: ORG,
      subscriberIds: [mine.id, theirs.id],
    });
    expect(sent.json).toEqual({ ok: true, sent: 1, skipped: 1 });
    const link = await confirmLink(pending, new RegExp(`^/subscribe/${listId}/confirm$`));
    expect((await caught()).filter((m) => m.to.includes(`theirs-${run}@example.test`))).toEqual([]);
    expect((await record(pending))!.status).toBe('pending');
    const token = link.searchParams.get('token')!;
    expect((await post({ action: 'confirm', token })).json).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await record(pending)).toMatchObject({
      status: 'subscribed',
      consent: { source: 'manual', wording: 'Added on the phone', confirmedBy: 'emailLink' },
    });
  });

  it('adding subscribed people to a double opt-in list asks them; confirming joins it and starts its automations', async () => {
    const doiList = await service.saveList(ORG, {
      name: `Confirm to join ${run}`,
      description: '',
      doubleOptIn: true,
    });
    const person = addr(30); // imported (subscribed) above
    const id = subscriberId(ORG, person);
    const asked = await staffCall('organisationAdmin', {
      action: 'sendConfirmation',
      organisationId: ORG,
      subscriberIds: [id],
      listId: doiList,
    });
    expect(asked.json).toEqual({ ok: true, sent: 1, skipped: 0 });
    expect((await record(person))!.lists).not.toContain(doiList);
    const link = await confirmLink(person, new RegExp(`^/subscribe/${doiList}/confirm$`));
    const before = Date.now();
    await post({ action: 'confirm', token: link.searchParams.get('token')! });
    const after = (await record(person))!;
    expect(after.lists).toContain(doiList);
    expect(after.listJoinedAt[doiList].toMillis()).toBeGreaterThanOrEqual(before - 2000);
    // Another organisation's list cannot be named.
    const foreign = await staffCall('organisationAdmin', {
      action: 'sendConfirmation',
      organisationId: ORG,
      subscriberIds: [id],
      listId: 'demo-partner-list',
    });
    expect(foreign.status).toBe(404);
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

describe('keep me informed from an account that never proved its address', () => {
  it('leaves the address pending and asks its owner, once, however often the account asks', async () => {
    // Anyone can open an account with someone else's address: an unverified one stands for nobody's consent.
    const victim = `victim-${run}@example.test`;
    const fresh = await emulatorClient(`unverified-${run}`);
    await createUserWithEmailAndPassword(fresh.auth, victim, 'secret-123');
    setFirebaseForTests({ db: fresh.db, auth: fresh.auth });
    try {
      await showInterest(
        'demo-ws-assigned',
        { canAttend: true, needsCoverage: false, notes: '', keepInformed: true },
        'Eve',
      );
      await showInterest(
        'demo-ws-assigned',
        { canAttend: true, needsCoverage: false, notes: '', keepInformed: true },
        'Eve',
      );
    } finally {
      setFirebaseForTests({ db: staff.db, auth: staff.auth });
    }
    expect(await record(victim)).toMatchObject({
      status: 'pending',
      consent: { source: 'workshopInterest' },
    });
    const asked = await until(
      'the confirmation e-mail',
      async () => {
        await sweepNow(stack);
        const m = (await caught()).filter(
          (x) => x.to.includes(victim) && x.subject.startsWith('Please confirm'),
        );
        return m.length ? m : null;
      },
      20_000,
    );
    expect(asked).toHaveLength(1);
    expect((await record(victim))!.status).toBe('pending');
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
      {
        subscriberId: subscriberId(ORG, visitor),
        listId: doi,
        organisationId: ORG,
        source: 'signupForm',
        wording: 'x',
      },
      new Date(Date.now() - 8 * 86_400_000),
    );
    expect((await post({ action: 'confirm', token: old })).json.error).toBe(SUBSCRIBER_ERRORS.expiredToken);
  });

  it("a confirmation link cannot be pointed at another organisation's record", async () => {
    // Someone holding a signed link for one organisation's list, with another organisation's pending record in it.
    const secret = /UNSUBSCRIBE_SECRET=(\S+)/.exec(
      readFileSync(resolve(import.meta.dirname, '../../../functions/.secret.local'), 'utf8'),
    )![1]!;
    const now = new Date();
    const theirs = subscriberRecord({
      organisationId: DEMO_PARTNER_ORG_ID,
      email: `held-${run}@example.test`,
      status: 'pending',
      consent: { source: 'signupForm', at: now, wording: 'Theirs' },
      now,
    });
    await admin.db.doc(`subscribers/${theirs.id}`).set(theirs.doc);
    const crossed = makeConfirmToken(
      secret,
      { subscriberId: theirs.id, listId: doi, organisationId: ORG, source: 'signupForm', wording: 'x' },
      now,
    );
    expect((await post({ action: 'confirm', token: crossed })).status).toBe(400);
    expect((await admin.db.doc(`subscribers/${theirs.id}`).get()).get('status')).toBe('pending');
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

/**
 * "Select all N matching": the server's bulk jobs. The filter is evaluated again on the server, in steps; the
 * job record says how far it got. Each attack is refused and changes nothing.
 */
describe('bulk changes to everyone matching a filter', () => {
  const tag = `bk${run.slice(-6)}`;
  const bulkAddr = (i: number) => `${tag}-${String(i).padStart(2, '0')}@example.test`;
  let partnerList = '';
  const endpoint = () => stack.emailEndpoint.replace(/\/sendEmail$/, '/subscribers');
  const tokenOf = async (email: string, password: string) =>
    (await authCall(stack.authHost, 'accounts:signInWithPassword', { email, password })).idToken;
  const callAs = (idToken: string | null, body: Record<string, unknown>) =>
    postJson(endpoint(), body, idToken);
  const jobDone = (jobId: string) =>
    until(`bulk job ${jobId} done`, async () => {
      const d = (await admin.db.doc(`subscriberJobs/${jobId}`).get()).data();
      return d?.status === 'done' ? d : null;
    });
  const bulk = (filter: Record<string, unknown>, operation: Record<string, unknown>, jobId: string) => ({
    action: 'bulk',
    organisationId: ORG,
    jobId,
    filter,
    operation,
  });
  let adminToken = '';

  beforeAll(async () => {
    const now = new Date();
    // 20 to keep and 10 to erase here, and one of the partner's whose name the same searches find
    const people = [
      ...Array.from({ length: 20 }, (_, i) => ({ org: ORG, email: bulkAddr(i), name: `${tag} Keep ${i}` })),
      ...Array.from({ length: 10 }, (_, i) => ({
        org: ORG,
        email: bulkAddr(20 + i),
        name: `${tag} Gone ${i}`,
      })),
      { org: DEMO_PARTNER_ORG_ID, email: bulkAddr(99), name: `${tag} Gone partner` },
    ];
    const batch = admin.db.batch();
    for (const p of people) {
      const r = subscriberRecord({
        organisationId: p.org,
        email: p.email,
        name: p.name,
        status: 'subscribed',
        consent: { source: 'manual', at: now, wording: 'Yes' },
        now,
      });
      batch.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
    }
    await batch.commit();
    // the partner's own list, as its staff's saveList writes one
    const theirList: SubscriberListDoc = {
      organisationId: DEMO_PARTNER_ORG_ID,
      name: `Partner news ${run}`,
      description: '',
      doubleOptIn: false,
      createdAt: now,
      updatedAt: now,
    };
    partnerList = (await admin.db.collection('subscriberLists').add(theirList)).id;
    adminToken = await tokenOf(
      DEMO_ACCOUNTS.organisationAdmin.email,
      DEMO_ACCOUNTS.organisationAdmin.password,
    );
  });

  it('adds and removes everyone matching to and from a list, in steps, once however often it is asked', async () => {
    const list = await service.saveList(ORG, { name: `Bulk ${run}`, description: '', doubleOptIn: false });
    const jobId = `add-${run}`;
    const started = await callAs(
      adminToken,
      bulk({ search: tag }, { kind: 'addToList', listId: list }, jobId),
    );
    expect(started).toMatchObject({ status: 202, json: { ok: true, job: { jobId, total: 30, done: 0 } } });
    // asked again (a second press, a retried request): the same job, not a second one
    const again = await callAs(adminToken, bulk({ search: tag }, { kind: 'addToList', listId: list }, jobId));
    expect(again.status).toBe(200);
    expect(await jobDone(jobId)).toMatchObject({ done: 30, total: 30, organisationId: ORG });
    expect(await service.countSubscribers({ organisationId: ORG, listId: list, search: tag })).toBe(30);
    // the partner's record, found by the same search, is not theirs to change
    expect(
      (await admin.db.doc(`subscribers/${subscriberId(DEMO_PARTNER_ORG_ID, bulkAddr(99))}`).get()).get(
        'lists',
      ),
    ).toEqual([]);

    const removeId = `remove-${run}`;
    await callAs(
      adminToken,
      bulk({ listId: list, search: `${tag} gone` }, { kind: 'removeFromList', listId: list }, removeId),
    );
    expect(await jobDone(removeId)).toMatchObject({ done: 10 });
    expect(await service.countSubscribers({ organisationId: ORG, listId: list })).toBe(20);
  });

  it('erases as erasing one person does, and deletes, only in this organisation', async () => {
    const eraseId = `erase-${run}`;
    await callAs(adminToken, bulk({ search: `${tag} gone` }, { kind: 'erase' }, eraseId));
    expect(await jobDone(eraseId)).toMatchObject({ done: 10, total: 10 });
    for (let i = 20; i < 30; i++) {
      expect(await record(bulkAddr(i))).toBeUndefined();
      expect(
        (await admin.db.doc(`suppressions/${ORG}__${addressHash(bulkAddr(i))}`).get()).get('reason'),
      ).toBe('erased');
    }
    expect(
      (await admin.db.doc(`subscribers/${subscriberId(DEMO_PARTNER_ORG_ID, bulkAddr(99))}`).get()).exists,
    ).toBe(true);

    const deleteId = `delete-${run}`;
    await callAs(
      adminToken,
      bulk({ search: `${tag} keep`, status: 'subscribed' }, { kind: 'delete' }, deleteId),
    );
    expect(await jobDone(deleteId)).toMatchObject({ done: 20 });
    expect(await service.countSubscribers({ organisationId: ORG, search: tag })).toBe(0);
  });

  it('refuses a stranger, a lower role, another organisation’s admin and a filter naming another organisation', async () => {
    const victim = subscriberRecord({
      organisationId: ORG,
      email: `victim-${tag}@example.test`,
      name: `${tag} Victim`,
      status: 'subscribed',
      consent: { source: 'manual', at: new Date(), wording: 'Yes' },
      now: new Date(),
    });
    await admin.db.doc(`subscribers/${victim.id}`).set(victim.doc);
    const partnerAdmin = {
      uid: `partner-admin-${run}`,
      email: `partner-admin-${run}@example.test`,
      name: 'Pat',
    };
    await admin.auth.createUser({ ...partnerAdmin, password: 'secret-123', emailVerified: true });
    await admin.db
      .doc(`Users/${partnerAdmin.uid}`)
      .set(userRecord(partnerAdmin, ['organisationAdmin'], new Date(), {}, DEMO_PARTNER_ORG_ID));
    const strangerSignUp = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `stranger-${run}@example.test`,
          password: 'secret-123',
          returnSecureToken: true,
        }),
      },
    );
    const stranger = ((await strangerSignUp.json()) as { idToken: string }).idToken;
    const moderator = await tokenOf(DEMO_ACCOUNTS.moderator.email, DEMO_ACCOUNTS.moderator.password);
    const member = await tokenOf(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    const otherAdmin = await tokenOf(partnerAdmin.email, 'secret-123');
    const erase = { kind: 'erase' };
    const attempts: [string, string | null, Record<string, unknown>, number][] = [
      ['nobody signed in', null, bulk({}, erase, `a1-${run}`), 401],
      ['a stranger', stranger, bulk({}, erase, `a2-${run}`), 403],
      ['a member', member, bulk({}, erase, `a3-${run}`), 403],
      ['a moderator (a lower role)', moderator, bulk({}, erase, `a4-${run}`), 403],
      ["another organisation's admin", otherAdmin, bulk({}, erase, `a5-${run}`), 403],
      [
        'a filter naming another organisation',
        adminToken,
        bulk({ organisationId: DEMO_PARTNER_ORG_ID }, erase, `a6-${run}`),
        400,
      ],
      [
        "another organisation's job",
        adminToken,
        { ...bulk({}, erase, `a7-${run}`), organisationId: DEMO_PARTNER_ORG_ID },
        403,
      ],
      [
        "another organisation's list",
        adminToken,
        bulk({ search: tag }, { kind: 'addToList', listId: partnerList }, `a8-${run}`),
        404,
      ],
    ];
    for (const [who, token, body, status] of attempts) {
      const answer = await callAs(token, body);
      expect({ who, status: answer.status, ok: answer.json.ok }).toEqual({ who, status, ok: false });
      expect((await admin.db.doc(`subscriberJobs/${String(body.jobId)}`).get()).exists, who).toBe(false);
    }
    expect(partnerList).not.toBe('');
    expect(await record(`victim-${tag}@example.test`)).toMatchObject({ status: 'subscribed' });
    expect(
      (await admin.db.doc(`subscribers/${subscriberId(DEMO_PARTNER_ORG_ID, bulkAddr(99))}`).get()).exists,
    ).toBe(true);
  });
});
