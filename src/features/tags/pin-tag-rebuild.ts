import { countOf } from '../../lib/plural';
import { fallbackTagDocId, tagNameKey } from './tag-changes';
import { cleanTagNames, normaliseTagName, tagDocId } from './tag-rules';

/**
 * Putting pin tags back in step with the pins (a super admin's repair for data written before tags followed
 * pins, or by other tools): every pin `Tags` document ends up holding exactly the pins whose locationTags name
 * it. Pure: the service reads the pins and tags and writes the plan.
 */

export interface PinTags {
  pinKey: string;
  locationTags: readonly string[];
}

export interface StoredPinTag {
  id: string;
  tagName: string;
  pinKeys: readonly string[];
  /** Keys of other kinds the document also holds (it is kept, emptied of pins, when it has some). */
  otherKeys: number;
}

export type PinTagWrite =
  | { type: 'create'; id: string; tagName: string; pinKeys: string[] }
  | { type: 'update'; id: string; pinKeys: string[] }
  | { type: 'delete'; id: string };

/** The firestore.rules cap on a tag's key list. */
export const MAX_TAG_KEYS = 5000;

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** Existing order kept, pins no longer listing the tag dropped, new ones appended in pin-key order. */
function keysInOrder(stored: readonly string[], wanted: ReadonlySet<string>): string[] {
  const kept = stored.filter((k, i) => wanted.has(k) && stored.indexOf(k) === i);
  const added = [...wanted].filter((k) => !kept.includes(k)).sort();
  return [...kept, ...added];
}

export function planPinTagRebuild(pins: readonly PinTags[], tags: readonly StoredPinTag[]): PinTagWrite[] {
  const wanted = new Map<string, { name: string; pins: Set<string> }>();
  for (const pin of pins) {
    for (const name of cleanTagNames(pin.locationTags)) {
      const entry = wanted.get(tagNameKey(name)) ?? { name: normaliseTagName(name), pins: new Set<string>() };
      entry.pins.add(pin.pinKey);
      wanted.set(tagNameKey(name), entry);
    }
  }
  const writes: PinTagWrite[] = [];
  const served = new Set<string>();
  for (const tag of tags) {
    const key = tagNameKey(tag.tagName);
    // The first document of a name holds its pins; a second one of the same name loses them.
    const entry = served.has(key) ? undefined : wanted.get(key);
    served.add(key);
    const pinKeys = entry ? keysInOrder(tag.pinKeys, entry.pins) : [];
    if (pinKeys.length === 0 && tag.otherKeys === 0) writes.push({ type: 'delete', id: tag.id });
    else if (!sameKeys(pinKeys, tag.pinKeys)) writes.push({ type: 'update', id: tag.id, pinKeys });
  }
  const ids = new Set(tags.map((t) => t.id));
  for (const [key, entry] of wanted) {
    if (served.has(key)) continue;
    let id = tagDocId('pin', entry.name);
    if (ids.has(id)) id = fallbackTagDocId('pin', entry.name);
    ids.add(id);
    writes.push({ type: 'create', id, tagName: entry.name, pinKeys: [...entry.pins].sort() });
  }
  return writes;
}

export interface PinTagRebuildResult {
  pinsRead: number;
  tagsRead: number;
  created: number;
  updated: number;
  deleted: number;
  /** Tags more pins list than a tag may hold, left as they were. */
  tooLarge: string[];
}

export function pinTagRebuildText(r: PinTagRebuildResult): string {
  const changed = r.created + r.updated + r.deleted;
  const read = `${countOf(r.pinsRead, 'pin')} and ${countOf(r.tagsRead, 'pin tag')}`;
  let text = `Pin tags checked against ${read}: `;
  text +=
    changed === 0
      ? 'all were in step.'
      : [
          r.created > 0 && `${countOf(r.created, 'tag')} created`,
          r.updated > 0 && `${countOf(r.updated, 'tag')} corrected`,
          r.deleted > 0 && `${countOf(r.deleted, 'tag')} deleted`,
        ]
          .filter(Boolean)
          .join(', ') + '.';
  if (r.tooLarge.length > 0)
    text += ` Left as they were, listed by more than ${countOf(MAX_TAG_KEYS, 'pin')}: ${r.tooLarge.join(', ')}.`;
  return text;
}
