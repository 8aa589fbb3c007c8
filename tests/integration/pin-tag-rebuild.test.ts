import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPinTags } from '../../src/features/tags/pin-tag-rebuild-service';
import { ERRORS } from '../../src/lib/errors';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient, type EmulatorClient } from '../support/client';
import { rulesEnvironment, seedDocs } from '../support/rules';

/**
 * The super admin's pin-tag rebuild under the real rules, in a project of its own: it reads and rewrites every
 * pin tag, which would disturb the other files' tags in the shared one.
 */
const run = Date.now().toString(36);
let env: RulesTestEnvironment;
const clients: EmulatorClient[] = [];

async function signedIn(who: string): Promise<{ client: EmulatorClient; uid: string }> {
  const client = await emulatorClient(`ptr-${who}-${run}`, env.projectId);
  clients.push(client);
  const { user } = await createUserWithEmailAndPassword(
    client.auth,
    `${who}-${run}@example.test`,
    'secret-123',
  );
  return { client, uid: user.uid };
}
const actAs = ({ client }: { client: EmulatorClient }) =>
  setFirebaseForTests({ db: client.db, auth: client.auth });
const tags = async () => {
  const out: Record<string, Record<string, unknown>> = {};
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await ctx.firestore().collection('Tags').get();
    snap.docs.forEach((d) => (out[d.id] = d.data()));
  });
  return out;
};
const pin = (pinKey: string, locationTags: string[]) => ({
  pinKey,
  project: 'p-public',
  title: pinKey,
  pinType: 'story',
  location: { geoPoint: { lat: 50, long: -5 } },
  tags: { locationTags },
});
const pinTag = (tagName: string, pinKeys: string[], keys: string[] = []) => ({
  tagName,
  kind: 'pin',
  pinKeys,
  keys,
  authorKeys: [],
  recordingKeys: [],
});

let superAdmin: Awaited<ReturnType<typeof signedIn>>;
let moderator: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  superAdmin = await signedIn('super');
  moderator = await signedIn('moderator');
  await seedDocs(env, {
    'SuperAdmins/ids': { userKeys: [superAdmin.uid] },
    [`Users/${superAdmin.uid}`]: { userKey: superAdmin.uid, userRole: 'superAdmin', Organisations: {} },
    [`Users/${moderator.uid}`]: {
      userKey: moderator.uid,
      Organisations: { org: { organisationId: 'org', roles: ['moderator'], groupIds: [] } },
    },
    'Projects/p-public': { projectName: 'Public', isPrivate: false, organisationId: 'org', pins: [] },
    'Pins/p1': pin('p1', ['Quay']),
    'Pins/p2': pin('p2', ['quay', 'Mill']),
    'Pins/p3': pin('p3', []),
    'Tags/pin_quay': pinTag('Quay', ['p1', 'ghost']),
    'Tags/pin_lamps': pinTag('Lamps', ['p3']),
    'Tags/pin_mixed': pinTag('Mixed', ['p1'], ['r1']),
    'Tags/recording_maritime': { tagName: 'Maritime', kind: 'recording', keys: ['r1'] },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => deleteApp(c.app)));
  await env?.cleanup();
});

describe('rebuilding pin tags from the pins', () => {
  it('is refused to anyone but a super admin, before anything is written', async () => {
    const before = await tags();
    actAs(moderator);
    await expect(rebuildPinTags()).rejects.toThrow(ERRORS.noSuperAdminAccess);
    expect(await tags()).toEqual(before);
  });

  it('makes every pin tag hold exactly the pins that list it, and leaves other tags alone', async () => {
    actAs(superAdmin);
    const seen: string[] = [];
    const result = await rebuildPinTags((text) => seen.push(text));
    expect(result).toMatchObject({
      pinsRead: 3,
      tagsRead: 3,
      created: 1,
      updated: 2,
      deleted: 1,
      tooLarge: [],
    });
    expect(seen).toContain('Reading pins… 3 read');
    const after = await tags();
    expect(after.pin_quay?.pinKeys).toEqual(['p1', 'p2']);
    expect(after.pin_mill).toMatchObject({ tagName: 'Mill', kind: 'pin', pinKeys: ['p2'] });
    expect(after.pin_lamps).toBeUndefined();
    expect(after.pin_mixed).toMatchObject({ pinKeys: [], keys: ['r1'] });
    expect(after.recording_maritime).toEqual({ tagName: 'Maritime', kind: 'recording', keys: ['r1'] });
  });

  it('a second run finds everything in step', async () => {
    actAs(superAdmin);
    expect(await rebuildPinTags()).toMatchObject({ created: 0, updated: 0, deleted: 0 });
  });
});
