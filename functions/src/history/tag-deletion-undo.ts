import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import type { TagDeletionUndo } from '@storytelling/shared/history';
import type { UndoableEntry } from './author-merge-undo.js';

/** The stored payload, checked before anything is written from it: an entry is data a client wrote. */
const zTagDeletionUndo = z.object({
  tagId: z.string().check(z.minLength(1), z.maxLength(300)),
  tag: z.record(z.string(), z.unknown()),
  pinKey: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
}) satisfies z.ZodMiniType<TagDeletionUndo>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/**
 * Puts a deleted tag back inside `tx`: the tag document exactly as it was, and, when its removal also took the
 * tag out of a pin's location tags, the tag back in that pin's list. Refuses with the reason when a tag of that
 * name or document has been made since (two would then hold one name) or the pin is gone; returns null when it
 * has written the undo. The rules tie the payload to the deletion made in the same write as the entry.
 */
export async function undoTagDeletion(
  db: Firestore,
  tx: Transaction,
  entry: UndoableEntry,
): Promise<string | null> {
  const parsed = zTagDeletionUndo.safeParse(entry.undo);
  if (!parsed.success) return 'This entry does not hold what is needed to undo it';
  const { tagId, tag, pinKey } = parsed.data;
  const tagName = typeof tag.tagName === 'string' ? tag.tagName : '';
  const tagRef = db.collection('Tags').doc(tagId);
  const pinRef = pinKey ? db.collection('Pins').doc(pinKey) : null;
  const [now, sameName, pin] = await Promise.all([
    tx.get(tagRef),
    tx.get(db.collection('Tags').where('tagName', '==', tagName).limit(1)),
    pinRef ? tx.get(pinRef) : Promise.resolve(null),
  ]);
  if (now.exists || !sameName.empty) return 'A tag with this name has been created again since';
  if (pin && !pin.exists) return 'The pin of this tag has been deleted since';
  tx.set(tagRef, tag);
  if (pin) {
    const locationTags = strings(pin.get('tags.locationTags'));
    if (!locationTags.includes(tagName))
      tx.update(pin.ref, {
        'tags.locationTags': [...locationTags, tagName],
        updatedAt: FieldValue.serverTimestamp(),
      });
  }
  return null;
}
