import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newDeletionJob } from '../../functions/src/projects/plan';
import { recording } from '../../scripts/seed/curation';
import { codeUse } from '../../src/features/access-codes/model';
import { newProjectFields } from '../../src/features/projects/model';
import {
  as,
  EVERYONE,
  openOrganisation,
  ORG,
  OTHER_ORG,
  PEOPLE,
  seedRolePeople,
  userRecord,
  type Who,
} from '../support/roles';
import {
  assertFails,
  assertSucceeds,
  expectDenied,
  expectRule,
  rulesEnvironment,
  seedDocs,
} from '../support/rules';
import { deleteDoc, freshFixtures, setDoc, updateDoc, writeBatch } from '../support/tracked-writes';

/**
 * An outside security review of firestore.rules, kept as attacks: each hole is a class, so each is
 * tried from several roles, collections and orders of steps. Every attack first failed against the rules as they
 * were (permission was granted); the rules now refuse it with permission-denied, and the same people keep what they
 * should have (the allowed half of each case).
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');
const db = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const dbFor = (uid: string, token: { email?: string; name?: string } = { email: `${uid}@example.test` }) =>
  env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);

/** A project as createProject (src/features/projects/service.ts) writes it: the app's own builder. */
const project = (name: string, org: string, isPrivate: boolean, owner: string, key: string) => ({
  ...newProjectFields({ projectName: name, projectKey: key, isPrivate, organisationId: org }, owner),
  createdAt: now,
  updatedAt: now,
});
/** A pin as the pin editor writes it. */
const pin = (key: string, projectId: string) => ({
  pinKey: key,
  project: projectId,
  pinType: 'standard',
  location: { geoPoint: { lat: 51.5, long: -0.1 } },
});
const rec = (projectId: string, authorKey = 'a1') =>
  recording('Story', projectId, 1, authorKey, 'Family', { status: 'pending' }, 0);

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
/**
 * Each item's fixtures: the people of roles.ts, then the item's own documents. Put back before a case only when
 * the previous case wrote something or belonged to another item (support/tracked-writes.ts).
 */
const itemFixtures = (documents: () => Promise<void> = async () => undefined) =>
  freshFixtures(async () => {
    await env.clearFirestore();
    await seedRolePeople(env);
    await documents();
  });

// ---------- Item 1: a project admin's curator rights stop at the projects they hold ----------
describe('item 1: a project admin writes only the recordings of projects they hold', () => {
  beforeEach(
    itemFixtures(() =>
      seedDocs(env, {
        // The project admin holds p-private (roles.ts); p-other is another organisation's private project.
        'Projects/p-private': project('Mine', ORG, true, PEOPLE.moderator.uid, 'p-private'),
        'Projects/p-other': project('Theirs', OTHER_ORG, true, PEOPLE.otherOrgAdmin.uid, 'p-other'),
        'Recordings/rec-mine': rec('p-private'),
        'Recordings/rec-other': rec('p-other'),
        'Recordings/rec-orphan': rec('p-gone', 'a9'),
        'Recordings/rec-unfiled': rec('', 'a9'),
        'Pins/pin-other': pin('pin-other', 'p-other'),
        // Keys are easy to find: tags hold them, and any signed-in account may read tags.
        'Tags/t-rec': { tagName: 'history', kind: 'recording', keys: ['rec-other'], pinKeys: [] },
      }),
    ),
  );
  const OTHER_MANAGERS: Who[] = ['otherOrgAdmin', 'superAdmin'];

  it('the attack starts from a key any signed-in account can read in Tags', async () => {
    const tags = await getDocs(query(collection(db('projectAdmin'), 'Tags'), limit(50)));
    await assertSucceeds(Promise.resolve(tags));
    await assertFails(getDoc(doc(db('projectAdmin'), 'Recordings/rec-other')));
  });
  it.each(EVERYONE)('%s retitles, re-rates or moderates another organisation’s recording', async (who) => {
    const ok = OTHER_MANAGERS.includes(who);
    const ref = doc(db(who), 'Recordings/rec-other');
    await expectRule(updateDoc(ref, { title: 'Defaced' }), ok);
    await expectRule(updateDoc(ref, { contentRating: 'Adult' }), ok);
    const decision = {
      status: 'rejected',
      reason: 'Spam',
      decidedBy: PEOPLE[who]?.uid ?? 'nobody',
      decidedAt: serverTimestamp(),
    };
    await expectRule(updateDoc(ref, { moderation: decision }), ok);
  });
  it.each(EVERYONE)('%s creates or deletes a recording in another organisation’s project', async (who) => {
    const ok = OTHER_MANAGERS.includes(who);
    await expectRule(setDoc(doc(db(who), 'Recordings/rec-planted'), rec('p-other')), ok);
    await expectRule(deleteDoc(doc(db(who), 'Recordings/rec-other')), ok);
  });
  it.each(EVERYONE)('%s writes a pin of another organisation’s project', async (who) => {
    const ok = OTHER_MANAGERS.includes(who);
    await expectRule(updateDoc(doc(db(who), 'Pins/pin-other'), { title: 'Moved' }), ok);
    await expectRule(setDoc(doc(db(who), 'Pins/pin-planted'), pin('pin-planted', 'p-other')), ok);
  });
  it.each(EVERYONE)('%s reads or writes a recording whose project is gone or blank', async (who) => {
    const ok = who === 'superAdmin';
    for (const id of ['rec-orphan', 'rec-unfiled']) {
      await expectRule(getDoc(doc(db(who), `Recordings/${id}`)), ok);
      await expectRule(updateDoc(doc(db(who), `Recordings/${id}`), { title: 'Mine now' }), ok);
    }
    await expectRule(setDoc(doc(db(who), 'Recordings/rec-loose'), rec('')), ok);
    await expectRule(deleteDoc(doc(db(who), 'Recordings/rec-orphan')), ok);
  });
  it('the project admin still manages the recordings of the project they hold', async () => {
    const ref = doc(db('projectAdmin'), 'Recordings/rec-mine');
    await assertSucceeds(updateDoc(ref, { title: 'Edited' }));
    await assertSucceeds(setDoc(doc(db('projectAdmin'), 'Recordings/rec-new'), rec('p-private')));
    await assertSucceeds(deleteDoc(ref));
  });
});

// ---------- Item 2: a deleted project's key is never given out again ----------
describe('item 2: a deleted project’s key cannot be taken over', () => {
  const DELETED = 'p-deleted';
  beforeEach(
    itemFixtures(() =>
      seedDocs(env, {
        // What the deletion job leaves: its finished record (the tombstone) and the authors' recordings.
        [`projectDeletions/${DELETED}`]: {
          ...newDeletionJob({
            projectId: DELETED,
            project: { projectName: 'Harbour', organisationId: ORG },
            requestedBy: PEOPLE.orgAdmin.uid,
            pinsTotal: 0,
            now,
          }),
          status: 'done',
          finishedAt: now,
        },
        [`Recordings/rec-deleted`]: rec(DELETED),
        'Projects/p-live': project('Live', ORG, true, PEOPLE.moderator.uid, 'p-live'),
      }),
    ),
  );
  const CREATORS: [Who, string][] = [
    ['moderator', ORG],
    ['orgAdmin', ORG],
    ['otherOrgAdmin', OTHER_ORG],
    ['superAdmin', ORG],
  ];
  it.each(CREATORS)(
    '%s cannot register the deleted key again, but may take a fresh one',
    async (who, org) => {
      const uid = PEOPLE[who]!.uid;
      await assertFails(
        setDoc(doc(db(who), `Projects/${DELETED}`), project('Mine', org, true, uid, DELETED)),
      );
      await assertSucceeds(
        setDoc(doc(db(who), 'Projects/p-fresh'), project('New', org, true, uid, 'p-fresh')),
      );
    },
  );
  it('a brand-new account that registers an organisation cannot take the key either', async () => {
    const uid = 'newcomer';
    await seedDocs(env, { [`Users/${uid}`]: userRecord(uid, { 'org-new': ['organisationAdmin'] }) });
    const write = setDoc(
      doc(dbFor(uid), `Projects/${DELETED}`),
      project('Takeover', 'org-new', true, uid, DELETED),
    );
    await assertFails(write);
  });
  it.each(EVERYONE)('%s reads the recordings left by the deleted project', async (who) => {
    // Only a super admin (and the recording's own author, see content-matrix) reads them: not the project's old
    // readers, managers nor curators.
    await expectRule(getDoc(doc(db(who), 'Recordings/rec-deleted')), who === 'superAdmin');
  });
  it('an old access record of the deleted key opens nothing, and its holder cannot reopen the key', async () => {
    // Suppose the job had missed it (or an invite was accepted late): a leftover ProjectAccess record names the key.
    await seedDocs(env, {
      [`ProjectAccess/${DELETED}_${PEOPLE.member.uid}`]: {
        project_id: DELETED,
        userId: PEOPLE.member.uid,
        accessLevel: 'read',
        source: 'invite',
        createdAt: now,
      },
    });
    await assertFails(getDoc(doc(db('member'), 'Recordings/rec-deleted')));
    const old = query(collection(db('member'), 'Recordings'), where('project', '==', DELETED), limit(10));
    await assertFails(getDocs(old));
    await assertFails(
      setDoc(
        doc(db('orgAdmin'), `Projects/${DELETED}`),
        project('Again', ORG, true, PEOPLE.orgAdmin.uid, DELETED),
      ),
    );
  });
  it.each(['moderator', 'orgAdmin', 'superAdmin'] as const)(
    '%s cannot delete a project bare (without its deletion job, which leaves the tombstone)',
    async (who) => {
      await assertFails(deleteDoc(doc(db(who), 'Projects/p-live')));
      await seedDocs(env, {
        'projectDeletions/p-live': {
          ...newDeletionJob({
            projectId: 'p-live',
            project: { projectName: 'Live', organisationId: ORG },
            requestedBy: PEOPLE[who].uid,
            pinsTotal: 0,
            now,
          }),
        },
      });
      await assertSucceeds(deleteDoc(doc(db(who), 'Projects/p-live')));
    },
  );
});

// ---------- Item 4: rank counts every role a person holds ----------
describe('item 4: staff cannot delete or demote people who outrank them', () => {
  beforeEach(itemFixtures());
  const target = (extra: Record<string, unknown>, roles: string[] = ['member']) =>
    seedDocs(env, { 'Users/target': userRecord('target', { [ORG]: roles }, extra) });
  const KINDS: [string, Record<string, unknown>][] = [
    ['a project admin', { projectAdminAccess: ['p-private'] }],
    ['a linked author', { userProfile: { authorKey: 'a1' } }],
  ];
  it.each(
    KINDS.flatMap(([kind, extra]) =>
      (['moderator', 'orgAdmin', 'otherOrgAdmin', 'facilitator'] as const).map(
        (who) => [who, kind, extra] as const,
      ),
    ),
  )('%s deletes the record of a plain member who is also %s', async (who, _kind, extra) => {
    await target(extra);
    await assertFails(deleteDoc(doc(db(who), 'Users/target')));
  });
  it.each(KINDS)('a super admin may delete the record of a member who is also %s', async (_kind, extra) => {
    await target(extra);
    await assertSucceeds(deleteDoc(doc(db('superAdmin'), 'Users/target')));
  });
  it.each(['moderator', 'orgAdmin'] as const)(
    '%s may still delete a plain member’s record (the control)',
    async (who) => {
      await target({});
      await assertSucceeds(deleteDoc(doc(db(who), 'Users/target')));
    },
  );
  it.each(['moderator', 'orgAdmin'] as const)(
    '%s cannot remove or regroup a member who is also a project admin; may a plain member',
    async (who) => {
      const leave = () =>
        updateDoc(doc(db(who), 'Users/target'), {
          [`Organisations.${ORG}`]: deleteField(),
          membershipUpdatedIn: ORG,
          updatedAt: serverTimestamp(),
        });
      await target({ projectAdminAccess: ['p-private'] });
      await assertFails(leave());
      await assertFails(
        updateDoc(doc(db(who), 'Users/target'), {
          [`Organisations.${ORG}.groupIds`]: ['g1'],
          membershipUpdatedIn: ORG,
        }),
      );
      await target({});
      await assertSucceeds(leave());
    },
  );
  it('an organisation admin cannot remove a super admin who is a member', async () => {
    const uid = PEOPLE.superAdmin.uid;
    await seedDocs(env, { [`Users/${uid}`]: userRecord(uid, { [ORG]: ['member'] }) });
    await assertFails(
      updateDoc(doc(db('orgAdmin'), `Users/${uid}`), {
        [`Organisations.${ORG}`]: deleteField(),
        membershipUpdatedIn: ORG,
      }),
    );
  });
});

// ---------- Item 7a: membership spam ----------
describe('item 7a: joins are recorded on the code, and names and addresses are one’s own', () => {
  const CODE = 'ANONRJ22';
  const STORED_USED_BY = ['rejoiner'];
  const entry = (uid: string, fields: Record<string, unknown> = {}) => ({
    ...userRecord(uid, { [ORG]: ['member'] }).Organisations[ORG],
    joinedAt: serverTimestamp(),
    accessCode: CODE,
    ...fields,
  });
  beforeEach(
    itemFixtures(() =>
      seedDocs(env, {
        [`accessCodes/${CODE}`]: {
          code: CODE,
          organisationId: ORG,
          role: 'member',
          isActive: true,
          isAnonymous: true,
          createdAt: Timestamp.now(),
          expiresAt: inDays(20),
          // `rejoiner` joined with it before and was then removed from the organisation.
          usedBy: STORED_USED_BY,
          usedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
        },
        'Users/rejoiner': userRecord('rejoiner', {}),
        'Users/joiner': userRecord('joiner', {}),
        // Joins here need no approval (join-requests.rules.test.ts tests approval).
        [`Organisations/${ORG}`]: openOrganisation(),
      }),
    ),
  );
  /** What joinWithCode writes: the code's use (codeUse), the entry and its mirror, in one batch. */
  function join(uid: string, opts: { recordUse?: boolean; entry?: Record<string, unknown> } = {}) {
    const fs = dbFor(uid);
    const batch = writeBatch(fs);
    if (opts.recordUse ?? true)
      batch.update(
        doc(fs, `accessCodes/${CODE}`),
        codeUse({ isAnonymous: true, usedBy: STORED_USED_BY }, uid, serverTimestamp()),
      );
    const data = entry(uid, opts.entry);
    batch.update(doc(fs, `Users/${uid}`), {
      [`Organisations.${ORG}`]: data,
      membershipUpdatedIn: ORG,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(fs, `Organisations/${ORG}/members/${uid}`), data);
    return batch.commit();
  }

  it('a removed member cannot rejoin through a still-active anonymous code without a new use recorded', async () => {
    await assertFails(join('rejoiner', { recordUse: false }));
  });
  it('a removed member may rejoin when the join records the use, as joinWithCode does', async () => {
    await assertSucceeds(join('rejoiner'));
  });
  it('nobody records a use of a code without joining with it', async () => {
    const fs = dbFor('joiner');
    await assertFails(
      updateDoc(
        doc(fs, `accessCodes/${CODE}`),
        codeUse({ isAnonymous: true, usedBy: ['rejoiner'] }, 'joiner', serverTimestamp()),
      ),
    );
  });
  it('a joiner cannot put the admin’s address or a made-up name on their entry', async () => {
    await assertFails(join('joiner', { entry: { email: `${PEOPLE.orgAdmin.uid}@example.test` } }));
    await assertFails(join('joiner', { entry: { name: 'Head Teacher' } }));
    await assertSucceeds(join('joiner'));
  });
  it('a member cannot put someone else’s address on their own record; their own stays possible', async () => {
    const ref = doc(db('member'), `Users/${PEOPLE.member.uid}`);
    await assertFails(updateDoc(ref, { email: `${PEOPLE.orgAdmin.uid}@example.test` }));
    await assertSucceeds(updateDoc(ref, { email: `${PEOPLE.member.uid}@example.test`, displayName: 'Mo' }));
  });
  it('a new account cannot create its record with someone else’s address', async () => {
    const fs = dbFor('fresh');
    await assertFails(
      setDoc(doc(fs, 'Users/fresh'), userRecord('fresh', {}, { email: 'admin1@example.test' })),
    );
    await assertSucceeds(setDoc(doc(fs, 'Users/fresh'), userRecord('fresh', {})));
  });
  it('a member cannot rename their member entry (the mirror staff read) on its own', async () => {
    const mine = userRecord(PEOPLE.member.uid, PEOPLE.member.roles).Organisations[ORG]!;
    await seedDocs(env, { [`Organisations/${ORG}/members/${PEOPLE.member.uid}`]: mine });
    const ref = doc(db('member'), `Organisations/${ORG}/members/${PEOPLE.member.uid}`);
    await assertFails(updateDoc(ref, { name: 'Head Teacher' }));
    await assertFails(updateDoc(ref, { email: `${PEOPLE.orgAdmin.uid}@example.test` }));
    await assertSucceeds(updateDoc(ref, { name: mine!.name }));
  });
  it('an organisation admin registering cannot name themselves after someone else either', async () => {
    const fs = dbFor('founder');
    await seedDocs(env, { 'Users/founder': userRecord('founder', {}) });
    const register = (fields: Record<string, unknown>) => {
      const batch = writeBatch(fs);
      batch.set(doc(fs, 'Organisations/org-founded'), {
        name: 'New School',
        type: 'school',
        description: '',
        adminId: 'founder',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        isActive: true,
        settings: { allowAnonymousMembers: false, requireApproval: true },
        partnerLogoUrls: [],
      });
      batch.update(doc(fs, 'Users/founder'), {
        'Organisations.org-founded': {
          ...userRecord('founder', { 'org-founded': ['organisationAdmin'] }).Organisations['org-founded'],
          joinedAt: serverTimestamp(),
          ...fields,
        },
        membershipUpdatedIn: 'org-founded',
      });
      return batch.commit();
    };
    await assertFails(register({ email: 'head@school.test' }));
    await assertSucceeds(register({}));
  });
});

// ---------- Item 5: authors' e-mail addresses ----------
describe('item 5: an author’s address is read by curators and the author, not by every account', () => {
  const CURATORS: readonly Who[] = ['projectAdmin', 'superAdmin'];
  beforeEach(
    itemFixtures(() =>
      seedDocs(env, {
        // As the seed writes a linked profile (scripts/seed/curation.ts): the address apart from the profile.
        'Authors/a1': { name: 'Arthur', userKey: 'author1', tags: { authorTags: [] } },
        'authorContacts/a1': { email: 'arthur@demo.test', updatedAt: now },
        'Authors/a2': { name: 'Mary', tags: { authorTags: [] } },
        'authorContacts/a2': { email: 'mary@demo.test', updatedAt: now },
      }),
    ),
  );
  it('the attack: no account outside the curators lists or reads the addresses', async () => {
    for (const who of EVERYONE) {
      const contacts = collection(db(who), 'authorContacts');
      await expectRule(getDocs(query(contacts, limit(1000))), CURATORS.includes(who));
      await expectRule(getDoc(doc(db(who), 'authorContacts/a2')), CURATORS.includes(who));
      // The profile itself is still read by any signed-in account, and holds no address.
      await expectRule(getDoc(doc(db(who), 'Authors/a2')), who !== 'anonymous');
    }
  });
  it('a profile deleted and made again for someone else no longer opens its address to the old author', async () => {
    await assertSucceeds(getDoc(doc(dbFor('author1'), 'authorContacts/a1')));
    await seedDocs(env, {
      'Authors/a1': { name: 'Arthur', userKey: 'someone-else', tags: { authorTags: [] } },
    });
    await expectDenied(getDoc(doc(dbFor('author1'), 'authorContacts/a1')));
    await assertSucceeds(getDoc(doc(dbFor('someone-else'), 'authorContacts/a1')));
  });
  it('curators list a page at a time only', async () => {
    await assertFails(getDocs(collection(db('superAdmin'), 'authorContacts')));
    await assertFails(getDocs(query(collection(db('superAdmin'), 'authorContacts'), limit(1001))));
  });
  it('the linked author reads their own address and nobody else’s', async () => {
    await assertSucceeds(getDoc(doc(dbFor('author1'), 'authorContacts/a1')));
    await assertFails(getDoc(doc(dbFor('author1'), 'authorContacts/a2')));
    await assertFails(getDocs(query(collection(dbFor('author1'), 'authorContacts'), limit(10))));
  });
  it('nobody puts an address back on a profile, curators included', async () => {
    for (const who of CURATORS) {
      await assertFails(updateDoc(doc(db(who), 'Authors/a2'), { email: 'mary@demo.test' }));
      await assertFails(setDoc(doc(db(who), 'Authors/a3'), { name: 'New', email: 'new@demo.test' }));
    }
  });
  it('only curators write addresses, and only an address', async () => {
    for (const who of EVERYONE) {
      const write = setDoc(doc(db(who), 'authorContacts/a2'), { email: 'm@demo.test', updatedAt: now });
      await expectRule(write, CURATORS.includes(who));
    }
    await assertFails(setDoc(doc(dbFor('author1'), 'authorContacts/a1'), { email: 'x@demo.test' }));
    await assertFails(
      setDoc(doc(db('superAdmin'), 'authorContacts/a2'), { email: 'm@demo.test', phone: '1' }),
    );
    await assertFails(setDoc(doc(db('superAdmin'), 'authorContacts/a2'), { email: 'x'.repeat(321) }));
    await assertFails(deleteDoc(doc(db('outsider'), 'authorContacts/a2')));
    await assertSucceeds(deleteDoc(doc(db('superAdmin'), 'authorContacts/a2')));
  });
});

// ---------- Item 6: list queries are bounded ----------
describe('item 6: a list returns a page, never a whole growing collection', () => {
  beforeEach(
    itemFixtures(() =>
      seedDocs(env, {
        'Projects/p-public': project('Public', ORG, false, PEOPLE.moderator.uid, 'p-public'),
        'Pins/pin-public': pin('pin-public', 'p-public'),
        'Authors/a1': { name: 'Arthur' },
        'Tags/t1': { tagName: 'harbour', kind: 'pin', pinKeys: ['pin-public'] },
        'ProjectTags/pt1': { tagName: 'coast', projectKeys: ['p-public'] },
      }),
    ),
  );
  const CASES: [string, number][] = [
    ['Authors', 1000],
    ['Tags', 2000],
    ['ProjectTags', 500],
  ];
  it.each(CASES)(
    '%s: unbounded or oversized lists are refused to everyone, a page is served',
    async (name, max) => {
      for (const who of ['member', 'outsider', 'projectAdmin', 'superAdmin'] as const) {
        const ref = collection(db(who), name);
        await assertFails(getDocs(ref));
        await assertFails(getDocs(query(ref, limit(max + 1))));
        await assertSucceeds(getDocs(query(ref, limit(max))));
      }
    },
  );
  it.each(['anonymous', 'outsider'] as const)(
    '%s lists a public project’s pins a page at a time only',
    async (who) => {
      const pins = query(collection(db(who), 'Pins'), where('project', '==', 'p-public'));
      await assertFails(getDocs(pins));
      await assertFails(getDocs(query(pins, limit(501))));
      await assertSucceeds(getDocs(query(pins, limit(500))));
    },
  );
  it('a super admin (and a project’s managers) may ask up to a project’s cap, for the stats’ pin count, never more', async () => {
    const pins = query(collection(db('superAdmin'), 'Pins'), where('project', '==', 'p-public'));
    await assertFails(getDocs(pins));
    await assertFails(getDocs(query(pins, limit(20_001))));
    await assertSucceeds(getDocs(query(pins, limit(20_000))));
    const everyPin = collection(db('superAdmin'), 'Pins');
    await assertFails(getDocs(everyPin));
    await assertSucceeds(getDocs(query(everyPin, limit(500))));
  });
});
