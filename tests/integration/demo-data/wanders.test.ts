import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../../scripts/seed/accounts';
import { adminFor } from '../../../scripts/seed/admin';
import { seedDemo } from '../../../scripts/seed/index';
import { DEMO_PRIVATE_PROJECT } from '../../../scripts/seed/membership';
import { DEMO_WANDER } from '../../../scripts/seed/wanders';
import { listPins } from '../../../src/features/pins/service';
import { walkChecks } from '../../../src/features/wanders/model';
import * as service from '../../../src/features/wanders/service';
import { stopsOf } from '../../../src/features/wanders/stops';
import { setFirebaseForTests } from '../../../src/lib/firebase';
import { emulatorClient } from '../../support/client';

/**
 * The wanders service as the screen uses it (the web SDK signed in as the demo organisation's admin, the real
 * rules in force): the seeded demo wander and its overlap, found from the seeded pins by the app's own maths; a
 * new wander created under an id chosen beforehand, twice (a double click), written once; an update.
 */
let admin: ReturnType<typeof adminFor>;
const run = Date.now().toString(36);
const scope = { organisationId: DEMO_ORG_ID, projectId: DEMO_PRIVATE_PROJECT };
const created: string[] = [];

beforeAll(async () => {
  const stack = inject('stack');
  await seedDemo(stack);
  admin = adminFor(stack);
  const client = await emulatorClient(`wanders-${run}`);
  await signInWithEmailAndPassword(
    client.auth,
    DEMO_ACCOUNTS.organisationAdmin.email,
    DEMO_ACCOUNTS.organisationAdmin.password,
  );
  setFirebaseForTests({ db: client.db, auth: client.auth });
});
afterAll(async () => {
  await Promise.all(created.map((id) => admin.db.doc(`wanders/${id}`).delete()));
  await admin.close();
});

describe('the demo wander', () => {
  it('is listed for its project, and its seeded pins give exactly the one deliberate overlap', async () => {
    const wander = (await service.listWanders(scope)).find((w) => w.id === DEMO_WANDER.id);
    expect(wander).toMatchObject({
      title: DEMO_WANDER.title,
      pinKeys: [...DEMO_WANDER.pinKeys],
      paceKmh: 4.5,
    });
    const pins = new Map((await listPins(DEMO_PRIVATE_PROJECT)).map((p) => [p.pinKey, p]));
    // Each pin with one recording of a known length, so only the geometry decides.
    const recordings = wander!.pinKeys.map((pinKey) => ({ pinKey, audioUrl: '/a.wav' }));
    const { stops, missing } = stopsOf(wander!.pinKeys, pins, recordings, new Map([['/a.wav', 10]]));
    expect(missing).toEqual([]);
    const found = walkChecks(stops, wander!.paceKmh).flatMap((c) =>
      c.problems.map((p) => [c.kind, p.pinKeys]),
    );
    expect(found).toEqual([['overlap', [...DEMO_WANDER.overlapping]]]);
  });
});

describe('saving', () => {
  it('creates once under the id chosen beforehand, however often it is sent', async () => {
    const id = service.newWanderId();
    created.push(id);
    const input = { title: `Walk ${run}`, pinKeys: ['demo-pin-harbour-3', 'demo-pin-harbour-1'], paceKmh: 4 };
    await Promise.all([
      service.createWander(id, scope, input, 'draft'),
      service.createWander(id, scope, { ...input, title: 'Second click' }, 'draft'),
    ]);
    const first = (await admin.db.doc(`wanders/${id}`).get()).data();
    await service.createWander(id, scope, { ...input, title: 'A retry' }, 'published');
    const after = (await admin.db.doc(`wanders/${id}`).get()).data();
    expect(after).toEqual(first);
    expect(after).toMatchObject({
      ...scope,
      pinKeys: input.pinKeys,
      status: 'draft',
      createdBy: 'demo-orgadmin',
    });
    expect(['Second click', `Walk ${run}`]).toContain(after?.title);
  });

  it('updates the title, order, pace and status, keeping who created it and when', async () => {
    const id = service.newWanderId();
    created.push(id);
    await service.createWander(
      id,
      scope,
      { title: 'Before', pinKeys: ['demo-pin-harbour-1'], paceKmh: 4.5 },
      'draft',
    );
    const before = (await admin.db.doc(`wanders/${id}`).get()).data();
    await service.updateWander(
      id,
      { title: ' After ', pinKeys: ['demo-pin-harbour-2', 'demo-pin-harbour-1'], paceKmh: 3.2 },
      'published',
    );
    const after = (await admin.db.doc(`wanders/${id}`).get()).data();
    expect(after).toMatchObject({
      title: 'After',
      pinKeys: ['demo-pin-harbour-2', 'demo-pin-harbour-1'],
      paceKmh: 3.2,
      status: 'published',
      createdBy: before?.createdBy,
      createdAt: before?.createdAt,
    });
    expect(after?.updatedAt.toMillis()).toBeGreaterThanOrEqual(before?.updatedAt.toMillis());
  });
});
