import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, parseDocument, type WithId } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { zAdminTags, zProjectTag, zTag, type ProjectTag, type Tag, type TagKind } from './model';
import {
  addKey,
  cleanContentTags,
  normaliseTagName,
  removeKey,
  tagDocId,
  type TagRow,
  type TagWrite,
} from './tag-rules';

/** Past this many tags the view would need paging; it says so rather than cutting silently. */
export const TAG_LIST_LIMIT = 2000;
export const ADMIN_CONTENT_DOC = 'content';

const tags = () => collection(db(), COLLECTIONS.tags).withConverter(converterFor(zTag));

export async function listTags(): Promise<TagRow[]> {
  const snap = await getDocs(query(tags(), limit(TAG_LIST_LIMIT)));
  return snap.docs.map((d) => d.data());
}

export async function listProjectTags(): Promise<WithId<ProjectTag>[]> {
  const ref = collection(db(), COLLECTIONS.projectTags).withConverter(converterFor(zProjectTag));
  const snap = await getDocs(query(ref, limit(500)));
  return snap.docs.map((d) => d.data()).sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `AdminTags/content`: the content tags a super admin offers; missing means none yet. */
export async function getAdminContentTags(): Promise<string[]> {
  const snap = await getDoc(doc(db(), COLLECTIONS.adminTags, ADMIN_CONTENT_DOC));
  return snap.exists() ? parseDocument(zAdminTags, snap.ref.path, snap.data()).contentTags : [];
}

export async function saveAdminContentTags(contentTags: readonly string[]): Promise<string[]> {
  const clean = cleanContentTags(contentTags);
  await setDoc(doc(db(), COLLECTIONS.adminTags, ADMIN_CONTENT_DOC), {
    contentTags: clean,
    updatedAt: serverTimestamp(),
  });
  return clean;
}

/** The document of a tag: an existing one of that kind and name (older data has other ids), else its stable id. */
export async function tagRefFor(kind: TagKind, tagName: string): Promise<DocumentReference> {
  const name = normaliseTagName(tagName);
  const found = await getDocs(
    query(
      collection(db(), COLLECTIONS.tags),
      where('kind', '==', kind),
      where('tagName', '==', name),
      limit(1),
    ),
  );
  return found.docs[0]?.ref ?? doc(db(), COLLECTIONS.tags, tagDocId(kind, name));
}

/** Reads a tag inside a transaction; a missing one is null (it will be created on first use). */
export async function readTag(tx: Transaction, ref: DocumentReference): Promise<Tag | null> {
  const snap = await tx.get(ref);
  return snap.exists() ? parseDocument(zTag, ref.path, snap.data()) : null;
}

export function applyTagWrite(tx: Transaction, ref: DocumentReference, write: TagWrite): void {
  if (write.type === 'delete') tx.delete(ref);
  else if (write.type !== 'none') tx.set(ref, { ...write.data, updatedAt: serverTimestamp() });
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
  return runTransaction(db(), async (tx) => {
    const current = await readTag(tx, ref);
    const write =
      change === 'add' ? addKey(current, kind, tagName, key.trim()) : removeKey(current, kind, key);
    applyTagWrite(tx, ref, write);
    return write.type;
  });
}
