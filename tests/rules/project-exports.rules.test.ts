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
import type { ProjectExportJob } from '@storytelling/shared/project-archive';
import { roleMatrix } from '../support/matrix';
import { as, ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

/**
 * projectExports: written by the export function only; its requester, the admins of its organisation and super
 * admins follow it. Another moderator of the organisation (a lower role than its admins) does not: the job
 * names recordings of a project that is not theirs.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-29T10:00:00Z');
const job = (requestedBy: string) =>
  ({
    projectId: 'p1',
    projectName: 'P',
    organisationId: ORG,
    requestedBy,
    status: 'running',
    total: 3,
    done: 1,
    failed: 1,
    failures: [{ id: 'r1', title: 'One', reason: 'The media server answered 404 Not Found' }],
    leftOut: { noArchiveConsent: 1, consentWithdrawn: 0, rejected: 0 },
    fileName: 'p-archive.zip',
    createdAt: at,
    updatedAt: at,
  }) satisfies ProjectExportJob;
const db = (who: Who) => as(env, who).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('projectExports, requested by a moderator', () => {
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
      get: (d) => getDoc(doc(d, 'projectExports/job-1-moderator')),
      list: (d) => getDocs(query(collection(d, 'projectExports'), limit(10))),
      create: (d) => setDoc(doc(d, 'projectExports/job-2-created'), job(PEOPLE.moderator.uid)),
      update: (d) => updateDoc(doc(d, 'projectExports/job-1-moderator'), { status: 'done', done: 3 }),
      delete: (d) => deleteDoc(doc(d, 'projectExports/job-1-moderator')),
    },
    () => seedDocs(env, { 'projectExports/job-1-moderator': job(PEOPLE.moderator.uid) }),
  );
});

describe('projectExports, requested by an organisation admin', () => {
  beforeAll(() => seedDocs(env, { 'projectExports/job-3-admin': job(PEOPLE.orgAdmin.uid) }));
  it.each<[Who, boolean]>([
    ['orgAdmin', true],
    ['superAdmin', true],
    ['moderator', false],
    ['facilitator', false],
    ['member', false],
    ['otherOrgAdmin', false],
    ['projectAdmin', false],
    ['outsider', false],
    ['anonymous', false],
  ])('%s reads it: %s', async (who, ok) => {
    await expectRule(getDoc(doc(db(who), 'projectExports/job-3-admin')), ok);
  });

  it('a stranger who signed up a minute ago (no user record) reads nothing and writes nothing', async () => {
    const fresh = env.authenticatedContext('fresh-account').firestore() as unknown as Firestore;
    await expectRule(getDoc(doc(fresh, 'projectExports/job-3-admin')), false);
    await expectRule(setDoc(doc(fresh, 'projectExports/job-4-fresh'), job('fresh-account')), false);
    await expectRule(
      updateDoc(doc(fresh, 'projectExports/job-3-admin'), { requestedBy: 'fresh-account' }),
      false,
    );
  });
});
