import * as firestore from 'firebase/firestore';
import type { z } from 'zod/mini';
import { COLLECTIONS } from '../../lib/collections';
import { historyWrite } from '../../lib/history-entry';
import { tagDeletionHistory } from './deletion-history';
import { converterFor, parseDocument, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { locationTagsOf } from '../../kernel/pin-location-tags';
import { zAdminTags, zProjectTag, zTag, type ProjectTag, type Tag, type TagKind } from './model';
import {
  addProjectKey,
  fallbackTagDocId,
  pinTagsAfterKeyChange,
  planTagKeyWrites,
  removeProjectKey,
  sameTagName,
  spellLikeTags,
  tagNameChanges,
  tagNameKey,
  type PlannedTagWrite,
  type ProjectTagWrite,
  type TagKeyChanges,
} from './tag-changes';
import {
  addKey,
  cleanTagNames,
  normaliseTagName,
  removeKey,
  tagDocId,
  type TagRow,
  type TagWrite,
} from './tag-rules';

/** Past this many tags the view would need paging; it says so rather than cutting silently. */
export const TAG_LIST_LIMIT = 2000;
export const ADMIN_CONTENT_DOC = 'content';

const tags = () => firestore.collection(db(), COLLECTIONS.tags).withConverter(converterFor(zTag));

export async function listTags(): Promise<TagRow[]> {
  const snap = await firestore.getDocs(firestore.query(tags(), firestore.limit(TAG_LIST_LIMIT)));
  return snap.docs.map((d) => d.data());
}

export async function listProjectTags(): Promise<WithId<ProjectTag>[]> {
  const ref = firestore.collection(db(), COLLECTIONS.projectTags).withConverter(converterFor(zProjectTag));
  const snap = await firestore.getDocs(firestore.query(ref, firestore.limit(500)));
  return snap.docs.map((d) => d.data()).sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `AdminTags/content`: the content tags a super admin offers; missing means none yet. */
export async function getAdminContentTags(): Promise<string[]> {
  const snap = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.adminTags, ADMIN_CONTENT_DOC));
  return snap.exists() ? parseDocument(zAdminTags, snap.ref.path, snap.data()).contentTags : [];
}

export async function saveAdminContentTags(contentTags: readonly string[]): Promise<string[]> {
  const clean = cleanTagNames(contentTags);
  await firestore.setDoc(firestore.doc(db(), COLLECTIONS.adminTags, ADMIN_CONTENT_DOC), {
    contentTags: clean,
    updatedAt: firestore.serverTimestamp(),
  });
  return clean;
}

/** The document of a tag: an existing one of that kind and name (older data has other ids), else its stable id. */
export async function tagRefFor(kind: TagKind, tagName: string): Promise<firestore.DocumentReference> {
  const name = normaliseTagName(tagName);
  const found = await firestore.getDocs(
    firestore.query(
      firestore.collection(db(), COLLECTIONS.tags),
      firestore.where('kind', '==', kind),
      firestore.where('tagName', '==', name),
      firestore.limit(1),
    ),
  );
  return found.docs[0]?.ref ?? firestore.doc(db(), COLLECTIONS.tags, tagDocId(kind, name));
}

/** Reads a tag inside a transaction; a missing one is null (it will be created on first use). */
export async function readTag(
  tx: firestore.Transaction,
  ref: firestore.DocumentReference,
): Promise<Tag | null> {
  const snap = await tx.get(ref);
  return snap.exists() ? parseDocument(zTag, ref.path, snap.data()) : null;
}

export function applyTagWrite(
  tx: firestore.Transaction,
  ref: firestore.DocumentReference,
  write: TagWrite,
): void {
  if (write.type === 'delete') tx.delete(ref);
  else if (write.type !== 'none') tx.set(ref, { ...write.data, updatedAt: firestore.serverTimestamp() });
}

/**
 * Adds or removes one key in one transaction: the tag is created on first use and deleted with its last key,
 * and two people changing the same tag at once cannot lose each other's key.
 */
export async function changeTagKey(
  change: 'add' | 'remove',
  kind: TagKind,
  tagName: string,
  key: string,
): Promise<TagWrite['type']> {
  const ref = await tagRefFor(kind, tagName);
  // A pin's key: the pin lists the tag too (its locationTags), changed in the same transaction so the two agree.
  const pinRef = kind === 'pin' && key.trim() ? firestore.doc(db(), COLLECTIONS.pins, key.trim()) : null;
  return firestore.runTransaction(db(), async (tx) => {
    const slot = await readNamed(tx, tagName, ref, tagDoc(fallbackTagDocId(kind, tagName)), zTag);
    const pin = pinRef ? await tx.get(pinRef) : null;
    const write =
      change === 'add' ? addKey(slot.current, kind, tagName, key.trim()) : removeKey(slot.current, kind, key);
    applyTagWrite(tx, slot.ref, write);
    const spelled = slot.current?.tagName ?? tagName;
    const locationTags = pin?.exists()
      ? pinTagsAfterKeyChange(locationTagsOf(pin.data()), change, spelled)
      : null;
    if (pin && locationTags)
      tx.update(pin.ref, { 'tags.locationTags': locationTags, updatedAt: firestore.serverTimestamp() });
    if (write.type === 'delete' && slot.stored) {
      const entry = historyWrite(
        tagDeletionHistory({
          tagId: slot.ref.id,
          stored: slot.stored,
          tagName: spelled,
          removedKey: key,
          ...(pin && locationTags ? { pinKey: pin.id } : {}),
        }),
      );
      tx.set(entry.ref, entry.data);
    }
    return write.type;
  });
}

// ---------- Keeping tags in step with the items they tag (pins' locationTags, projects' subjectTag) ----------

const tagDoc = (id: string) => firestore.doc(db(), COLLECTIONS.tags, id);
const projectTagDoc = (id: string) => firestore.doc(db(), COLLECTIONS.projectTags, id);
type Refs = ReadonlyMap<string, firestore.DocumentReference>;

/** Before a transaction (queries cannot run inside one): the document of each tag name, found as tagRefFor does. */
export async function tagRefsFor(kind: TagKind, names: readonly string[]): Promise<Refs> {
  return new Map(
    await Promise.all(names.map(async (n) => [tagNameKey(n), await tagRefFor(kind, n)] as const)),
  );
}

/** As tagRefFor, for `ProjectTags`: an existing document with this name, else the name's stable id. */
export async function projectTagRefsFor(names: readonly string[]): Promise<Refs> {
  const refOf = async (tagName: string) => {
    const found = await firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.projectTags),
        firestore.where('tagName', '==', normaliseTagName(tagName)),
        firestore.limit(1),
      ),
    );
    return [tagNameKey(tagName), found.docs[0]?.ref ?? projectTagDoc(tagDocId('project', tagName))] as const;
  };
  return new Map(await Promise.all(names.map(refOf)));
}

interface Slot<T> {
  ref: firestore.DocumentReference;
  current: T | null;
  /** The document as stored, untouched by parsing (a deletion's history keeps it to restore it exactly). */
  stored: Record<string, unknown> | undefined;
}

/**
 * Reads a tag inside a transaction. When the document found for the name holds another name (two names with
 * one slug), the name's fallback id is read instead, so a key never lands in somebody else's tag.
 */
async function readNamed<T extends { tagName: string }>(
  tx: firestore.Transaction,
  name: string,
  ref: firestore.DocumentReference,
  fallback: firestore.DocumentReference,
  schema: z.ZodMiniType<T>,
): Promise<Slot<T>> {
  for (const candidate of [ref, fallback]) {
    const snap = await tx.get(candidate);
    const current = snap.exists() ? parseDocument(schema, candidate.path, snap.data()) : null;
    if (!current || sameTagName(current.tagName, name))
      return { ref: candidate, current, stored: snap.data() };
  }
  throw new AppError(`The tag “${name}” cannot be stored: other tags hold its document ids`);
}

/** The writes a save makes to tags, read inside its transaction before any write, applied after. */
export interface TagPlan {
  /** The item's new tag list, spelled as the tags that already exist are ("harbour" for "Harbour"). */
  spell: (names: readonly string[]) => string[];
  apply: (tx: firestore.Transaction) => void;
}

/** A plan for Tags documents also says what it does to each tag it touches. */
export interface TagKeyPlan extends TagPlan {
  writes: readonly PlannedTagWrite[];
}

/**
 * Reads, inside a transaction and before its writes, the Tags documents that `changes` moves the key between,
 * and plans their writes: created on first use, deleted with their last key. Updates write only the key list
 * (and kind), so a manager's save changes nothing else in the tag, as the rules require.
 */
export async function readTagKeyChanges(
  tx: firestore.Transaction,
  changes: TagKeyChanges,
  refs: Refs,
): Promise<TagKeyPlan> {
  const { kind, field } = changes;
  const slot = (name: string) =>
    readNamed(
      tx,
      name,
      refs.get(tagNameKey(name)) ?? tagDoc(tagDocId(kind, name)),
      tagDoc(fallbackTagDocId(kind, name)),
      zTag,
    );
  const added = await Promise.all(changes.add.map(async (name) => ({ name, ...(await slot(name)) })));
  const removed = await Promise.all(changes.remove.map(async (name) => ({ name, ...(await slot(name)) })));
  const slots = new Map([...added, ...removed].map((s) => [tagNameKey(s.name), s]));
  const planned = planTagKeyWrites(changes, (name) => slots.get(tagNameKey(name))?.current ?? null);
  const writes = planned.map((p) => ({ ...p, ref: slots.get(tagNameKey(p.tagName))!.ref }));
  const existing = added.flatMap((s) => (s.current ? [s.current.tagName] : []));
  return {
    spell: (names) => spellLikeTags(names, existing),
    writes: planned,
    apply: (t) => {
      for (const { ref, write } of writes) {
        if (write.type === 'update') {
          const kindField = write.data.kind ? { kind: write.data.kind } : {};
          t.update(ref, { [field]: write.data[field], ...kindField, updatedAt: firestore.serverTimestamp() });
        } else applyTagWrite(t, ref, write);
      }
    },
  };
}

function applyProjectTagWrite(
  tx: firestore.Transaction,
  ref: firestore.DocumentReference,
  write: ProjectTagWrite,
): void {
  if (write.type === 'delete') tx.delete(ref);
  else if (write.type === 'create') tx.set(ref, { ...write.data, updatedAt: firestore.serverTimestamp() });
  else if (write.type === 'update') {
    tx.update(ref, { projectKeys: write.data.projectKeys, updatedAt: firestore.serverTimestamp() });
  }
}

/**
 * As readTagKeyChanges, for a project's subject tags in `ProjectTags`: the project key joins the tags it gains
 * and leaves those it loses.
 */
export async function readProjectTagChanges(
  tx: firestore.Transaction,
  projectKey: string,
  before: readonly string[],
  after: readonly string[],
  refs: Refs,
): Promise<TagPlan> {
  const changes = tagNameChanges(before, after);
  const slot = (name: string) =>
    readNamed(
      tx,
      name,
      refs.get(tagNameKey(name)) ?? projectTagDoc(tagDocId('project', name)),
      projectTagDoc(fallbackTagDocId('project', name)),
      zProjectTag,
    );
  const added = await Promise.all(changes.add.map(async (name) => ({ name, ...(await slot(name)) })));
  const removed = await Promise.all(changes.remove.map(slot));
  const writes = [
    ...added.map((s) => ({ ref: s.ref, write: addProjectKey(s.current, s.name, projectKey) })),
    ...removed.map((s) => ({ ref: s.ref, write: removeProjectKey(s.current, projectKey) })),
  ];
  const existing = added.flatMap((s) => (s.current ? [s.current.tagName] : []));
  return {
    spell: (names) => spellLikeTags(names, existing),
    apply: (t) => writes.forEach(({ ref, write }) => applyProjectTagWrite(t, ref, write)),
  };
}
