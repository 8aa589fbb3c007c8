import type { Firestore } from 'firebase-admin/firestore';
import { tagNameKey } from '../../src/features/tags/tag-changes';
import { cleanTagNames, tagDocId } from '../../src/features/tags/tag-rules';

/**
 * The demo's pin Tags and ProjectTags, built from the seeded pins' locationTags and projects' subjectTag, at the
 * ids the app uses (tagDocId), so /tags-view agrees with the pins and projects from the start.
 */
function byTag(
  tagsOf: Readonly<Record<string, readonly string[]>>,
): Map<string, { name: string; keys: string[] }> {
  const tags = new Map<string, { name: string; keys: string[] }>();
  for (const [key, names] of Object.entries(tagsOf)) {
    for (const name of cleanTagNames(names)) {
      const tag = tags.get(tagNameKey(name)) ?? { name, keys: [] };
      tag.keys.push(key);
      tags.set(tagNameKey(name), tag);
    }
  }
  return tags;
}

export function pinTagDocs(pinTags: Readonly<Record<string, readonly string[]>>) {
  return Object.fromEntries(
    [...byTag(pinTags).values()].map(({ name, keys }) => [
      tagDocId('pin', name),
      { tagName: name, kind: 'pin', pinKeys: keys, keys: [], authorKeys: [], recordingKeys: [] },
    ]),
  );
}

export function projectTagDocs(subjectTags: Readonly<Record<string, readonly string[]>>) {
  return Object.fromEntries(
    [...byTag(subjectTags).values()].map(({ name, keys }) => [
      tagDocId('project', name),
      { tagName: name, projectKeys: keys },
    ]),
  );
}

/**
 * Seeding again puts the demo back as it was: tags that demo pins or projects were given since (or seeded under
 * older ids) lose those keys, and go when none is left, so no tag names a demo pin that no longer lists it.
 */
export async function dropStaleDemoKeys(
  db: Firestore,
  collection: 'Tags' | 'ProjectTags',
  field: 'pinKeys' | 'projectKeys',
  demoKeys: readonly string[],
  seededIds: readonly string[],
): Promise<void> {
  const found = await db
    .collection(collection)
    .where(field, 'array-contains-any', demoKeys.slice(0, 30))
    .get();
  const batch = db.batch();
  for (const snap of found.docs) {
    if (seededIds.includes(snap.id)) continue;
    const data = snap.data();
    const left = ((data[field] ?? []) as string[]).filter((k) => !demoKeys.includes(k));
    const lists = ['pinKeys', 'keys', 'authorKeys', 'recordingKeys', 'projectKeys'];
    const empty = lists.every((l) => (l === field ? left : ((data[l] ?? []) as string[])).length === 0);
    if (empty) batch.delete(snap.ref);
    else batch.update(snap.ref, { [field]: left });
  }
  await batch.commit();
}
