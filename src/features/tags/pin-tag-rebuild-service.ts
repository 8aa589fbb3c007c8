import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
import { assertSuperAdmin, forEachPage } from '../../lib/admin-jobs';
import { COLLECTIONS } from '../../lib/collections';
import { db } from '../../lib/firebase';
import { locationTagsOf } from '../../kernel/pin-location-tags';
import {
  MAX_TAG_KEYS,
  planPinTagRebuild,
  type PinTagRebuildResult,
  type PinTags,
  type StoredPinTag,
} from './pin-tag-rebuild';

/** The product's batch size. */
const BATCH = 450;
const COUNTED = { create: 'created', update: 'updated', delete: 'deleted' } as const;

const zStored = z.object({
  tagName: z.string(),
  kind: z.optional(z.string()),
  pinKeys: z.catch(z.array(z.string()), []),
  keys: z.catch(z.array(z.unknown()), []),
  authorKeys: z.catch(z.array(z.unknown()), []),
  recordingKeys: z.catch(z.array(z.unknown()), []),
});

/**
 * Rebuilds every pin tag from the pins' location tags: reads all Pins and Tags (500 a page), then writes only
 * the tags that differ, 450 to a batch. Super admins only (the rules let only them read every pin). Not one
 * atomic change: a pin saved meanwhile moves its own keys in its own transaction, so a second run settles it.
 */
export async function rebuildPinTags(
  onProgress: (text: string) => void = () => {},
): Promise<PinTagRebuildResult> {
  await assertSuperAdmin();
  const pins: PinTags[] = [];
  await forEachPage(COLLECTIONS.pins, (docs) => {
    for (const d of docs) pins.push({ pinKey: d.id, locationTags: locationTagsOf(d.data()) });
    onProgress(`Reading pins… ${pins.length.toLocaleString('en-GB')} read`);
  });
  const tags: StoredPinTag[] = [];
  let tagsRead = 0;
  await forEachPage(COLLECTIONS.tags, (docs) => {
    tagsRead += docs.length;
    for (const d of docs) {
      const parsed = zStored.safeParse(d.data());
      // Only pin tags, and only those the app can read: anything else is not this job's to change.
      if (!parsed.success || parsed.data.kind !== 'pin') continue;
      const t = parsed.data;
      const otherKeys = t.keys.length + t.authorKeys.length + t.recordingKeys.length;
      tags.push({ id: d.id, tagName: t.tagName, pinKeys: t.pinKeys, otherKeys });
    }
    onProgress(`Reading tags… ${tagsRead.toLocaleString('en-GB')} read`);
  });

  const names = new Map(tags.map((t) => [t.id, t.tagName]));
  const result: PinTagRebuildResult = {
    pinsRead: pins.length,
    tagsRead: tags.length,
    created: 0,
    updated: 0,
    deleted: 0,
    tooLarge: [],
  };
  const writes = planPinTagRebuild(pins, tags).filter((w) => {
    if (w.type === 'delete' || w.pinKeys.length <= MAX_TAG_KEYS) return true;
    result.tooLarge.push(w.type === 'create' ? w.tagName : (names.get(w.id) ?? w.id));
    return false;
  });
  for (let i = 0; i < writes.length; i += BATCH) {
    onProgress(`Correcting tags… ${i.toLocaleString('en-GB')} of ${writes.length.toLocaleString('en-GB')}`);
    const batch = firestore.writeBatch(db());
    for (const w of writes.slice(i, i + BATCH)) {
      const ref = firestore.doc(db(), COLLECTIONS.tags, w.id);
      if (w.type === 'delete') batch.delete(ref);
      else if (w.type === 'update')
        batch.update(ref, { pinKeys: w.pinKeys, updatedAt: firestore.serverTimestamp() });
      else {
        const data = { tagName: w.tagName, kind: 'pin', pinKeys: w.pinKeys, keys: [], authorKeys: [] };
        batch.set(ref, { ...data, recordingKeys: [], updatedAt: firestore.serverTimestamp() });
      }
    }
    await batch.commit();
    for (const w of writes.slice(i, i + BATCH)) result[COUNTED[w.type]] += 1;
  }
  return result;
}
