import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { applyTagWrite, readTag, readTagKeyChanges, tagRefsFor } from '../tags';
import { isPublished, publishProblem } from './consent';
import { contentTagId, planContentRating } from './content-rating';
import { CONTENT_RATINGS, zRecording, type ContentRating, type Recording } from './model';
import { needsReview, reasonProblem, type Decision } from './moderation';
import {
  cleanDetails,
  detailsProblem,
  recordingTagChanges,
  tagListsOf,
  tagOutcome,
  type RecordingDetails,
  type TagOutcome,
} from './recording-details';

export type RecordingRow = WithId<Recording>;
/** Recordings read per project for the queue; a project with more shows the first ones and says so. */
export const QUEUE_PER_PROJECT = 200;

export const recordings = () =>
  firestore.collection(db(), COLLECTIONS.recordings).withConverter(converterFor(zRecording));

/** The recordings of each project, at most QUEUE_PER_PROJECT of each (the rules answer per project). */
async function recordingsOfProjects(projectIds: readonly string[]): Promise<RecordingRow[]> {
  const perProject = await Promise.all(
    projectIds.map((pid) =>
      firestore.getDocs(
        firestore.query(
          recordings(),
          firestore.where('project', '==', pid),
          firestore.limit(QUEUE_PER_PROJECT),
        ),
      ),
    ),
  );
  return perProject.flatMap((snap) => snap.docs.map((d) => d.data()));
}

/**
 * The moderation queue: recordings of the projects the user manages that are pending or were never moderated.
 * Firestore cannot ask for a missing field, so each project's recordings are read (with a limit) and filtered.
 */
export async function listReviewQueue(projectIds: readonly string[]): Promise<RecordingRow[]> {
  return (await recordingsOfProjects(projectIds)).filter(needsReview);
}

/** Every recording of the projects the user manages (a limit per project, as the queue), by project and title. */
export async function listProjectRecordings(projectIds: readonly string[]): Promise<RecordingRow[]> {
  return (await recordingsOfProjects(projectIds)).sort(
    (a, b) =>
      projectIds.indexOf(a.project ?? '') - projectIds.indexOf(b.project ?? '') ||
      (a.title ?? a.id).localeCompare(b.title ?? b.id),
  );
}

/**
 * The published recordings of a project, for those who only read it (the rules let them read no other): approved,
 * and among those only the ones with a standing consent (one approved before consent was kept is not heard).
 */
export async function listPublishedRecordings(projectId: string): Promise<RecordingRow[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      recordings(),
      firestore.where('project', '==', projectId),
      firestore.where('moderation.status', '==', 'approved'),
      firestore.limit(QUEUE_PER_PROJECT),
    ),
  );
  return snap.docs
    .map((d) => d.data())
    .filter(isPublished)
    .sort((a, b) => (a.title ?? a.id).localeCompare(b.title ?? b.id));
}

/** Approve or reject, always with a reason; who decided and when are recorded with it. */
export async function decideRecording(id: string, status: Decision, reason: string): Promise<void> {
  const problem = reasonProblem(reason);
  if (problem) throw new AppError(problem);
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError(ERRORS.userNotFound);
  // The rules refuse an approval without a standing consent; asking first gives the moderator the reason in words.
  if (status === 'approved') {
    const recording = (await firestore.getDoc(firestore.doc(recordings(), id))).data();
    const refused = recording ? publishProblem(recording) : 'Recording not found';
    if (refused) throw new AppError(refused);
  }
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.recordings, id), {
    moderation: { status, reason: reason.trim(), decidedBy: uid, decidedAt: firestore.serverTimestamp() },
    updatedAt: firestore.serverTimestamp(),
  });
}

/** An author's own recordings (Recordings.authorKey is their linked profile). */
export async function listRecordingsByAuthor(authorKey: string): Promise<RecordingRow[]> {
  const snap = await firestore.getDocs(
    firestore.query(recordings(), firestore.where('authorKey', '==', authorKey), firestore.limit(200)),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => (a.title ?? a.id).localeCompare(b.title ?? b.id));
}

/**
 * Sets a recording's content rating and, in the same transaction, moves it between the three content tags
 * (the ratings are mutually exclusive).
 */
export async function setContentRating(recordingKey: string, rating: ContentRating): Promise<void> {
  const recordingRef = firestore.doc(db(), COLLECTIONS.recordings, recordingKey);
  const tagRefs = CONTENT_RATINGS.map((r) => firestore.doc(db(), COLLECTIONS.tags, contentTagId(r)));
  await firestore.runTransaction(db(), async (tx) => {
    const recording = await tx.get(recordingRef);
    if (!recording.exists()) throw new AppError('Recording not found');
    const plan = planContentRating(recordingKey, rating, {
      Adult: await readTag(tx, tagRefs[0]!),
      'Young Adult': await readTag(tx, tagRefs[1]!),
      Family: await readTag(tx, tagRefs[2]!),
    });
    plan.forEach((step, i) => applyTagWrite(tx, tagRefs[i]!, step.write));
    tx.update(recordingRef, { contentRating: rating, updatedAt: firestore.serverTimestamp() });
  });
}

export interface SavedRecordingDetails extends RecordingDetails {
  /** What the save did to the recording's tags. */
  outcome: TagOutcome;
}

/**
 * Saves a recording's album key, subject tags and genre tags, and in the same transaction moves its key between
 * the recording tags (kind recording, `keys`): into every tag it lists, created on first use, and out of those it
 * no longer lists, each deleted with its last key. A refused save changes neither recording nor
 * tags. Returns the details as saved (tag names spelled as the existing tags are) and what happened to the tags;
 * null when the recording is gone (logged, nothing written, as for a missing pin).
 */
export async function updateRecordingDetails(
  recordingKey: string,
  details: RecordingDetails,
): Promise<SavedRecordingDetails | null> {
  const problem = detailsProblem(details);
  if (problem) throw new AppError(problem);
  const wanted = cleanDetails(details);
  const ref = firestore.doc(db(), COLLECTIONS.recordings, recordingKey);
  // Tag documents are found by name with queries, which cannot run inside a transaction.
  const seen = recordingTagChanges(recordingKey, tagListsOf((await firestore.getDoc(ref)).data()), wanted);
  const refs = await tagRefsFor('recording', [...seen.add, ...seen.remove]);
  return firestore.runTransaction(db(), async (tx) => {
    const recording = await tx.get(ref);
    if (!recording.exists()) {
      console.error(`Not saving recording ${recordingKey}: recording not found`);
      return null;
    }
    const changes = recordingTagChanges(recordingKey, tagListsOf(recording.data()), wanted);
    const tags = await readTagKeyChanges(tx, changes, refs);
    const subjectTags = tags.spell(wanted.subjectTags);
    const genreTags = tags.spell(wanted.genreTags);
    tx.update(ref, {
      albumKey: wanted.albumKey || firestore.deleteField(),
      'tags.subjectTags': subjectTags,
      'tags.genreTags': genreTags,
      updatedAt: firestore.serverTimestamp(),
    });
    tags.apply(tx);
    return { albumKey: wanted.albumKey, subjectTags, genreTags, outcome: tagOutcome(tags.writes) };
  });
}
