import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { TAGGED_PINS_PER_TRANSACTION } from '../../src/features/tags/tag-changes';
import { assertFails, assertSucceeds, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, type Who } from '../support/roles';

/**
 * Tags and ProjectTags kept in step by a manager's own save (firestore.rules, next to validTag). A moderator or
 * organisation admin who manages a project is no curator, yet may add or remove one key, of a pin (project) they
 * manage, in one tag, when the pin (project) as the same request leaves it agrees: lists the tag after an add,
 * no longer lists it (or is deleted) after a remove. Nothing else in the tag may change. Curators (super admins
 * and project admins) still write any valid tag. Each case below pairs with one that differs in one thing.
 */
let env: RulesTestEnvironment;
const now = new Date('2026-01-01T00:00:00Z');

const project = (org: string, owner: string, subjectTag: string[]) => ({
  projectName: 'P',
  projectOwnerUserKey: owner,
  isPrivate: true,
  isAvailable: true,
  tags: { subjectTag, contentTag: '' },
  pins: [],
  groupIds: [],
  organisationId: org,
  createdAt: now,
  updatedAt: now,
});
const pin = (key: string, projectId: string, locationTags: string[]) => ({
  pinKey: key,
  project: projectId,
  pinType: 'standard',
  location: { geoPoint: { lat: 51.5, long: -0.1 } },
  tags: { locationTags },
});
const tag = (tagName: string, pinKeys: string[], extra: object = {}) => ({
  tagName,
  kind: 'pin',
  pinKeys,
  keys: [],
  authorKeys: [],
  recordingKeys: [],
  ...extra,
});

async function fixtures() {
  await env.clearFirestore();
  await seedRolePeople(env);
  await seedDocs(env, {
    // The moderator owns p-mine and p-mine2 in ORG (its admin manages them too); p-other is another org's.
    'Projects/p-mine': project(ORG, PEOPLE.moderator.uid, ['coast']),
    'Projects/p-mine2': project(ORG, PEOPLE.moderator.uid, []),
    'Projects/p-other': project(OTHER_ORG, PEOPLE.otherOrgAdmin.uid, ['coast']),
    'Pins/pin-mine': pin('pin-mine', 'p-mine', ['harbour', 'quay']),
    'Pins/pin-mine2': pin('pin-mine2', 'p-mine', []),
    // Lists "quay" but is not in that tag yet (data from before tags were kept in step).
    'Pins/pin-mine3': pin('pin-mine3', 'p-mine', ['harbour', 'quay']),
    'Pins/pin-other': pin('pin-other', 'p-other', ['harbour', 'walls']),
    'Tags/pin_harbour': tag('harbour', ['pin-mine', 'pin-mine3']),
    'Tags/pin_quay': tag('quay', ['pin-mine']),
    // Stale keys: neither pin lists "old" (any more), nor does either project.
    'Tags/pin_old': tag('old', ['pin-mine', 'pin-mine2']),
    'ProjectTags/project_old': { tagName: 'old', projectKeys: ['p-mine', 'p-mine2'] },
    'ProjectTags/project_coast': { tagName: 'coast', projectKeys: ['p-mine'] },
  });
}

beforeAll(async () => {
  env = await rulesEnvironment('tag-lifecycle');
});
afterAll(() => env.cleanup());
beforeEach(fixtures);

const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const expectAllowed = (p: Promise<unknown>, allowed: boolean) =>
  allowed ? assertSucceeds(p) : assertFails(p);
/** Who manages p-mine: its owner (the moderator), its organisation's admin, and super admins. */
const MANAGERS: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const CURATORS: Who[] = ['projectAdmin', 'superAdmin'];

describe('Tags: a pin save adds or removes its key', () => {
  it.each(EVERYONE)('%s saves pin-mine2 with tag "harbour", adding its key', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), { tags: { locationTags: ['harbour'] } });
    batch.update(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine', 'pin-mine3', 'pin-mine2'] });
    await expectAllowed(batch.commit(), MANAGERS.includes(who));
  });

  it.each(EVERYONE)(
    '%s adds pin-mine3 to "quay", which the pin already lists (no pin write)',
    async (who) => {
      const write = updateDoc(doc(fs(who), 'Tags/pin_quay'), { pinKeys: ['pin-mine', 'pin-mine3'] });
      await expectAllowed(write, [...MANAGERS, ...CURATORS].includes(who));
    },
  );

  it.each(EVERYONE)('%s removes pin-mine2 from "old", which the pin no longer lists', async (who) => {
    const write = updateDoc(doc(fs(who), 'Tags/pin_old'), { pinKeys: ['pin-mine'] });
    await expectAllowed(write, [...MANAGERS, ...CURATORS].includes(who));
  });

  it('creates a tag on first use, with the pin as its only key', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), { tags: { locationTags: ['lanterns'] } });
    batch.set(doc(db, 'Tags/pin_lanterns'), tag('lanterns', ['pin-mine2']));
    await assertSucceeds(batch.commit());
  });

  it('removes the key of a pin that no longer lists the tag; deletes a tag with its last key', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine'), { tags: { locationTags: [] } });
    batch.update(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine3'] });
    batch.delete(doc(db, 'Tags/pin_quay'));
    await assertSucceeds(batch.commit());
  });

  it.each(EVERYONE)('%s deletes pin-mine and takes its key out of its tags', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.delete(doc(db, 'Pins/pin-mine'));
    batch.update(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine3'] });
    batch.delete(doc(db, 'Tags/pin_quay'));
    await expectAllowed(batch.commit(), MANAGERS.includes(who));
  });

  it('an organisation admin of the project may do the same', async () => {
    const db = fs('orgAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), { tags: { locationTags: ['lanterns'] } });
    batch.set(doc(db, 'Tags/pin_lanterns'), tag('lanterns', ['pin-mine2']));
    await assertSucceeds(batch.commit());
  });
});

describe('Tags: what a manager may not do', () => {
  it('add the key of a pin in a project they do not manage, even one listing the tag', async () => {
    const db = fs('moderator');
    await assertFails(
      updateDoc(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine', 'pin-mine3', 'pin-other'] }),
    );
    await assertFails(setDoc(doc(db, 'Tags/pin_walls'), tag('walls', ['pin-other'])));
    // Control: the other organisation's admin manages that pin.
    await assertSucceeds(setDoc(doc(fs('otherOrgAdmin'), 'Tags/pin_walls'), tag('walls', ['pin-other'])));
  });

  it('add their pin to a tag the pin does not list', async () => {
    const db = fs('moderator');
    await assertFails(
      updateDoc(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine', 'pin-mine3', 'pin-mine2'] }),
    );
    await assertFails(setDoc(doc(db, 'Tags/pin_lanterns'), tag('lanterns', ['pin-mine2'])));
    await assertFails(setDoc(doc(db, 'Tags/pin_lanterns'), tag('lanterns', ['no-such-pin'])));
  });

  it('remove the key of a pin that still lists the tag, or delete such a tag', async () => {
    const db = fs('moderator');
    await assertFails(updateDoc(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine3'] }));
    await assertFails(deleteDoc(doc(db, 'Tags/pin_quay')));
  });

  it('change the name, the kind or another list, even with an allowed key change', async () => {
    const db = fs('moderator');
    const ref = doc(db, 'Tags/pin_quay');
    const added = ['pin-mine', 'pin-mine3'];
    await assertSucceeds(updateDoc(ref, { pinKeys: added })); // the control, then undo it as a curator
    await setDoc(doc(fs('superAdmin'), 'Tags/pin_quay'), tag('quay', ['pin-mine']));
    await assertFails(updateDoc(ref, { pinKeys: added, tagName: 'Quay side' }));
    await assertFails(updateDoc(ref, { pinKeys: added, kind: 'recording' }));
    await assertFails(updateDoc(ref, { keys: ['pin-mine3'] }));
    await assertFails(updateDoc(ref, { pinKeys: added, authorKeys: ['a1'] }));
    await assertFails(setDoc(doc(db, 'Tags/pin_new'), tag('quay', ['pin-mine3'], { recordingKeys: ['r1'] })));
    await assertFails(setDoc(doc(db, 'Tags/pin_new'), tag('quay', ['pin-mine3'], { kind: 'recording' })));
  });

  it('change more than one key at once', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), { tags: { locationTags: ['quay'] } });
    // Two keys added in one write (pin-mine2 and pin-mine3 both list "quay").
    batch.update(doc(db, 'Tags/pin_quay'), { pinKeys: ['pin-mine', 'pin-mine3', 'pin-mine2'] });
    await assertFails(batch.commit());
    // One key swapped for another.
    const swap = writeBatch(db);
    swap.update(doc(db, 'Pins/pin-mine'), { tags: { locationTags: ['harbour'] } });
    swap.update(doc(db, 'Tags/pin_quay'), { pinKeys: ['pin-mine3'] });
    await assertFails(swap.commit());
    await assertFails(setDoc(doc(db, 'Tags/pin_two'), tag('quay', ['pin-mine', 'pin-mine3'])));
  });

  it('a refused pin write takes the tag write down with it', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), {
      tags: { locationTags: ['lanterns'] },
      'location.geoPoint.lat': 91,
    });
    batch.set(doc(db, 'Tags/pin_lanterns'), tag('lanterns', ['pin-mine2']));
    await assertFails(batch.commit());
  });
});

describe('Tags: curators', () => {
  it.each(CURATORS)('%s still writes any valid tag', async (who) => {
    const db = fs(who);
    await assertSucceeds(
      updateDoc(doc(db, 'Tags/pin_harbour'), { tagName: 'Harbour', pinKeys: ['anything'] }),
    );
    await assertSucceeds(setDoc(doc(db, 'Tags/free'), tag('free', ['k1', 'k2'], { keys: ['r1'] })));
    await assertSucceeds(deleteDoc(doc(db, 'Tags/pin_quay')));
    await assertFails(setDoc(doc(db, 'Tags/bad'), tag('', ['k1']))); // still validated
  });
});

describe('ProjectTags: a project save adds or removes its key', () => {
  it.each(EVERYONE)('%s saves p-mine2 with subject tag "coast", adding its key', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Projects/p-mine2'), { tags: { subjectTag: ['coast'], contentTag: '' } });
    batch.update(doc(db, 'ProjectTags/project_coast'), { projectKeys: ['p-mine', 'p-mine2'] });
    await expectAllowed(batch.commit(), MANAGERS.includes(who));
  });

  it.each(EVERYONE)('%s removes p-mine2 from "old", which the project does not list', async (who) => {
    const write = updateDoc(doc(fs(who), 'ProjectTags/project_old'), { projectKeys: ['p-mine'] });
    await expectAllowed(write, [...MANAGERS, ...CURATORS].includes(who));
  });

  it('creates a project tag on first use and deletes it with its last key', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Projects/p-mine'), { tags: { subjectTag: ['lighthouse'], contentTag: '' } });
    batch.set(doc(db, 'ProjectTags/project_lighthouse'), { tagName: 'lighthouse', projectKeys: ['p-mine'] });
    batch.delete(doc(db, 'ProjectTags/project_coast'));
    await assertSucceeds(batch.commit());
  });

  it.each(EVERYONE)('%s deletes p-mine and takes its key out of its subject tags', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.delete(doc(db, 'Projects/p-mine'));
    batch.delete(doc(db, 'ProjectTags/project_coast'));
    // Deleting a project: its owner, its organisation's admins and super admins.
    await expectAllowed(batch.commit(), MANAGERS.includes(who));
  });

  it('a manager may not add a project they do not manage, one not listing the tag, or change anything else', async () => {
    const db = fs('moderator');
    const ref = doc(db, 'ProjectTags/project_coast');
    await assertFails(updateDoc(ref, { projectKeys: ['p-mine', 'p-other'] }));
    await assertFails(updateDoc(ref, { projectKeys: ['p-mine', 'p-mine2'] }));
    await assertFails(updateDoc(ref, { projectKeys: [] })); // p-mine still lists "coast"
    await assertFails(deleteDoc(ref));
    const batch = writeBatch(db);
    batch.update(doc(db, 'Projects/p-mine2'), { tags: { subjectTag: ['coast'], contentTag: '' } });
    batch.update(ref, { projectKeys: ['p-mine', 'p-mine2'], tagName: 'Coast' });
    await assertFails(batch.commit());
    const two = writeBatch(db);
    two.update(doc(db, 'Projects/p-mine2'), { tags: { subjectTag: ['lighthouse'], contentTag: '' } });
    two.set(doc(db, 'ProjectTags/project_lighthouse'), {
      tagName: 'lighthouse',
      projectKeys: ['p-mine2', 'p-mine'],
    });
    await assertFails(two.commit());
  });

  it.each(CURATORS)('%s still writes any valid project tag', async (who) => {
    const db = fs(who);
    await assertSucceeds(updateDoc(doc(db, 'ProjectTags/project_coast'), { projectKeys: ['x', 'y'] }));
    await assertSucceeds(setDoc(doc(db, 'ProjectTags/free'), { tagName: 'free', projectKeys: [] }));
    await assertSucceeds(deleteDoc(doc(db, 'ProjectTags/project_coast')));
    await assertFails(setDoc(doc(db, 'ProjectTags/bad'), { tagName: '', projectKeys: [] }));
  });
});

describe('the rules’ document-read budget (20 per transaction)', () => {
  it('a manager’s pin save may change many tags at once: the same few documents are read', async () => {
    const db = fs('moderator');
    const names = Array.from({ length: 30 }, (_, i) => `t${i}`);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine'), { tags: { locationTags: names } });
    batch.update(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine3'] });
    batch.delete(doc(db, 'Tags/pin_quay'));
    for (const name of names) batch.set(doc(db, `Tags/pin_${name}`), tag(name, ['pin-mine']));
    await assertSucceeds(batch.commit());
  });

  it(`deleting a project removes ${TAGGED_PINS_PER_TRANSACTION} tagged pins per transaction within it`, async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < TAGGED_PINS_PER_TRANSACTION; i += 1) {
      docs[`Pins/bulk${i}`] = pin(`bulk${i}`, 'p-mine', [`a${i}`, `b${i}`]);
      docs[`Tags/pin_a${i}`] = tag(`a${i}`, [`bulk${i}`]);
      docs[`Tags/pin_b${i}`] = tag(`b${i}`, [`bulk${i}`, 'pin-mine']);
    }
    await seedDocs(env, docs);
    const db = fs('moderator');
    const batch = writeBatch(db);
    for (let i = 0; i < TAGGED_PINS_PER_TRANSACTION; i += 1) {
      batch.delete(doc(db, `Pins/bulk${i}`));
      batch.delete(doc(db, `Tags/pin_a${i}`));
      batch.update(doc(db, `Tags/pin_b${i}`), { pinKeys: ['pin-mine'] });
    }
    await assertSucceeds(batch.commit());
  });
});
