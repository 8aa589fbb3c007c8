import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type Firestore } from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc, writeBatch, freshFixtures } from '../support/tracked-writes';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { recording as seededRecording } from '../../scripts/seed/curation';
import type { Tag } from '../../src/features/tags/model';
import { TAGGED_PINS_PER_TRANSACTION } from '../../src/features/tags/tag-changes';
import { addKey, tagDocId } from '../../src/features/tags/tag-rules';
import { assertFails, assertSucceeds, expectRule, rulesEnvironment, seedDocs } from '../support/rules';
import { as, EVERYONE, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';

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
    ...recordingFixtures(),
  });
}

// ---------- Recordings: built as the seed builds them, their tags as the app's tag rules do ----------
const recording = (projectId: string, subjectTags: string[], genreTags: string[]) => ({
  ...seededRecording('A story', projectId, 1, 'a1', null, { status: 'pending' }, 0),
  tags: { subjectTags, genreTags },
});
/** A tag of kind recording holding `keys`, as a save creates it and then adds to it. */
function recordingTag(tagName: string, keys: string[]): Tag {
  let tag: Tag | null = null;
  for (const key of keys) {
    const write = addKey(tag, 'recording', tagName, key);
    if (write.type === 'create' || write.type === 'update') tag = write.data;
  }
  return tag!;
}
const recTagPath = (tagName: string) => `Tags/${tagDocId('recording', tagName)}`;
/** Someone given p-mine as project admin (PEOPLE.projectAdmin holds another project). */
const MINE_PROJECT_ADMIN = 'projectadmin-mine';

function recordingFixtures(): Record<string, Record<string, unknown>> {
  return {
    // rec-mine lists sea and shanty; rec-mine2 lists sea; rec-mine3 lists sea but is not in that tag yet.
    'Recordings/rec-mine': recording('p-mine', ['sea'], ['shanty']),
    'Recordings/rec-mine2': recording('p-mine', ['sea'], []),
    'Recordings/rec-mine3': recording('p-mine', ['sea'], []),
    'Recordings/rec-other': recording('p-other', ['sea'], []),
    [recTagPath('sea')]: recordingTag('sea', ['rec-mine', 'rec-mine2', 'rec-other']),
    [recTagPath('shanty')]: recordingTag('shanty', ['rec-mine']),
    // A project-kind tag holds recordings in `keys` too; a recording save never touches it.
    'Tags/project_heritage': { ...recordingTag('heritage', ['rec-mine2']), kind: 'project' },
    [`Users/${MINE_PROJECT_ADMIN}`]: userRecord(MINE_PROJECT_ADMIN, {}, { projectAdminAccess: ['p-mine'] }),
  };
}

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(freshFixtures(fixtures));

const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
/** Who manages p-mine: its owner (the moderator), its organisation's admin, and super admins. */
const MANAGERS: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const CURATORS: Who[] = ['projectAdmin', 'superAdmin'];

describe('Tags: a pin save adds or removes its key', () => {
  it.each(EVERYONE)('%s saves pin-mine2 with tag "harbour", adding its key', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Pins/pin-mine2'), { tags: { locationTags: ['harbour'] } });
    batch.update(doc(db, 'Tags/pin_harbour'), { pinKeys: ['pin-mine', 'pin-mine3', 'pin-mine2'] });
    await expectRule(batch.commit(), MANAGERS.includes(who));
  });

  it.each(EVERYONE)(
    '%s adds pin-mine3 to "quay", which the pin already lists (no pin write)',
    async (who) => {
      const write = updateDoc(doc(fs(who), 'Tags/pin_quay'), { pinKeys: ['pin-mine', 'pin-mine3'] });
      await expectRule(write, [...MANAGERS, ...CURATORS].includes(who));
    },
  );

  it.each(EVERYONE)('%s removes pin-mine2 from "old", which the pin no longer lists', async (who) => {
    const write = updateDoc(doc(fs(who), 'Tags/pin_old'), { pinKeys: ['pin-mine'] });
    await expectRule(write, [...MANAGERS, ...CURATORS].includes(who));
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
    await expectRule(batch.commit(), MANAGERS.includes(who));
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
    await expectRule(batch.commit(), MANAGERS.includes(who));
  });

  it.each(EVERYONE)('%s removes p-mine2 from "old", which the project does not list', async (who) => {
    const write = updateDoc(doc(fs(who), 'ProjectTags/project_old'), { projectKeys: ['p-mine'] });
    await expectRule(write, [...MANAGERS, ...CURATORS].includes(who));
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
    // A project is deleted only while its deletion job (the key's tombstone) exists: see Projects rules.
    await seedDocs(env, { 'projectDeletions/p-mine': { projectId: 'p-mine', status: 'running' } });
    const db = fs(who);
    const batch = writeBatch(db);
    batch.delete(doc(db, 'Projects/p-mine'));
    batch.delete(doc(db, 'ProjectTags/project_coast'));
    // Deleting a project: its owner, its organisation's admins and super admins.
    await expectRule(batch.commit(), MANAGERS.includes(who));
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

/**
 * A recording's album and tags editor (updateRecordingDetails): the recording and its tags of kind recording
 * change in one request. Who may: those who manage the recording's project (here p-mine: its owner the moderator,
 * its organisation's admin, the project admin given p-mine) and super admins. Not a curator of another
 * organisation, not a project admin of another project (a curator of tags elsewhere), not a member or stranger.
 */
const RECORDING_EDITORS: Who[] = ['moderator', 'orgAdmin', 'superAdmin'];
const fsOf = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

describe('Tags: a recording save adds or removes its key', () => {
  it.each(EVERYONE)('%s saves rec-mine2 with genre tag "shanty", adding its key to that tag', async (who) => {
    const db = fs(who);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.genreTags': ['shanty'] });
    batch.update(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-mine2'] });
    await expectRule(batch.commit(), RECORDING_EDITORS.includes(who));
  });

  it.each(EVERYONE)(
    '%s saves rec-mine: album set, "shanty" deleted with its last key, "lighthouse" created',
    async (who) => {
      const db = fs(who);
      const batch = writeBatch(db);
      batch.update(doc(db, 'Recordings/rec-mine'), {
        albumKey: 'album-1',
        'tags.subjectTags': ['sea', 'lighthouse'],
        'tags.genreTags': [],
      });
      batch.set(doc(db, recTagPath('lighthouse')), recordingTag('lighthouse', ['rec-mine']));
      batch.delete(doc(db, recTagPath('shanty')));
      await expectRule(batch.commit(), RECORDING_EDITORS.includes(who));
    },
  );

  it.each(EVERYONE)(
    '%s renames rec-mine2’s "sea" to "coast": out of one tag, into a new one',
    async (who) => {
      const db = fs(who);
      const batch = writeBatch(db);
      batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.subjectTags': ['coast'] });
      batch.update(doc(db, recTagPath('sea')), { keys: ['rec-mine', 'rec-other'] });
      batch.set(doc(db, recTagPath('coast')), recordingTag('coast', ['rec-mine2']));
      await expectRule(batch.commit(), RECORDING_EDITORS.includes(who));
    },
  );

  it.each(EVERYONE)('%s changes rec-mine’s album alone', async (who) => {
    const write = updateDoc(doc(fs(who), 'Recordings/rec-mine'), { albumKey: 'album-2' });
    await expectRule(write, RECORDING_EDITORS.includes(who));
  });

  it('a project admin of the recording’s project may, as its managers may', async () => {
    const db = fsOf(MINE_PROJECT_ADMIN);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine2'), { albumKey: 'a', 'tags.genreTags': ['shanty'] });
    batch.update(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-mine2'] });
    await assertSucceeds(batch.commit());
  });

  it('the other organisation’s admin edits the recordings of their own project', async () => {
    const db = fs('otherOrgAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-other'), { 'tags.subjectTags': [] });
    batch.update(doc(db, recTagPath('sea')), { keys: ['rec-mine', 'rec-mine2'] });
    await assertSucceeds(batch.commit());
  });

  it.each(EVERYONE)(
    '%s adds rec-mine3 to "sea", which the recording already lists (no recording write)',
    async (who) => {
      const write = updateDoc(doc(fs(who), recTagPath('sea')), {
        keys: ['rec-mine', 'rec-mine2', 'rec-other', 'rec-mine3'],
      });
      // Curators (project admins, super admins) write any tag, as before.
      await expectRule(write, [...RECORDING_EDITORS, 'projectAdmin'].includes(who));
    },
  );
});

describe('Tags: what a recording save may not do', () => {
  it('a project admin of another project: the recording write is refused, so nothing changes', async () => {
    const db = fs('projectAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.genreTags': ['shanty'] });
    batch.update(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-mine2'] });
    await assertFails(batch.commit());
    // Nor any other field: curator rights stop at the projects they hold (a hole a security review found).
    await assertFails(updateDoc(doc(db, 'Recordings/rec-mine2'), { title: 'Retitled' }));
  });

  it('add the key of a recording of another organisation, even one listing the tag', async () => {
    const db = fs('moderator');
    await assertFails(updateDoc(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-other'] }));
    await assertFails(setDoc(doc(db, recTagPath('walls')), recordingTag('walls', ['rec-other'])));
  });

  it('add a recording to a tag it does not list, or remove it from one it still lists', async () => {
    const db = fs('moderator');
    await assertFails(updateDoc(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-mine2'] }));
    await assertFails(setDoc(doc(db, recTagPath('lanterns')), recordingTag('lanterns', ['rec-mine'])));
    await assertFails(setDoc(doc(db, recTagPath('lanterns')), recordingTag('lanterns', ['no-such-rec'])));
    await assertFails(updateDoc(doc(db, recTagPath('sea')), { keys: ['rec-mine2', 'rec-other'] }));
    await assertFails(deleteDoc(doc(db, recTagPath('shanty'))));
  });

  it('change the tag beyond its own key: name, kind, other lists, or a second key', async () => {
    const db = fs('moderator');
    const save = (tagWrite: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.genreTags': ['shanty'] });
      batch.update(doc(db, recTagPath('shanty')), tagWrite);
      return batch.commit();
    };
    const added = ['rec-mine', 'rec-mine2'];
    await assertFails(save({ keys: added, tagName: 'Shanty songs' }));
    await assertFails(save({ keys: added, kind: 'pin' }));
    await assertFails(save({ keys: added, pinKeys: ['pin-mine'] }));
    await assertFails(save({ keys: added, recordingKeys: ['rec-mine2'] }));
    await assertFails(save({ keys: [...added, 'rec-mine3'] })); // rec-mine3 does not list it either
    await assertFails(save({ keys: ['rec-mine2'] })); // one key swapped for another
    await assertSucceeds(save({ keys: added })); // the control: exactly its own key
  });

  it('create a tag holding more than its own key, or of another kind', async () => {
    const db = fs('moderator');
    const create = (tag: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.subjectTags': ['sea', 'lighthouse'] });
      batch.set(doc(db, recTagPath('lighthouse')), tag);
      return batch.commit();
    };
    const tag = recordingTag('lighthouse', ['rec-mine2']);
    await assertFails(create({ ...tag, keys: ['rec-mine2', 'rec-mine'] }));
    await assertFails(create({ ...tag, authorKeys: ['a1'] }));
    await assertFails(create({ ...tag, kind: 'project' }));
    await assertFails(create({ ...tag, tagName: 'Lighthouse' })); // the recording lists "lighthouse"
    await assertSucceeds(create(tag));
  });

  it('touch a project-kind tag, which holds recordings in `keys` too', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine2'), { 'tags.subjectTags': [] });
    batch.update(doc(db, 'Tags/project_heritage'), { keys: [] });
    await assertFails(batch.commit());
  });

  it('a refused recording write (album key too long) takes the tag write down with it', async () => {
    const db = fs('moderator');
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine2'), {
      albumKey: 'x'.repeat(201),
      'tags.genreTags': ['shanty'],
    });
    batch.update(doc(db, recTagPath('shanty')), { keys: ['rec-mine', 'rec-mine2'] });
    await assertFails(batch.commit());
  });

  it('a recording save may change many tags at once within the read budget', async () => {
    const db = fs('moderator');
    const names = Array.from({ length: 30 }, (_, i) => `r${i}`);
    const batch = writeBatch(db);
    batch.update(doc(db, 'Recordings/rec-mine'), { 'tags.subjectTags': names, 'tags.genreTags': [] });
    batch.update(doc(db, recTagPath('sea')), { keys: ['rec-mine2', 'rec-other'] });
    batch.delete(doc(db, recTagPath('shanty')));
    for (const name of names) batch.set(doc(db, recTagPath(name)), recordingTag(name, ['rec-mine']));
    await assertSucceeds(batch.commit());
  });
});
