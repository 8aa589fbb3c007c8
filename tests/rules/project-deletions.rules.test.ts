import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newDeletionJob } from '../../functions/src/projects/plan';
import { roleMatrix } from '../support/matrix';
import { as, EVERYONE, ORG, PEOPLE, seedRolePeople } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * projectDeletions: written by the deletion function only; its requester (here the moderator who owns the
 * project), the organisation's admins and super admins follow its progress.
 */
let env: RulesTestEnvironment;
const job = () => ({
  ...newDeletionJob({
    projectId: 'p1',
    project: { projectName: 'P', organisationId: ORG },
    requestedBy: PEOPLE.moderator.uid,
    pinsTotal: 10,
    now: new Date('2026-11-25T10:00:00Z'),
  }),
});

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('projectDeletions', () => {
  roleMatrix(
    () => env,
    {
      get: ['superAdmin', 'orgAdmin', 'moderator'],
      list: ['superAdmin'],
      create: [],
      update: [],
      delete: [],
    },
    {
      get: (db) => getDoc(doc(db, 'projectDeletions/p1')),
      list: (db) => getDocs(query(collection(db, 'projectDeletions'), limit(10))),
      create: (db) => setDoc(doc(db, 'projectDeletions/p2'), job()),
      update: (db) => updateDoc(doc(db, 'projectDeletions/p1'), { status: 'done', pinsDeleted: 10 }),
      delete: (db) => deleteDoc(doc(db, 'projectDeletions/p1')),
    },
    () => seedDocs(env, { 'projectDeletions/p1': job() }),
  );
  // /project-view listens to a project's job before any exists: a missing one may be read by anyone signed in.
  it.each(EVERYONE.map((w) => [w, w !== 'anonymous'] as const))(
    '%s reads a missing job: %s',
    async (who, ok) => {
      const read = getDoc(doc(as(env, who).firestore() as unknown as Firestore, 'projectDeletions/none'));
      await expectRule(read, ok);
    },
  );
});
