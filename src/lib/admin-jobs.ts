import * as firestore from 'firebase/firestore';
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
  const snap = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.superAdmins, SUPER_ADMINS_DOC));
  const ids = snap.exists() ? (snap.data() as { userKeys?: unknown }).userKeys : undefined;
  if (!Array.isArray(ids) || !ids.includes(uid)) throw new AppError(ERRORS.noSuperAdminAccess);
}

/** Every document of a collection, a page at a time (document id order, cursor on the last one). */
export async function forEachPage(
  collectionName: string,
  onPage: (docs: firestore.QueryDocumentSnapshot<firestore.DocumentData>[]) => void,
  pageSize = 500,
): Promise<void> {
  let cursor: firestore.QueryDocumentSnapshot<firestore.DocumentData> | undefined;
  for (;;) {
    const base = firestore.collection(db(), collectionName);
    const page = cursor
      ? firestore.query(
          base,
          firestore.orderBy(firestore.documentId()),
          firestore.startAfter(cursor),
          firestore.limit(pageSize),
        )
      : firestore.query(base, firestore.orderBy(firestore.documentId()), firestore.limit(pageSize));
    const snap = await firestore.getDocs(page);
    onPage(snap.docs);
    if (snap.docs.length < pageSize) return;
    cursor = snap.docs[snap.docs.length - 1];
  }
}
