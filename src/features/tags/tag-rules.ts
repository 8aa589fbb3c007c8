import type { WithId } from '../../lib/converter';
import { TAG_KINDS, type Tag, type TagKind } from './model';
import { actorOf, can } from '../../kernel/permissions';
import type { Role } from '../../kernel/roles';

/** The four key lists a tag document may hold. */
export const KEY_FIELDS = ['pinKeys', 'keys', 'authorKeys', 'recordingKeys'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/**
 * Which list a key of each kind goes into. `keys` holds recording keys; content tags (the
 * ratings) hold recordings too, in `recordingKeys`, so the two uses never mix. A Tags document has no list for
 * project keys, so a project's own subject tags live in the `ProjectTags` collection (tagName, projectKeys) and
 * are kept there by the project editor (tag-changes.ts); `project` tags here are curated by hand in /tags-view
 * and hold recording keys in `keys`.
 */
export const KEY_FIELD: Record<TagKind, KeyField> = {
  pin: 'pinKeys',
  recording: 'keys',
  author: 'authorKeys',
  project: 'keys',
  content: 'recordingKeys',
};

/** Tag names are compared without case and surrounding or doubled spaces: "Harbour " and "harbour" are one tag. */
export function normaliseTagName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A stable document id per kind and name, so "create on first use" in a transaction cannot make two. */
export function tagDocId(kind: TagKind, tagName: string): string {
  const slug = normaliseTagName(tagName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${kind}_${slug || 'tag'}`;
}

export function isEmptyTag(tag: Pick<Tag, KeyField>): boolean {
  return KEY_FIELDS.every((field) => tag[field].length === 0);
}

export type TagWrite = { type: 'create' | 'update'; data: Tag } | { type: 'delete' } | { type: 'none' };

function emptyTag(kind: TagKind, tagName: string): Tag {
  return {
    tagName: normaliseTagName(tagName),
    kind,
    pinKeys: [],
    keys: [],
    authorKeys: [],
    recordingKeys: [],
  };
}

/** Adding a key: the tag is created on first use; adding a key it already holds changes nothing. */
export function addKey(tag: Tag | null, kind: TagKind, tagName: string, key: string): TagWrite {
  const field = KEY_FIELD[kind];
  if (tag?.[field].includes(key)) return { type: 'none' };
  const base = tag ?? emptyTag(kind, tagName);
  const data = { ...base, kind: base.kind ?? kind, [field]: [...base[field], key] };
  return { type: tag ? 'update' : 'create', data };
}

/** Removing a key: the tag is deleted when its last key (in any list) is removed. */
export function removeKey(tag: Tag | null, kind: TagKind, key: string): TagWrite {
  const field = KEY_FIELD[kind];
  if (!tag || !tag[field].includes(key)) return { type: 'none' };
  const data = { ...tag, [field]: tag[field].filter((k) => k !== key) };
  return isEmptyTag(data) ? { type: 'delete' } : { type: 'update', data };
}

/** Older tags may lack `kind`: the list they use says what they tag. */
export function kindOf(tag: Tag): TagKind {
  if (tag.kind) return tag.kind;
  if (tag.pinKeys.length) return 'pin';
  if (tag.authorKeys.length) return 'author';
  if (tag.recordingKeys.length) return 'content';
  return 'recording';
}

export type TagRow = WithId<Tag>;

/** Tags grouped by kind, each group sorted by name; `search` matches a tag's name or any of its keys. */
export function groupTags(tags: readonly TagRow[], search = ''): Record<TagKind, TagRow[]> {
  const needle = search.trim().toLowerCase();
  const groups = Object.fromEntries(TAG_KINDS.map((k) => [k, [] as TagRow[]])) as Record<TagKind, TagRow[]>;
  for (const tag of tags) {
    const haystack = [tag.tagName, ...KEY_FIELDS.flatMap((f) => tag[f])].map((s) => s.toLowerCase());
    if (needle && !haystack.some((s) => s.includes(needle))) continue;
    groups[kindOf(tag)].push(tag);
  }
  for (const kind of TAG_KINDS) groups[kind].sort((a, b) => a.tagName.localeCompare(b.tagName));
  return groups;
}

/** A list of tag names as saved: normalised, without blanks or case-insensitive duplicates, first spelling kept. */
export function cleanTagNames(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const name = normaliseTagName(raw);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/**
 * Tags, authors and content lists have no organisation: the permission table's curators (super admins and
 * project admins) edit them, and the screens offer editing to the same people.
 */
export function canCurate(
  user: {
    userId?: string;
    userRole: Role;
    organisations?: Readonly<Record<string, { roles: readonly Role[] }>>;
    projectAdminAccess: readonly string[];
  } | null,
): boolean {
  const actor = user && actorOf({ userId: '', organisations: {}, ...user });
  return can(actor, 'Tags', 'update');
}
