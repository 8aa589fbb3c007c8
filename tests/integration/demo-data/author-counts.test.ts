import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { collection, documentId, getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../../scripts/seed/admin';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { seedDemo } from '../../../scripts/seed/index';
import type { RebuildProgress } from '../../../src/features/authors/project-keys';
import { rebuildAuthorProjectKeys } from '../../../src/features/authors/project-keys-service';
import { mergeAuthors } from '../../../src/features/authors/service';
import { projectCounts } from '../../../src/features/recordings/stats-service';
import { ERRORS } from '../../../src/lib/errors';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient } from '../../support/client';

/**
 * Per-project author counts (Authors.projectKeys + count()) against the emulators under the real rules: a super
 * admin rebuilds the lists from the recordings, merges keep them, and nobody else may rebuild. Other files share
 * this database and run at the same time, so everything here carries this run's suffix and only these two
 * projects and three authors are asserted on.
 */
type Who = 'superAdmin' | 'projectAdmin' | 'moderator';
const apps: Record<string, { app: FirebaseApp; auth: Auth; db: Firestore }> = {};
let stack: ReturnType<typeof inject<'stack'>>;
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const DENIED = { code: 'permission-denied' };
const NORTH = `ac-north-${run}`;
const SOUTH = `ac-south-${run}`;
const A = `ac-author-a-${run}`;
const B = `ac-author-b-${run}`;
const C = `ac-author-c-${run}`;
const GHOST = `ac-author-ghost-${run}`;
/** A profile as older data may hold it: a field the rules do not accept, so no write to it is allowed. */
const ODD = `ac-author-odd-${run}`;

async function actAs(who: Who) {
  if (!apps[who]) {
    const { app, auth, db } = await emulatorClient(`ac-${who}-${run}`);
    await signInWithEmailAndPassword(auth, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    apps[who] = { app, auth, db };
  }
  setFirebaseForTests({ db: apps[who].db, auth: apps[who].auth });
  return apps[who].db;
}
const keysOf = async (authorKey: string) =>
  (await admin.db.doc(`Authors/${authorKey}`).get()).data()?.projectKeys as string[] | undefined;
const authorCounts = async () => ({
  north: (await projectCounts(NORTH)).authors,
  south: (await projectCounts(SOUTH)).authors,
});

beforeAll(async () => {
  stack = inject('stack');
  const target = { projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  await seedDemo(target);
  admin = adminFor(target);
  const now = new Date();
  const project = (projectName: string) => ({
    projectName,
    projectOwnerUserKey: DEMO_ACCOUNTS.superAdmin.uid,
    isPrivate: false,
    isAvailable: true,
    organisationId: '',
    createdAt: now,
    updatedAt: now,
  });
  const rec = (title: string, projectId: string, authorKey: string) => ({
    title,
    project: projectId,
    authorKey,
    collectionLog: { timesCollected: 1 },
    createdAt: now,
  });
  const b = admin.db.batch();
  b.set(admin.db.doc(`Projects/${NORTH}`), project(`North ${run}`));
  b.set(admin.db.doc(`Projects/${SOUTH}`), project(`South ${run}`));
  // Lists as the mobile app leaves them: A's is stale, B has none yet, C's is empty.
  b.set(admin.db.doc(`Authors/${A}`), { name: `Ada ${run}`, projectKeys: [SOUTH, 'ac-gone'] });
  b.set(admin.db.doc(`Authors/${B}`), { name: `Ben ${run}` });
  b.set(admin.db.doc(`Authors/${C}`), { name: `Cy ${run}`, projectKeys: [] });
  b.set(admin.db.doc(`Authors/${ODD}`), { name: `Odd ${run}`, nickname: 'legacy' });
  // A: north ×2 and south; B: north; C: south and one unfiled; a recording whose author has no profile.
  const recordings = {
    a1: rec('A north 1', NORTH, A),
    a2: rec('A north 2', NORTH, A),
    a3: rec('A south', SOUTH, A),
    b1: rec('B north', NORTH, B),
    c1: rec('C south', SOUTH, C),
    c2: rec('C unfiled', '', C),
    g1: rec('Ghost north', NORTH, GHOST),
    o1: rec('Odd north', NORTH, ODD),
  };
  for (const [id, data] of Object.entries(recordings))
    b.set(admin.db.doc(`Recordings/ac-${id}-${run}`), data);
  await b.commit();
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => deleteApp(a.app)));
  await admin?.close();
});

describe('rebuilding author counts', () => {
  it('is refused to a project admin and a moderator, and changes nothing', async () => {
    for (const who of ['projectAdmin', 'moderator'] as const) {
      const db = await actAs(who);
      await expect(rebuildAuthorProjectKeys()).rejects.toThrow(ERRORS.noSuperAdminAccess);
      // Without the service's own check, the rules refuse the first page of recordings anyway.
      const firstPage = query(collection(db, 'Recordings'), orderBy(documentId()), limit(500));
      await expect(getDocs(firstPage)).rejects.toMatchObject(DENIED);
    }
    expect(await keysOf(A)).toEqual([SOUTH, 'ac-gone']);
    expect(await keysOf(B)).toBeUndefined();
  });

  it('before the rebuild the counts follow the lists as stored (the seed’s are right, these are stale)', async () => {
    await actAs('superAdmin');
    expect(await authorCounts()).toEqual({ north: 0, south: 1 });
    const both = ['demo-project-harbour', 'demo-project-high-street'];
    expect(await keysOf('demo-author-arthur')).toEqual(both);
    expect((await projectCounts('demo-project-harbour')).authors).toBeGreaterThanOrEqual(1);
  });

  it('a super admin rebuilds every list from the recordings, and the counts per project follow', async () => {
    await actAs('superAdmin');
    const seen: RebuildProgress[] = [];
    const result = await rebuildAuthorProjectKeys((p) => seen.push(p));
    expect(await keysOf(A)).toEqual([NORTH, SOUTH].sort());
    expect(await keysOf(B)).toEqual([NORTH]);
    expect(await keysOf(C)).toEqual([SOUTH]);
    expect(result.missingProfiles).toContain(GHOST);
    // The profile the rules refuse is reported; it does not hold back the others written with it.
    expect(result.failed).toContainEqual({ id: ODD, reason: expect.stringMatching(/permission/i) });
    expect(await keysOf(ODD)).toBeUndefined();
    expect(result.updated).toBeGreaterThanOrEqual(3);
    expect(result.recordingsRead).toBeGreaterThanOrEqual(8);
    // Progress went through the three phases in order and ended with every planned write done.
    const phases = seen.map((p) => p.phase).filter((p, i, all) => all[i - 1] !== p);
    expect(phases).toEqual(['recordings', 'authors', 'writing']);
    const last = seen.at(-1)!;
    expect(last.written).toBe(last.toWrite);

    const [north, south] = [await projectCounts(NORTH), await projectCounts(SOUTH)];
    // North: A and B (the ghost has no profile, the odd one's list could not be written).
    expect(north).toMatchObject({ recordings: 5, authors: 2 });
    expect(south).toMatchObject({ recordings: 2, authors: 2 }); // A and C
    await admin.db.doc(`Authors/${ODD}`).delete();
    await admin.db.doc(`Recordings/ac-o1-${run}`).delete();
  });
});

describe('merging authors keeps the lists', () => {
  it('the survivor gets both profiles’ projects (C in south merged into B in north)', async () => {
    await actAs('superAdmin');
    await mergeAuthors(B, C);
    expect(await keysOf(B)).toEqual([NORTH, SOUTH].sort());
    expect(await keysOf(C)).toBeUndefined();
    expect(await authorCounts()).toEqual({ north: 2, south: 2 }); // north: A, B; south: A, B
  });

  it('two profiles in the same projects become one author in each count', async () => {
    await actAs('superAdmin');
    await mergeAuthors(A, B);
    expect(await keysOf(A)).toEqual([NORTH, SOUTH].sort());
    expect(await authorCounts()).toEqual({ north: 1, south: 1 });
  });

  it('a rebuild after the merges agrees with them', async () => {
    await actAs('superAdmin');
    await rebuildAuthorProjectKeys();
    expect(await keysOf(A)).toEqual([NORTH, SOUTH].sort());
    expect(await authorCounts()).toEqual({ north: 1, south: 1 });
  });
});
