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
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newProjectFields, PROJECT_PRIVATE_CONFIG } from '../../src/features/projects/model';
import { SHARED_LIMIT } from '../../src/features/projects/shared-service';
import { PIN_PAGE_SIZE } from '../../src/features/pins/service';
import { QUEUE_PER_PROJECT } from '../../src/features/recordings/service';
import { assertSucceeds, expectDenied, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, ORG, seedRolePeople } from '../support/roles';
import { freshFixtures, setDoc, updateDoc } from '../support/tracked-writes';

/**
 * "Shared with me": someone given read access to a private project (by an invite, or through a group they are
 * in) lists their own access records and their groups' records, and reads that project's pins and
 * recordings, and nothing else: not other people's access, not a project shared with someone else, no writes.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');
const inAWeek = new Date(Date.now() + 7 * 86_400_000);

/** Accepted the invite to p-shared; a fresh account in no organisation. */
const READER = 'invited-reader';
/** In the group g1, which opens p-shared. */
const GROUPIE = 'group-member';
/** Was given access to another project, p-other. */
const ELSEWHERE = 'reader-of-other';
/** A fresh account that accepts an invite in these tests. */
const NEWCOMER = 'newcomer';

const project = (key: string) => ({
  ...newProjectFields(
    { projectKey: key, projectName: key, isPrivate: true, organisationId: ORG },
    'moderator1',
  ),
  createdAt: now,
  updatedAt: now,
});
const access = (projectId: string, userId: string, source = 'invite') => ({
  project_id: projectId,
  userId,
  accessLevel: 'read',
  createdAt: now,
  source,
});

async function fixtures() {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    'Projects/p-shared': project('p-shared'),
    [PROJECT_PRIVATE_CONFIG('p-shared')]: { password: 'harbour-1850', updatedAt: now },
    'Projects/p-other': project('p-other'),
    'invites/inv-shared': {
      project_id: 'p-shared',
      accessLevel: 'read',
      createdAt: now,
      expirationDate: inAWeek,
    },
    'invites/inv-old': {
      project_id: 'p-shared',
      accessLevel: 'read',
      createdAt: now,
      expirationDate: new Date(Date.now() - 86_400_000),
    },
    [`ProjectAccess/p-shared_${READER}`]: { ...access('p-shared', READER), inviteId: 'inv-shared' },
    [`ProjectAccess/p-other_${ELSEWHERE}`]: access('p-other', ELSEWHERE, 'direct'),
    'groups/g1': {
      name: 'Year 5',
      organisationId: ORG,
      memberIds: [GROUPIE],
      createdAt: now,
      updatedAt: now,
    },
    'ProjectAccess/p-shared_group_g1': {
      project_id: 'p-shared',
      groupId: 'g1',
      accessLevel: 'read',
      createdAt: now,
      source: 'group',
    },
    [`ProjectAccess/p-shared_${GROUPIE}`]: access('p-shared', GROUPIE, 'group'),
    'Pins/pin-shared': {
      pinKey: 'pin-shared',
      project: 'p-shared',
      location: { geoPoint: { lat: 50.1, long: -5.5 } },
    },
    'Pins/pin-other': {
      pinKey: 'pin-other',
      project: 'p-other',
      location: { geoPoint: { lat: 51, long: -4 } },
    },
    // Published (approved): the only recordings a project's readers read.
    'Recordings/rec-shared': {
      title: 'The harbour at dawn',
      project: 'p-shared',
      pinKey: 'pin-shared',
      moderation: { status: 'approved', reason: 'Good' },
    },
    // Under review: its managers' alone.
    'Recordings/rec-shared-pending': {
      title: 'Not yet',
      project: 'p-shared',
      pinKey: 'pin-shared',
      moderation: { status: 'pending' },
    },
    'Recordings/rec-other': {
      title: 'Elsewhere',
      project: 'p-other',
      pinKey: 'pin-other',
      moderation: { status: 'approved', reason: 'Good' },
    },
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(freshFixtures(fixtures));

type Person = string;
const ROLE_PEOPLE = ['outsider', 'otherOrgAdmin', 'member'] as const;
const fs = (who: Person): Firestore =>
  ((ROLE_PEOPLE as readonly string[]).includes(who)
    ? as(env, who as (typeof ROLE_PEOPLE)[number])
    : env.authenticatedContext(who, { email: `${who}@example.test` })
  ).firestore() as unknown as Firestore;

const accessBy = (who: Person, field: string, value: string) =>
  getDocs(query(collection(fs(who), 'ProjectAccess'), where(field, '==', value), limit(SHARED_LIMIT)));
const pinsOf = (who: Person, projectId: string) =>
  getDocs(query(collection(fs(who), 'Pins'), where('project', '==', projectId), limit(PIN_PAGE_SIZE)));
/** As the shared view asks (listPublishedRecordings): a project's approved recordings. */
const recordingsOf = (who: Person, projectId: string) =>
  getDocs(
    query(
      collection(fs(who), 'Recordings'),
      where('project', '==', projectId),
      where('moderation.status', '==', 'approved'),
      limit(QUEUE_PER_PROJECT),
    ),
  );

/** Refused: a fresh account, a member of another organisation, a member of the project's own organisation
 * who was not given it, and someone whose access was for a different project. */
const REFUSED: Person[] = ['outsider', 'otherOrgAdmin', 'member', ELSEWHERE];

describe('finding what is shared with me', () => {
  it('the invited reader lists their own access records', async () => {
    const own = await assertSucceeds(accessBy(READER, 'userId', READER));
    expect(own.docs.map((d) => d.id)).toEqual([`p-shared_${READER}`]);
  });
  it.each(REFUSED)("%s cannot list the invited reader's access records", async (who) => {
    await expectDenied(accessBy(who, 'userId', READER));
  });
  it.each([READER, ...REFUSED])('%s cannot list who else was given the project', async (who) => {
    await expectDenied(accessBy(who, 'project_id', 'p-shared'));
  });
  it('a group member finds their groups by memberIds, and the private projects each opens', async () => {
    const groups = await assertSucceeds(
      getDocs(query(collection(fs(GROUPIE), 'groups'), where('memberIds', 'array-contains', GROUPIE))),
    );
    expect(groups.docs.map((d) => d.id)).toEqual(['g1']);
    const opened = await assertSucceeds(accessBy(GROUPIE, 'groupId', 'g1'));
    expect(opened.docs.map((d) => d.get('project_id'))).toEqual(['p-shared']);
  });
  it.each([READER, ...REFUSED])("%s cannot find another person's groups", async (who) => {
    await expectDenied(
      getDocs(query(collection(fs(who), 'groups'), where('memberIds', 'array-contains', GROUPIE))),
    );
  });
  it.each([READER, ...REFUSED])('%s cannot list group records without naming a group', async (who) => {
    await expectDenied(
      getDocs(query(collection(fs(who), 'ProjectAccess'), where('source', '==', 'group'), limit(50))),
    );
  });
});

describe("reading a shared project's pins and recordings", () => {
  it.each([[READER, true], [GROUPIE, true], ...REFUSED.map((who) => [who, false] as const)] as const)(
    '%s reads the project, its pins and its recordings → allowed: %s',
    async (who, allowed) => {
      await expectRule(getDoc(doc(fs(who), 'Projects/p-shared')), allowed);
      await expectRule(pinsOf(who, 'p-shared'), allowed);
      await expectRule(getDoc(doc(fs(who), 'Pins/pin-shared')), allowed);
      await expectRule(recordingsOf(who, 'p-shared'), allowed);
      await expectRule(getDoc(doc(fs(who), 'Recordings/rec-shared')), allowed);
    },
  );
  it.each([READER, GROUPIE])('%s reads no recording under review, one by one or all at once', async (who) => {
    await expectDenied(getDoc(doc(fs(who), 'Recordings/rec-shared-pending')));
    const everything = query(
      collection(fs(who), 'Recordings'),
      where('project', '==', 'p-shared'),
      limit(QUEUE_PER_PROJECT),
    );
    await expectDenied(getDocs(everything));
  });
  it.each([READER, GROUPIE])('%s reads nothing of a project shared with someone else', async (who) => {
    await expectDenied(getDoc(doc(fs(who), 'Projects/p-other')));
    await expectDenied(pinsOf(who, 'p-other'));
    await expectDenied(recordingsOf(who, 'p-other'));
    await expectDenied(getDoc(doc(fs(who), 'Recordings/rec-other')));
  });
  it('the reader cannot read the password, nor change the project, its pins or recordings', async () => {
    const db = fs(READER);
    await expectDenied(getDoc(doc(db, PROJECT_PRIVATE_CONFIG('p-shared'))));
    await expectDenied(updateDoc(doc(db, 'Projects/p-shared'), { projectName: 'Mine' }));
    await expectDenied(updateDoc(doc(db, 'Pins/pin-shared'), { title: 'Mine' }));
    await expectDenied(updateDoc(doc(db, 'Recordings/rec-shared'), { title: 'Mine' }));
    await expectDenied(updateDoc(doc(db, `ProjectAccess/p-shared_${READER}`), { accessLevel: 'write' }));
  });
  it('a read page larger than the pin page is refused to a reader', async () => {
    await expectDenied(
      getDocs(
        query(collection(fs(READER), 'Pins'), where('project', '==', 'p-shared'), limit(PIN_PAGE_SIZE + 1)),
      ),
    );
  });
});

describe('accepting an invite with a fresh account', () => {
  const accept = (who: Person, over: Record<string, unknown> = {}, projectId = 'p-shared') =>
    setDoc(doc(fs(who), `ProjectAccess/${projectId}_${String(over.userId ?? who)}`), {
      project_id: projectId,
      userId: who,
      accessLevel: 'read',
      createdAt: serverTimestamp(),
      source: 'invite',
      inviteId: 'inv-shared',
      ...over,
    });
  it('gives the newcomer read access, after which they read the pins', async () => {
    await expectDenied(pinsOf(NEWCOMER, 'p-shared'));
    await assertSucceeds(accept(NEWCOMER));
    await assertSucceeds(pinsOf(NEWCOMER, 'p-shared'));
  });
  it('refuses an expired invite, a wider level, another project and another person', async () => {
    await expectDenied(accept(NEWCOMER, { inviteId: 'inv-old' }));
    await expectDenied(accept(NEWCOMER, { accessLevel: 'write' }));
    await expectDenied(accept(NEWCOMER, { project_id: 'p-other' }, 'p-other'));
    await expectDenied(accept(NEWCOMER, { userId: GROUPIE }));
  });
});
