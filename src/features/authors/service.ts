import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, parseDocument, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { zTag } from '../tags/model';
import { AUTHOR_MERGES } from '@storytelling/shared/history';
import { historyWrite } from '../../lib/history-entry';
import { authorMergeHistory } from './merge-history';
import { MAX_BATCH_WRITES, planMerge, type MergePlan } from './merge-plan';
import { zAuthor, zAuthorContact, type Author } from './model';
import { normaliseProjectKeys } from './project-keys';

export type AuthorRow = WithId<Author>;
export const AUTHOR_LIST_LIMIT = 1000;
export { AUTHOR_MERGES };

const authors = () => firestore.collection(db(), COLLECTIONS.authors).withConverter(converterFor(zAuthor));

export async function listAuthors(): Promise<AuthorRow[]> {
  const snap = await firestore.getDocs(firestore.query(authors(), firestore.limit(AUTHOR_LIST_LIMIT)));
  return snap.docs.map((d) => d.data());
}

const contacts = () =>
  firestore.collection(db(), COLLECTIONS.authorContacts).withConverter(converterFor(zAuthorContact));
const contactRef = (authorKey: string) => firestore.doc(db(), COLLECTIONS.authorContacts, authorKey);

/** Authors' e-mail addresses by author key: curators only (the rules refuse everyone else). */
export async function listAuthorContacts(): Promise<Map<string, string>> {
  const snap = await firestore.getDocs(firestore.query(contacts(), firestore.limit(AUTHOR_LIST_LIMIT)));
  return new Map(snap.docs.map((d) => [d.id, d.data().email]));
}

/** Everything that points at the merged profile; one more than a batch can hold is enough to refuse. */
async function referencesTo(mergedKey: string) {
  const cap = firestore.limit(MAX_BATCH_WRITES + 1);
  const [recordings, tags, users] = await Promise.all([
    firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.recordings),
        firestore.where('authorKey', '==', mergedKey),
        cap,
      ),
    ),
    firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.tags),
        firestore.where('authorKeys', 'array-contains', mergedKey),
        cap,
      ),
    ),
    firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.users),
        firestore.where('userProfile.authorKey', '==', mergedKey),
        cap,
      ),
    ),
  ]);
  const project = (data: { project?: unknown }) => (typeof data.project === 'string' ? data.project : '');
  return {
    recordingIds: recordings.docs.map((d) => d.id),
    recordingProjects: recordings.docs.map((d) => project(d.data())),
    tags: tags.docs.map((d) => ({ ...parseDocument(zTag, d.ref.path, d.data()), id: d.id })),
    userIds: users.docs.map((d) => d.id),
  };
}

/**
 * Merges a duplicate profile into the survivor in ONE transaction: every Recording.authorKey, every Tag's
 * authorKeys entry and every user's linked profile move to the survivor, the survivor keeps both sets of author
 * tags and both lists of projects (plus those of the recordings it receives, in case the duplicate's list had
 * drifted), the duplicate is deleted and an authorMerges record says what moved. (Pins carry no author reference.)
 * The two profiles are read inside the transaction, so a merge already done by someone else fails cleanly.
 */
export async function mergeAuthors(survivorKey: string, mergedKey: string): Promise<MergePlan> {
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError(ERRORS.userNotFound);
  const { recordingProjects, ...refs } = await referencesTo(mergedKey);
  const survivorRef = firestore.doc(db(), COLLECTIONS.authors, survivorKey);
  const mergedRef = firestore.doc(db(), COLLECTIONS.authors, mergedKey);
  return firestore.runTransaction(db(), async (tx) => {
    const [survivorSnap, mergedSnap] = [await tx.get(survivorRef), await tx.get(mergedRef)];
    const [survivorContact, mergedContact] = [
      await tx.get(contactRef(survivorKey)),
      await tx.get(contactRef(mergedKey)),
    ];
    if (!survivorSnap.exists() || !mergedSnap.exists())
      throw new AppError('One of these author profiles no longer exists');
    const survivor = parseDocument(zAuthor, survivorRef.path, survivorSnap.data());
    const merged = parseDocument(zAuthor, mergedRef.path, mergedSnap.data());
    const plan = planMerge({
      survivor: { ...survivor, id: survivorKey },
      merged: { ...merged, id: mergedKey },
      ...refs,
    });
    const projectKeys = normaliseProjectKeys(survivor.projectKeys, merged.projectKeys, recordingProjects);
    const now = firestore.serverTimestamp();
    for (const id of plan.recordingIds)
      tx.update(firestore.doc(db(), COLLECTIONS.recordings, id), { authorKey: survivorKey, updatedAt: now });
    for (const t of plan.tagUpdates)
      tx.update(firestore.doc(db(), COLLECTIONS.tags, t.id), { authorKeys: t.authorKeys, updatedAt: now });
    for (const id of plan.userIds)
      tx.update(firestore.doc(db(), COLLECTIONS.users, id), {
        'userProfile.authorKey': survivorKey,
        updatedAt: now,
      });
    tx.update(survivorRef, { 'tags.authorTags': plan.survivorAuthorTags, projectKeys, updatedAt: now });
    tx.delete(mergedRef);
    // The duplicate's address goes with it, unless the survivor has none: then the survivor keeps it.
    if (mergedContact.exists()) {
      if (!survivorContact.exists())
        tx.set(contactRef(survivorKey), { email: String(mergedContact.data().email ?? ''), updatedAt: now });
      tx.delete(contactRef(mergedKey));
    }
    tx.set(firestore.doc(firestore.collection(db(), AUTHOR_MERGES)), {
      survivorKey,
      mergedKey,
      moved: plan.moved,
      mergedBy: uid,
      mergedAt: now,
    });
    const history = historyWrite(
      authorMergeHistory({
        survivor: { ...survivor, id: survivorKey },
        merged: { ...merged, id: mergedKey },
        mergedData: mergedSnap.data(),
        mergedEmail: mergedContact.exists() ? String(mergedContact.data().email ?? '') : null,
        survivorHadEmail: survivorContact.exists(),
        projectKeys,
        plan,
        tagsBefore: refs.tags,
      }),
    );
    tx.set(history.ref, history.data);
    return plan;
  });
}
