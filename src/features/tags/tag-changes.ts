import type { ProjectTag, Tag, TagKind } from './model';
import {
  addKey,
  cleanTagNames,
  KEY_FIELD,
  normaliseTagName,
  removeKey,
  tagDocId,
  type KeyField,
  type TagWrite,
} from './tag-rules';

/**
 * How an item's tag list moves its key between tag documents (a tag is created on first use and
 * deleted when its last key is removed). Pins keep theirs in `Tags` (kind pin, `pinKeys`); projects keep their
 * subject tags in `ProjectTags` (`projectKeys`). Pure: the services read the documents and write the result.
 */

/** Names compare without case or extra spaces: "Harbour  front" and "harbour front" are one tag. */
export const tagNameKey = (name: string) => normaliseTagName(name).toLowerCase();
export const sameTagName = (a: string, b: string) => tagNameKey(a) === tagNameKey(b);

export interface TagNameChanges {
  /** Names in the new list only, spelled as there. */
  add: string[];
  /** Names in the old list only, spelled as there. */
  remove: string[];
}

/** Which tag names a list gains and loses, ignoring case, spacing and repeats. */
export function tagNameChanges(before: readonly string[], after: readonly string[]): TagNameChanges {
  const was = cleanTagNames(before);
  const now = cleanTagNames(after);
  const wasKeys = new Set(was.map(tagNameKey));
  const nowKeys = new Set(now.map(tagNameKey));
  return {
    add: now.filter((name) => !wasKeys.has(tagNameKey(name))),
    remove: was.filter((name) => !nowKeys.has(tagNameKey(name))),
  };
}

export interface TagKeyChanges extends TagNameChanges {
  kind: TagKind;
  key: string;
  /** The list of each tag document the key goes into or leaves. */
  field: KeyField;
}

/**
 * The tags that gain `key` and those that lose it when an item of `kind` changes its tag names from `before` to
 * `after`. A blank key belongs in no tag, so it changes nothing.
 */
export function tagKeyChanges(
  kind: TagKind,
  key: string,
  before: readonly string[],
  after: readonly string[],
): TagKeyChanges {
  const field = KEY_FIELD[kind];
  const trimmed = key.trim();
  if (!trimmed) return { kind, key: trimmed, field, add: [], remove: [] };
  return { kind, key: trimmed, field, ...tagNameChanges(before, after) };
}

/** One tag document's part in a save: the key goes into (add) or out of (remove) the tag of that name. */
export interface PlannedTagWrite {
  tagName: string;
  change: 'add' | 'remove';
  write: TagWrite;
}

/**
 * The writes that move `changes.key` between tag documents, given each named tag as it stands now (null when there
 * is none yet): adding creates a tag on first use and changes nothing in a tag that holds the key already;
 * removing deletes a tag with its last key. Pure: readTagKeyChanges reads the tags in its transaction and
 * applies this plan.
 */
export function planTagKeyWrites(
  changes: TagKeyChanges,
  current: (tagName: string) => Tag | null,
): PlannedTagWrite[] {
  const { kind, key } = changes;
  return [
    ...changes.add.map((tagName) => ({
      tagName,
      change: 'add' as const,
      write: addKey(current(tagName), kind, tagName, key),
    })),
    ...changes.remove.map((tagName) => ({
      tagName,
      change: 'remove' as const,
      write: removeKey(current(tagName), kind, key),
    })),
  ];
}

/**
 * The document id to use when the stable id of a name (tagDocId) already holds another name: slugs lose
 * accents, symbols and non-Latin letters ("C++" and "C" are both `pin_c`), so the name's own hash tells them apart.
 */
export function fallbackTagDocId(kind: TagKind, tagName: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const ch of tagNameKey(tagName)) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${tagDocId(kind, tagName)}-${hash.toString(36)}`;
}

/**
 * When a tag already exists under another spelling ("harbour" for "Harbour"), the item lists it as the tag is
 * spelled, so item and tag agree (the rules compare them exactly).
 */
export function spellLikeTags(names: readonly string[], existing: readonly string[]): string[] {
  const spelled = new Map(existing.map((name) => [tagNameKey(name), name]));
  return names.map((name) => spelled.get(tagNameKey(name)) ?? name);
}

/**
 * A pin's location tags after a curator adds or removes its key in a tag by hand (/tags-view), so the pin and
 * the tag still agree; null when the list already says so.
 */
export function pinTagsAfterKeyChange(
  current: readonly string[],
  change: 'add' | 'remove',
  tagName: string,
): string[] | null {
  const listed = current.some((name) => sameTagName(name, tagName));
  if (change === 'add') return listed ? null : [...current, normaliseTagName(tagName)];
  return listed ? current.filter((name) => !sameTagName(name, tagName)) : null;
}

// ---------- ProjectTags: { tagName, projectKeys } ----------

export type ProjectTagWrite =
  { type: 'create' | 'update'; data: ProjectTag } | { type: 'delete' } | { type: 'none' };

/** A project subject tag is created on first use; adding a key it already holds changes nothing. */
export function addProjectKey(tag: ProjectTag | null, tagName: string, key: string): ProjectTagWrite {
  if (tag?.projectKeys.includes(key)) return { type: 'none' };
  if (!tag) return { type: 'create', data: { tagName: normaliseTagName(tagName), projectKeys: [key] } };
  return { type: 'update', data: { ...tag, projectKeys: [...tag.projectKeys, key] } };
}

/** Removing a project's key: the tag is deleted with its last key. */
export function removeProjectKey(tag: ProjectTag | null, key: string): ProjectTagWrite {
  if (!tag?.projectKeys.includes(key)) return { type: 'none' };
  const projectKeys = tag.projectKeys.filter((k) => k !== key);
  return projectKeys.length === 0 ? { type: 'delete' } : { type: 'update', data: { ...tag, projectKeys } };
}

/**
 * Groups tagged items (say, the pins of a project being deleted) so that no tag appears twice in a group and
 * no group is larger than `size`: each group is one transaction in which every tag loses at most one key, the
 * only change the rules let a manager who is not a curator make to a tag.
 */
export function disjointTagGroups<T>(
  items: readonly T[],
  tagsOf: (item: T) => readonly string[],
  size: number,
): T[][] {
  const groups: { items: T[]; names: Set<string> }[] = [];
  for (const item of items) {
    const names = cleanTagNames(tagsOf(item)).map(tagNameKey);
    let group = groups.find((g) => g.items.length < size && !names.some((n) => g.names.has(n)));
    if (!group) {
      group = { items: [], names: new Set() };
      groups.push(group);
    }
    group.items.push(item);
    names.forEach((n) => group.names.add(n));
  }
  return groups.map((g) => g.items);
}

/**
 * Tagged pins removed in one transaction: each costs the rules two reads of the pin (before and after) on top of
 * the user's, SuperAdmins' and the project's, and a transaction may make 20 (seven pins fit; five leave room).
 */
export const TAGGED_PINS_PER_TRANSACTION = 5;
