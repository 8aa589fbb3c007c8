import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signOut, type Auth } from 'firebase/auth';
import { type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { userRecord } from '../../scripts/seed/users';
import { registerOrganisation } from '../../src/features/organisations/service';
import {
  addPin,
  getPin,
  listPins,
  movePin,
  removePin,
  savePinOrder,
  SIGN_IN_FOR_COLLECTION_LOGIC,
  updateCollectionLogic,
  updatePinDetails,
} from '../../src/features/pins/service';
import { newProjectFields } from '../../src/features/projects/model';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/** The pin service against the emulators under the real rules, as an organisation admin and as an outsider. */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}
const run = Date.now().toString(36);
const apps: FirebaseApp[] = [];
let stack: ReturnType<typeof inject<'stack'>>;
let admin: Person;
let outsider: Person;
let adminDb: ReturnType<typeof adminFor>['db'];
const PROJECT = `pins-project-${run}`;
let orgId = '';

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`${name}-${run}`);
  apps.push(app);
  setFirebaseForTests({ db, auth });
  await createAccountOrSignIn(`${name}-${run}@example.test`, 'secret-123', name);
  return { app, auth, db };
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });
const projectPins = async () =>
  ((await adminDb.doc(`Projects/${PROJECT}`).get()).data()?.pins ?? []) as string[];

beforeAll(async () => {
  stack = inject('stack');
  adminDb = adminFor(stack).db;
  outsider = await person('pin-outsider');
  admin = await person('pin-admin');
  orgId = await registerOrganisation({ name: 'Pier Museum', type: 'museum', description: '' });
  // Built as the create dialog builds it; owned by the organisation's admin, who manages it.
  await adminDb
    .doc(`Projects/${PROJECT}`)
    .set(
      newProjectFields(
        { projectName: 'Pier walk', projectKey: PROJECT, isPrivate: true, organisationId: orgId },
        admin.auth.currentUser!.uid,
      ),
    );
});
afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
});

describe('pins', () => {
  it('adds a pin and lists it on its project in one write; the organisation admin sees it', async () => {
    actAs(admin);
    const key = await addPin(PROJECT, 50.1, -5.5);
    expect(await projectPins()).toEqual([key]);
    const pins = await listPins(PROJECT);
    expect(pins.map((p) => [p.pinKey, p.location.geoPoint])).toEqual([[key, { lat: 50.1, long: -5.5 }]]);
  });

  it('refuses an outsider, writing nothing', async () => {
    actAs(outsider);
    await expect(addPin(PROJECT, 1, 1)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listPins(PROJECT)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await projectPins()).toHaveLength(1);
  });

  it('moves, edits and changes collection logic; the rules refuse coordinates out of range', async () => {
    actAs(admin);
    const [key] = await projectPins();
    await movePin(key!, 50.2, -5.4);
    await updatePinDetails(key!, {
      title: 'Pier head',
      pinType: 'story',
      lat: 50.3,
      long: -5.3,
      locationTags: ['sea'],
    });
    await updateCollectionLogic(key!, { radius: 25 });
    const pin = await getPin(key!);
    expect(pin).toMatchObject({
      title: 'Pier head',
      pinType: 'story',
      location: { geoPoint: { lat: 50.3, long: -5.3 } },
      tags: { locationTags: ['sea'] },
      collectionLogic: { radius: 25 },
    });
    await expect(movePin(key!, 91, 0)).rejects.toMatchObject({ code: 'permission-denied' });
    await updateCollectionLogic(key!, null);
    expect((await getPin(key!))?.collectionLogic).toBeUndefined();
  });

  it('saves the editor in one write: a refused save changes neither the details nor the logic', async () => {
    actAs(admin);
    const [key] = await projectPins();
    const details = { title: 'Lifeboat', pinType: 'story', lat: 50.4, long: -5.2, locationTags: ['boat'] };
    await updatePinDetails(key!, { ...details, collectionLogic: { radius: 40 } });
    expect(await getPin(key!)).toMatchObject({ title: 'Lifeboat', collectionLogic: { radius: 40 } });
    await expect(
      updatePinDetails(key!, { ...details, title: 'Moved too far', lat: 91, collectionLogic: { radius: 5 } }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await getPin(key!)).toMatchObject({ title: 'Lifeboat', collectionLogic: { radius: 40 } });
    await updatePinDetails(key!, { ...details, collectionLogic: null });
    expect((await getPin(key!))?.collectionLogic).toBeUndefined();
  });

  it('changing collection logic needs a signed-in user', async () => {
    const [key] = await projectPins();
    const { auth } = await emulatorClient(`nobody-${run}`);
    apps.push(auth.app);
    await signOut(auth);
    setFirebaseForTests({ db: admin.db, auth });
    await expect(updateCollectionLogic(key!, { radius: 1 })).rejects.toThrow(SIGN_IN_FOR_COLLECTION_LOGIC);
    await expect(
      updatePinDetails(key!, {
        title: '',
        pinType: 'story',
        lat: 1,
        long: 1,
        locationTags: [],
        collectionLogic: null,
      }),
    ).rejects.toThrow(SIGN_IN_FOR_COLLECTION_LOGIC);
  });

  it('a blank key finds nothing', async () => {
    actAs(admin);
    expect(await getPin('')).toBeNull();
    expect(await getPin('   ')).toBeNull();
  });

  it('saves a pin order, skipping entries lacking a key or an order', async () => {
    actAs(admin);
    const second = await addPin(PROJECT, 50.4, -5.2);
    const [first] = await projectPins();
    const written = await savePinOrder([
      { pinKey: second, id: 1, branch: 'main' },
      { pinKey: first!, id: 2, branch: 'main' },
      { pinKey: '', id: 3, branch: 'main' },
      { pinKey: 'pin-without-order', id: null },
    ]);
    expect(written).toBe(2);
    expect((await getPin(second))?.pinOrder).toEqual({ id: 1, branch: 'main' });
    expect((await getPin(first!))?.pinOrder).toEqual({ id: 2, branch: 'main' });
  });

  it('removes a pin with its project entry; a missing pin or project logs and writes nothing', async () => {
    actAs(admin);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, second] = await projectPins();
    expect(await removePin(PROJECT, 'no-such-pin')).toBe(false);
    expect(await removePin('no-such-project', first!)).toBe(false);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(await projectPins()).toEqual([first, second]);
    expect(await getPin(first!)).not.toBeNull();
    expect(await removePin(PROJECT, first!)).toBe(true);
    expect(await projectPins()).toEqual([second]);
    expect(await getPin(first!)).toBeNull();
    errors.mockRestore();
  });

  it('the organisation admin manages the pins of a moderator’s project, however many organisations the moderator is in', async () => {
    // The rules' most expensive path: the admin is neither owner nor project admin, so they look
    // through the owner's organisations for one where the owner is staff and they are admin; here it is the last.
    const moderator = await person('pin-moderator');
    const uid = moderator.auth.currentUser!.uid;
    const email = `pin-moderator-${run}@example.test`;
    const orgs = ['a', 'b', 'c'].map((x) => `pins-elsewhere-${x}-${run}`).concat(orgId);
    const organisations = Object.assign(
      {},
      ...orgs.map(
        (org) => userRecord({ uid, email, name: 'Mo' }, ['moderator'], new Date(), {}, org).Organisations,
      ),
    );
    await adminDb
      .doc(`Users/${uid}`)
      .set({ ...userRecord({ uid, email, name: 'Mo' }, [], new Date()), Organisations: organisations });
    const theirs = `pins-moderators-${run}`;
    await adminDb
      .doc(`Projects/${theirs}`)
      .set(
        newProjectFields(
          { projectName: 'Quay', projectKey: theirs, isPrivate: true, organisationId: orgId },
          uid,
        ),
      );

    actAs(admin);
    const key = await addPin(theirs, 50.5, -5.1);
    await updatePinDetails(key, {
      title: 'Quay steps',
      pinType: 'story',
      lat: 50.5,
      long: -5.1,
      locationTags: ['quay'],
    });
    expect(await getPin(key)).toMatchObject({ title: 'Quay steps', project: theirs });
    expect(await removePin(theirs, key)).toBe(true);

    // The outsider, admin of no organisation of the moderator's, is refused on the same path.
    actAs(outsider);
    await expect(addPin(theirs, 1, 1)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
