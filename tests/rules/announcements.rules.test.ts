import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { announcementRecord, type Announcement } from '../../src/features/announcements/model';
import { userRecord } from '../support/roles';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * announcements and announcementReads: audiences see only what is addressed to them (and, read one
 * at a time, only while it is current); super admins write any audience, an organisation's admins and moderators
 * only its members and its workshops' participants, and its admins (not its moderators) its own facilitators;
 * read marks are each person's own.
 */
let env: RulesTestEnvironment;
const DAY = 86_400_000;
const now = Date.now();
const live = { startsAt: new Date(now - DAY), endsAt: new Date(now + 10 * DAY) };
const later = { startsAt: new Date(now + 5 * DAY), endsAt: new Date(now + 10 * DAY) };
const MEMBER = PEOPLE.member.uid;
const FACILITATOR_ELSEWHERE = 'facilitator-elsewhere';

/** A document as the seed and the app write it (announcementRecord), dates as Firestore timestamps. */
function record(fields: Parameters<typeof announcementRecord>[0], by: string = PEOPLE.orgAdmin.uid) {
  const a: Announcement = announcementRecord(fields, by, new Date(now - 2 * DAY));
  return {
    ...a,
    startsAt: Timestamp.fromDate(a.startsAt),
    endsAt: Timestamp.fromDate(a.endsAt),
    createdAt: Timestamp.fromDate(a.createdAt),
    updatedAt: Timestamp.fromDate(a.updatedAt),
  };
}
const body = '<p>Hello</p>';
const DOCS = {
  fac: record({ title: 'For facilitators', body, audience: 'facilitators', ...live }, PEOPLE.superAdmin.uid),
  fac1: record({
    title: "For org1's facilitators",
    body,
    audience: 'facilitators',
    organisationId: ORG,
    ...live,
  }),
  all: record({ title: 'For everyone', body, audience: 'signedIn', ...live }, PEOPLE.superAdmin.uid),
  org1: record({ title: 'For org1', body, audience: 'organisation', organisationId: ORG, ...live }),
  org2: record({ title: 'For org2', body, audience: 'organisation', organisationId: OTHER_ORG, ...live }),
  ws1: record({
    title: 'For w1',
    body,
    audience: 'workshop',
    organisationId: ORG,
    workshopId: 'w1',
    workshopTitle: 'Harbour',
    ...live,
  }),
  later: record({ title: 'Later', body, audience: 'organisation', organisationId: ORG, ...later }),
};
type Key = keyof typeof DOCS;

/** What a client writes for a new message: the server's time in createdAt/updatedAt, the writer as createdBy. */
function fresh(who: Who, over: Record<string, unknown> = {}) {
  return {
    title: 'New',
    body,
    audience: 'organisation',
    organisationId: ORG,
    workshopId: '',
    workshopTitle: '',
    startsAt: Timestamp.fromDate(live.startsAt),
    endsAt: Timestamp.fromDate(live.endsAt),
    pinned: false,
    createdBy: PEOPLE[who]?.uid ?? 'nobody',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  };
}

const fs = (who: Who) => as(env, who).firestore();
const col = (who: Who) => collection(fs(who), 'announcements');
const notEnded = () => where('endsAt', '>=', Timestamp.fromDate(new Date()));
const STAFF1: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const SIGNED_IN = EVERYONE.filter((w) => w !== 'anonymous');

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  const stamp = Timestamp.fromDate(new Date(now));
  await seedDocs(env, {
    [`Users/${FACILITATOR_ELSEWHERE}`]: userRecord(FACILITATOR_ELSEWHERE, {
      a: ['member'],
      b: ['member'],
      [OTHER_ORG]: ['facilitator'],
    }),
    [`Organisations/${ORG}`]: { name: 'Org one', adminId: PEOPLE.orgAdmin.uid },
    [`Organisations/${OTHER_ORG}`]: { name: 'Org two', adminId: PEOPLE.otherOrgAdmin.uid },
    'workshops/w1': { title: 'Harbour', organisationId: ORG, participantIds: [], updatedAt: stamp },
    'workshops/w2': { title: 'Elsewhere', organisationId: OTHER_ORG, participantIds: [], updatedAt: stamp },
    [`interest/w1_${MEMBER}`]: { workshopId: 'w1', userId: MEMBER, email: 'm@example.test' },
    ...Object.fromEntries(Object.entries(DOCS).map(([k, d]) => [`announcements/a-${k}`, d])),
  });
});
afterAll(() => env.cleanup());

describe('reading one message', () => {
  const readers: Record<Key, Who[]> = {
    fac: ['facilitator', 'superAdmin'],
    // Its own facilitators, and its staff (who read all their organisation's messages).
    fac1: ['facilitator', ...STAFF1],
    all: SIGNED_IN,
    org1: ['member', ...STAFF1],
    org2: ['otherOrgAdmin', 'superAdmin'],
    ws1: ['member', ...STAFF1],
    // Not current: only those who write it see it before it starts.
    later: STAFF1,
  };
  const cases = (Object.keys(readers) as Key[]).flatMap((k) =>
    EVERYONE.map((who) => [k, who, readers[k].includes(who)] as const),
  );
  it.each(cases)('a-%s read by %s: %s', async (k, who, ok) => {
    await expectRule(getDoc(doc(fs(who), `announcements/a-${k}`)), ok);
  });
  it('a facilitator of another organisation (third entry of their record) reads the facilitators message', async () => {
    const ctx = env.authenticatedContext(FACILITATOR_ELSEWHERE);
    await assertSucceeds(getDoc(doc(ctx.firestore(), 'announcements/a-fac')));
    await assertSucceeds(
      getDocs(
        query(
          collection(ctx.firestore(), 'announcements'),
          where('audience', '==', 'facilitators'),
          where('organisationId', '==', ''),
          limit(50),
        ),
      ),
    );
    await assertFails(getDoc(doc(ctx.firestore(), 'announcements/a-org1')));
    // Another organisation's message to its own facilitators is not theirs.
    await assertFails(getDoc(doc(ctx.firestore(), 'announcements/a-fac1')));
    await assertFails(
      getDocs(
        query(
          collection(ctx.firestore(), 'announcements'),
          where('audience', '==', 'facilitators'),
          where('organisationId', '==', ORG),
          limit(50),
        ),
      ),
    );
  });
});

describe("the board's lists and the admin list", () => {
  const lists: [string, (who: Who) => ReturnType<typeof query>, Who[]][] = [
    [
      'signedIn',
      (w) => query(col(w), where('audience', '==', 'signedIn'), notEnded(), limit(100)),
      SIGNED_IN,
    ],
    [
      'all facilitators',
      (w) =>
        query(
          col(w),
          where('audience', '==', 'facilitators'),
          where('organisationId', '==', ''),
          notEnded(),
          limit(100),
        ),
      ['facilitator', 'superAdmin'],
    ],
    [
      "org1's facilitators",
      (w) =>
        query(
          col(w),
          where('audience', '==', 'facilitators'),
          where('organisationId', '==', ORG),
          notEnded(),
          limit(100),
        ),
      ['facilitator', ...STAFF1],
    ],
    [
      'members of org1',
      (w) =>
        query(
          col(w),
          where('audience', '==', 'organisation'),
          where('organisationId', '==', ORG),
          notEnded(),
          limit(100),
        ),
      ['member', ...STAFF1],
    ],
    [
      'participants of w1',
      (w) =>
        query(
          col(w),
          where('audience', '==', 'workshop'),
          where('workshopId', '==', 'w1'),
          notEnded(),
          limit(100),
        ),
      ['member', 'superAdmin'],
    ],
    [
      "org1's admin list",
      (w) => query(col(w), where('organisationId', '==', ORG), orderBy('startsAt', 'desc'), limit(100)),
      STAFF1,
    ],
    [
      "org2's admin list",
      (w) => query(col(w), where('organisationId', '==', OTHER_ORG), orderBy('startsAt', 'desc'), limit(100)),
      ['otherOrgAdmin', 'superAdmin'],
    ],
    ['every message', (w) => query(col(w), orderBy('startsAt', 'desc'), limit(100)), ['superAdmin']],
    // Pages of at most 100, even for a super admin.
    ['every message, unbounded', (w) => query(col(w), orderBy('startsAt', 'desc')), []],
  ];
  const cases = lists.flatMap(([name, q, allowed]) =>
    EVERYONE.map((who) => [name, who, allowed.includes(who), q] as const),
  );
  it.each(cases)('%s listed by %s: %s', async (_name, who, ok, q) => {
    await expectRule(getDocs(q(who)), ok);
  });
});

describe('writing', () => {
  const creates: [string, (who: Who) => Record<string, unknown>, Who[]][] = [
    ["org1's members", (w) => fresh(w), STAFF1],
    ["org2's members", (w) => fresh(w, { organisationId: OTHER_ORG }), ['otherOrgAdmin', 'superAdmin']],
    [
      "w1's participants",
      (w) => fresh(w, { audience: 'workshop', workshopId: 'w1', workshopTitle: 'Harbour' }),
      STAFF1,
    ],
    ['all facilitators', (w) => fresh(w, { audience: 'facilitators', organisationId: '' }), ['superAdmin']],
    // An organisation's admins address its facilitators; its moderators, other organisations' admins and
    // strangers do not.
    ["org1's facilitators", (w) => fresh(w, { audience: 'facilitators' }), ['orgAdmin', 'superAdmin']],
    [
      "org2's facilitators",
      (w) => fresh(w, { audience: 'facilitators', organisationId: OTHER_ORG }),
      ['otherOrgAdmin', 'superAdmin'],
    ],
    ['everyone signed in', (w) => fresh(w, { audience: 'signedIn', organisationId: '' }), ['superAdmin']],
  ];
  const cases = creates.flatMap(([name, data, allowed]) =>
    EVERYONE.map(
      (who) => [name, who, allowed.includes(who), data, creates.findIndex((c) => c[0] === name)] as const,
    ),
  );
  it.each(cases)('a message for %s created by %s: %s', async (_name, who, ok, data, i) => {
    await expectRule(setDoc(doc(fs(who), `announcements/new-${who}-${i}`), data(who)), ok);
  });

  it.each(EVERYONE.map((w) => [w, STAFF1.includes(w)] as const))(
    'a-org1 edited by %s: %s',
    async (who, ok) => {
      await seedDocs(env, { 'announcements/edit-org1': DOCS.org1 });
      await expectRule(
        updateDoc(doc(fs(who), 'announcements/edit-org1'), {
          title: `By ${who}`,
          updatedAt: serverTimestamp(),
        }),
        ok,
      );
    },
  );
  it.each(EVERYONE.map((w) => [w, STAFF1.includes(w)] as const))(
    'a-org1 deleted by %s: %s',
    async (who, ok) => {
      await seedDocs(env, { [`announcements/del-${who}`]: DOCS.org1 });
      await expectRule(deleteDoc(doc(fs(who), `announcements/del-${who}`)), ok);
    },
  );
  it.each(EVERYONE.map((w) => [w, w === 'superAdmin'] as const))(
    'a-fac edited or deleted by %s: %s',
    async (who, ok) => {
      await seedDocs(env, { [`announcements/fac-${who}`]: DOCS.fac });
      await expectRule(
        updateDoc(doc(fs(who), `announcements/fac-${who}`), { pinned: false, updatedAt: serverTimestamp() }),
        ok,
      );
      await expectRule(deleteDoc(doc(fs(who), `announcements/fac-${who}`)), ok);
    },
  );

  it.each(EVERYONE.map((w) => [w, w === 'orgAdmin' || w === 'superAdmin'] as const))(
    "a-fac1 (org1's facilitators) edited or deleted by %s: %s",
    async (who, ok) => {
      await seedDocs(env, { [`announcements/fac1-${who}`]: DOCS.fac1 });
      await expectRule(
        updateDoc(doc(fs(who), `announcements/fac1-${who}`), { pinned: true, updatedAt: serverTimestamp() }),
        ok,
      );
      await expectRule(deleteDoc(doc(fs(who), `announcements/fac1-${who}`)), ok);
    },
  );

  it("org1's admin cannot widen a message to every facilitator, nor to a workshop's facilitators", async () => {
    await seedDocs(env, { 'announcements/fac1-widen': DOCS.fac1 });
    const db = fs('orgAdmin');
    await assertFails(
      updateDoc(doc(db, 'announcements/fac1-widen'), { organisationId: '', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(
        doc(db, 'announcements/fac1-workshop'),
        fresh('orgAdmin', { audience: 'facilitators', workshopId: 'w1', workshopTitle: 'Harbour' }),
      ),
    );
    await assertFails(
      setDoc(
        doc(db, 'announcements/fac1-nowhere'),
        fresh('orgAdmin', { audience: 'facilitators', organisationId: 'no-such-org' }),
      ),
    );
  });

  it("bad writes by org1's admin are refused", async () => {
    const db = fs('orgAdmin');
    const bad: Record<string, Record<string, unknown>> = {
      extraField: fresh('orgAdmin', { secret: 1 }),
      longTitle: fresh('orgAdmin', { title: 'x'.repeat(201) }),
      emptyTitle: fresh('orgAdmin', { title: '' }),
      emptyBody: fresh('orgAdmin', { body: '' }),
      longBody: fresh('orgAdmin', { body: 'x'.repeat(20_001) }),
      pinnedNotBool: fresh('orgAdmin', { pinned: 'yes' }),
      endsBeforeStart: fresh('orgAdmin', {
        startsAt: Timestamp.fromDate(live.endsAt),
        endsAt: Timestamp.fromDate(live.startsAt),
      }),
      datesAsText: fresh('orgAdmin', { startsAt: '2026-01-01' }),
      unknownAudience: fresh('orgAdmin', { audience: 'everyone' }),
      facilitatorsAudience: fresh('orgAdmin', { audience: 'facilitators', organisationId: '' }),
      signedInAudience: fresh('orgAdmin', { audience: 'signedIn', organisationId: '' }),
      anotherOrganisation: fresh('orgAdmin', { organisationId: OTHER_ORG }),
      anotherOrganisationsWorkshop: fresh('orgAdmin', { audience: 'workshop', workshopId: 'w2' }),
      workshopUnderWrongOrganisation: fresh('orgAdmin', {
        audience: 'workshop',
        workshopId: 'w2',
        organisationId: OTHER_ORG,
      }),
      missingWorkshop: fresh('orgAdmin', { audience: 'workshop', workshopId: 'nope' }),
      workshopIdOnMembersMessage: fresh('orgAdmin', { workshopId: 'w1' }),
      asSomeoneElse: fresh('orgAdmin', { createdBy: MEMBER }),
      backdated: fresh('orgAdmin', { createdAt: Timestamp.fromDate(new Date(now - DAY)) }),
      claimsEmailed: fresh('orgAdmin', { emailMessageId: 'm1', emailedAt: serverTimestamp() }),
    };
    for (const [name, data] of Object.entries(bad))
      await assertFails(setDoc(doc(db, `announcements/bad-${name}`), data));
    // The same admin's valid message goes through (the refusals above are about the fields).
    await assertSucceeds(setDoc(doc(db, 'announcements/good'), fresh('orgAdmin')));
  });
  it('a super admin cannot write a malformed message either', async () => {
    const db = fs('superAdmin');
    // Facilitators are addressed all at once or by one existing organisation, never by a workshop.
    await assertFails(
      setDoc(
        doc(db, 'announcements/s1'),
        fresh('superAdmin', { audience: 'facilitators', workshopId: 'w1', workshopTitle: 'Harbour' }),
      ),
    );
    await assertFails(
      setDoc(
        doc(db, 'announcements/s1b'),
        fresh('superAdmin', { audience: 'facilitators', organisationId: 'no-such-org' }),
      ),
    );
    await assertFails(
      setDoc(doc(db, 'announcements/s2'), fresh('superAdmin', { organisationId: 'no-such-org' })),
    );
    await assertFails(setDoc(doc(db, 'announcements/s3'), fresh('superAdmin', { title: 'x'.repeat(201) })));
  });
  it('an edit cannot move a message to another organisation or audience, nor touch what the server wrote', async () => {
    await seedDocs(env, {
      'announcements/move': DOCS.org1,
      'announcements/mailed': {
        ...DOCS.org1,
        emailMessageId: 'm1',
        emailedAt: Timestamp.fromDate(new Date(now)),
      },
    });
    const db = fs('orgAdmin');
    const at = { updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(db, 'announcements/move'), { organisationId: OTHER_ORG, ...at }));
    await assertFails(
      updateDoc(doc(db, 'announcements/move'), { audience: 'facilitators', organisationId: '', ...at }),
    );
    await assertFails(updateDoc(doc(db, 'announcements/move'), { createdBy: MEMBER, ...at }));
    await assertFails(updateDoc(doc(db, 'announcements/move'), { emailMessageId: 'fake', ...at }));
    await assertFails(updateDoc(doc(db, 'announcements/mailed'), { emailMessageId: 'other', ...at }));
    await assertFails(updateDoc(doc(db, 'announcements/move'), { title: 'No time' }));
    await assertSucceeds(updateDoc(doc(db, 'announcements/mailed'), { pinned: true, ...at }));
    // otherOrgAdmin cannot take org1's message over into their own organisation
    await assertFails(
      updateDoc(doc(fs('otherOrgAdmin'), 'announcements/move'), { organisationId: OTHER_ORG, ...at }),
    );
  });
});

describe('announcementReads', () => {
  const mine = (who: Who) => `announcementReads/${PEOPLE[who]?.uid ?? 'nobody'}`;
  const marks = { read: { 'a-org1': Timestamp.fromDate(new Date(now)) }, updatedAt: serverTimestamp() };
  it.each(SIGNED_IN)('%s writes, reads and deletes their own marks, and nobody else’s', async (who) => {
    const db = fs(who);
    await assertSucceeds(setDoc(doc(db, mine(who)), marks));
    await assertSucceeds(getDoc(doc(db, mine(who))));
    const other = who === 'member' ? 'facilitator' : 'member';
    await seedDocs(env, { [mine(other)]: { read: {}, updatedAt: Timestamp.fromDate(new Date(now)) } });
    await assertFails(getDoc(doc(db, mine(other))));
    await assertFails(setDoc(doc(db, mine(other)), marks));
    await assertFails(deleteDoc(doc(db, mine(other))));
    await assertFails(getDocs(query(collection(db, 'announcementReads'), limit(10))));
    await assertSucceeds(deleteDoc(doc(db, mine(who))));
  });
  it('nobody signed out reads or writes marks', async () => {
    await assertFails(getDoc(doc(fs('anonymous'), mine('member'))));
    await assertFails(setDoc(doc(fs('anonymous'), mine('member')), marks));
  });
  it('marks are a map with a time, no other fields, at most 400 entries', async () => {
    const db = fs('member');
    await assertFails(setDoc(doc(db, mine('member')), { ...marks, extra: true }));
    await assertFails(setDoc(doc(db, mine('member')), { read: 'all', updatedAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(db, mine('member')), { read: {}, updatedAt: Timestamp.fromDate(new Date(0)) }),
    );
    const many = Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`a${i}`, true]));
    await assertFails(setDoc(doc(db, mine('member')), { read: many, updatedAt: serverTimestamp() }));
  });
});
