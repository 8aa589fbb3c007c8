import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS, SUPER_ADMINS_DOC } from './collections';
import { AppError, ERRORS } from './errors';
import { authClient, db } from './firebase';

/**
 * Helpers of the super admins' repair jobs (rebuilding author counts, pin tags), which read whole collections
 * from the browser.
 */

/** Refuses early, with "You do not have superadmin access", anyone the SuperAdmins document does not list. */
export async function assertSuperAdmin(): Promise<void> {
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError(ERRORS.userNotFound);
  const snap = await getDoc(doc(db(), COLLECTIONS.superAdmins, SUPER_ADMINS_DOC));
  const ids = snap.exists() ? (snap.data() as { userKeys?: unknown }).userKeys : undefined;
  if (!Array.isArray(ids) || !ids.includes(uid)) throw new AppError(ERRORS.noSuperAdminAccess);
}

/** Every document of a collection, a page at a time (document id order, cursor on the last one). */
export async function forEachPage(
  collectionName: string,
  onPage: (docs: QueryDocumentSnapshot<DocumentData>[]) => void,
  pageSize = 500,
): Promise<void> {
  let cursor: QueryDocumentSnapshot<DocumentData> | undefined;
  for (;;) {
    const base = collection(db(), collectionName);
    const page = cursor
      ? query(base, orderBy(documentId()), startAfter(cursor), limit(pageSize))
      : query(base, orderBy(documentId()), limit(pageSize));
    const snap = await getDocs(page);
    onPage(snap.docs);
    if (snap.docs.length < pageSize) return;
    cursor = snap.docs[snap.docs.length - 1];
  }
}
