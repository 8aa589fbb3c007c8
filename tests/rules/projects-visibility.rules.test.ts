import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc, freshFixtures } from '../support/tracked-writes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newProjectFields, PROJECT_PRIVATE_CONFIG } from '../../src/features/projects/model';
import { assertSucceeds, expectDenied, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';

/**
 * Who sees which project: a moderator sees their own projects; an
 * organisation admin those owned by the organisation's moderators and admins (as they are now, whatever
 * organisation the project was stamped with); the password is read by the project's managers only; access
 * levels are changed and removed by those managers only.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');

// People beyond roles.ts: a fellow moderator of ORG, a moderator of OTHER_ORG, an owner who was demoted to
// member in ORG, and a moderator of OTHER_ORG who is also a moderator of ORG.
const COLLEAGUE = 'moderator2';
const OTHER_MOD = 'moderator3';
const FORMER = 'former-moderator';
const BRIDGE = 'bridge-moderator';

const project = (key: string, org: string, isPrivate: boolean, owner: string) => ({
  ...newProjectFields({ projectKey: key, projectName: key, isPrivate, organisationId: org }, owner),
  createdAt: now,
  updatedAt: now,
});

async function fixtures() {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    [`Users/${COLLEAGUE}`]: userRecord(COLLEAGUE, { [ORG]: ['moderator'] }),
    [`Users/${OTHER_MOD}`]: userRecord(OTHER_MOD, { [OTHER_ORG]: ['moderator'] }),
    [`Users/${FORMER}`]: userRecord(FORMER, { [ORG]: ['member'] }),
    [`Users/${BRIDGE}`]: userRecord(BRIDGE, { [OTHER_ORG]: ['moderator'], [ORG]: ['moderator'] }),
    // p-private: the moderator's own (roles.ts's project admin holds it too).
    'Projects/p-private': project('p-private', ORG, true, PEOPLE.moderator.uid),
    [PROJECT_PRIVATE_CONFIG('p-private')]: { password: 'sea-shanty', updatedAt: now },
    'Projects/p-public': project('p-public', ORG, false, PEOPLE.moderator.uid),
    [PROJECT_PRIVATE_CONFIG('p-public')]: { password: 'open-sesame', updatedAt: now },
    'Projects/p-colleague': project('p-colleague', ORG, true, COLLEAGUE),
    'Projects/p-former': project('p-former', ORG, true, FORMER),
    // Stamped OTHER_ORG at creation; its owner is a moderator of ORG as well.
    'Projects/p-bridge': project('p-bridge', OTHER_ORG, true, BRIDGE),
    [`ProjectAccess/p-private_${PEOPLE.member.uid}`]: {
      project_id: 'p-private',
      userId: PEOPLE.member.uid,
      accessLevel: 'read',
      createdAt: now,
      source: 'direct',
    },
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(freshFixtures(fixtures));

type Person = Who | typeof COLLEAGUE | typeof OTHER_MOD | typeof FORMER | typeof BRIDGE;
const EXTRA = [COLLEAGUE, OTHER_MOD, FORMER, BRIDGE] as const;
const fs = (who: Person): Firestore =>
  ((EXTRA as readonly string[]).includes(who)
    ? env.authenticatedContext(who, { email: `${who}@example.test` })
    : as(env, who as Who)
  ).firestore() as unknown as Firestore;

/** A denial must be the rules' own answer, not some other failure. */
const byOwner = (who: Person, owner: string) =>
  getDocs(query(collection(fs(who), 'Projects'), where('projectOwnerUserKey', '==', owner), limit(1000)));

describe('a moderator sees and manages their own projects only', () => {
  it('a fellow moderator cannot read, rename or make public a colleague’s private project', async () => {
    await expectDenied(getDoc(doc(fs(COLLEAGUE), 'Projects/p-private')));
    await expectDenied(updateDoc(doc(fs(COLLEAGUE), 'Projects/p-private'), { projectName: 'Mine now' }));
    await expectDenied(updateDoc(doc(fs(COLLEAGUE), 'Projects/p-private'), { isPrivate: false }));
    await expectDenied(byOwner(COLLEAGUE, PEOPLE.moderator.uid));
  });
  it('nor list the organisation’s projects by organisationId', async () => {
    const q = query(collection(fs(COLLEAGUE), 'Projects'), where('organisationId', '==', ORG), limit(50));
    await expectDenied(getDocs(q));
  });
  it('nor give themselves access to it, nor invite anyone to it', async () => {
    await expectDenied(
      setDoc(doc(fs(COLLEAGUE), `ProjectAccess/p-private_${COLLEAGUE}`), {
        project_id: 'p-private',
        userId: COLLEAGUE,
        accessLevel: 'read',
        createdAt: serverTimestamp(),
        source: 'direct',
      }),
    );
    await expectDenied(
      getDocs(query(collection(fs(COLLEAGUE), 'ProjectAccess'), where('project_id', '==', 'p-private'))),
    );
  });
  it('the owner lists their own projects and edits them', async () => {
    const own = await assertSucceeds(byOwner('moderator', PEOPLE.moderator.uid));
    expect(own.docs.map((d) => d.id).sort()).toEqual(['p-private', 'p-public']);
    await assertSucceeds(updateDoc(doc(fs('moderator'), 'Projects/p-private'), { projectName: 'Harbour' }));
  });
});

describe('an organisation admin sees the projects owned by its moderators and admins', () => {
  it('reads and lists a moderator’s private project', async () => {
    await assertSucceeds(getDoc(doc(fs('orgAdmin'), 'Projects/p-colleague')));
    const listed = await assertSucceeds(byOwner('orgAdmin', COLLEAGUE));
    expect(listed.docs.map((d) => d.id)).toEqual(['p-colleague']);
  });
  it('sees a project stamped with another organisation when its owner is a moderator here too', async () => {
    await assertSucceeds(getDoc(doc(fs('orgAdmin'), 'Projects/p-bridge')));
    await assertSucceeds(byOwner('orgAdmin', BRIDGE));
    // and the other organisation's admin as well: the owner moderates there
    await assertSucceeds(getDoc(doc(fs('otherOrgAdmin'), 'Projects/p-bridge')));
  });
  it('no longer sees, edits or deletes the project of an owner who is no moderator any more', async () => {
    await expectDenied(getDoc(doc(fs('orgAdmin'), 'Projects/p-former')));
    await expectDenied(byOwner('orgAdmin', FORMER));
    await expectDenied(updateDoc(doc(fs('orgAdmin'), 'Projects/p-former'), { isPrivate: false }));
  });
  it('another organisation’s admin does not see this organisation’s moderators’ projects', async () => {
    await expectDenied(getDoc(doc(fs('otherOrgAdmin'), 'Projects/p-private')));
    await expectDenied(byOwner('otherOrgAdmin', PEOPLE.moderator.uid));
  });
  it.each(EVERYONE)('%s reads the colleague’s private project only if the spec says so', async (who) => {
    await expectRule(getDoc(doc(fs(who), 'Projects/p-colleague')), ['orgAdmin', 'superAdmin'].includes(who));
  });
});

describe('public projects stay readable by everyone, without a password in them', () => {
  it.each(EVERYONE)('%s lists the public projects', async (who) => {
    const q = query(collection(fs(who), 'Projects'), where('isPrivate', '==', false), limit(50));
    const snap = await assertSucceeds(getDocs(q));
    expect(snap.docs.map((d) => d.id)).toEqual(['p-public']);
    expect(snap.docs[0]!.data().config.password).toBe('');
  });
  it('nobody writes a password into the project itself, its owner included', async () => {
    const config = {
      ...newProjectFields({ projectKey: 'p', projectName: 'p', isPrivate: false }, '').config,
    };
    await expectDenied(
      updateDoc(doc(fs('moderator'), 'Projects/p-public'), { config: { ...config, password: 'visible' } }),
    );
    await expectDenied(
      setDoc(doc(fs('moderator'), 'Projects/p-new'), {
        ...project('p-new', ORG, false, PEOPLE.moderator.uid),
        config: { ...config, password: 'visible' },
      }),
    );
    await assertSucceeds(updateDoc(doc(fs('moderator'), 'Projects/p-public'), { config }));
  });
});

describe('the password (Projects/{id}/private/config) is the managers’ alone', () => {
  const MANAGERS: Person[] = ['moderator', 'orgAdmin', 'projectAdmin', 'superAdmin'];
  const OTHERS: Person[] = [
    'anonymous',
    'outsider',
    'member',
    'facilitator',
    'otherOrgAdmin',
    COLLEAGUE,
    OTHER_MOD,
  ];
  it.each(OTHERS)('%s cannot read it, even of a public project', async (who) => {
    await expectDenied(getDoc(doc(fs(who), PROJECT_PRIVATE_CONFIG('p-private'))));
    await expectDenied(getDoc(doc(fs(who), PROJECT_PRIVATE_CONFIG('p-public'))));
  });
  it.each(OTHERS)('%s cannot set it', async (who) => {
    await expectDenied(
      setDoc(doc(fs(who), PROJECT_PRIVATE_CONFIG('p-private')), {
        password: 'mine',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it.each(MANAGERS)('%s reads and sets it', async (who) => {
    const snap = await assertSucceeds(getDoc(doc(fs(who), PROJECT_PRIVATE_CONFIG('p-private'))));
    expect(snap.data()?.password).toBe('sea-shanty');
    await assertSucceeds(
      setDoc(doc(fs(who), PROJECT_PRIVATE_CONFIG('p-private')), {
        password: 'new-one',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('nobody lists private configs, and only the config document exists', async () => {
    await expectDenied(getDocs(query(collection(fs('superAdmin'), 'Projects/p-private/private'), limit(5))));
    await expectDenied(
      setDoc(doc(fs('moderator'), 'Projects/p-private/private/other'), {
        password: 'x',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied(
      setDoc(doc(fs('moderator'), PROJECT_PRIVATE_CONFIG('p-private')), {
        password: 'x'.repeat(201),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('access levels: changed and removed by the project’s managers only', () => {
  const record = `ProjectAccess/p-private_${PEOPLE.member.uid}`;
  it.each(['moderator', 'orgAdmin', 'projectAdmin', 'superAdmin'] as Who[])(
    '%s changes the level and removes the access',
    async (who) => {
      await assertSucceeds(updateDoc(doc(fs(who), record), { accessLevel: 'write' }));
      await assertSucceeds(deleteDoc(doc(fs(who), record)));
    },
  );
  it.each(['member', 'outsider', 'facilitator', 'otherOrgAdmin', COLLEAGUE] as Person[])(
    '%s can neither change the level nor remove the access',
    async (who) => {
      await expectDenied(updateDoc(doc(fs(who), record), { accessLevel: 'write' }));
      await expectDenied(deleteDoc(doc(fs(who), record)));
    },
  );
  it('a level outside read and write, or a change of whose record it is, is refused to the owner too', async () => {
    await expectDenied(updateDoc(doc(fs('moderator'), record), { accessLevel: 'admin' }));
    await expectDenied(updateDoc(doc(fs('moderator'), record), { userId: PEOPLE.facilitator.uid }));
  });
});
