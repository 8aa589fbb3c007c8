import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { db } from '../../lib/firebase';
import { CONTENT_RATINGS, type ContentRating } from './model';
import { recordings, type RecordingRow } from './service';

export interface ProjectCounts {
  pins: number;
  recordings: number;
  /** Author profiles with at least one recording in the project (their `projectKeys` name it). */
  authors: number;
  timesCollected: number;
}

/**
 * The rules judge a count() as a list of its limit, and refuse lists of growing collections without one: pins
 * up to a project's cap (PIN_LIST_LIMIT, for the project's managers), authors a page (AUTHOR_LIST_LIMIT). A
 * count that reaches its cap is shown as "at least" (countLabel).
 */
export const PIN_COUNT_CAP = 20_000;
export const AUTHOR_COUNT_CAP = 1000;

/** A count as shown: "1,000+" when it reached the cap it was asked with. */
export function countLabel(count: number, cap: number): string {
  return count >= cap ? `${cap.toLocaleString('en-GB')}+` : count.toLocaleString('en-GB');
}

/** Totals come from count()/sum() aggregations: a few reads, however many pins and recordings there are. */
export async function projectCounts(projectId: string): Promise<ProjectCounts> {
  const pins = firestore.query(
    firestore.collection(db(), COLLECTIONS.pins),
    firestore.where('project', '==', projectId),
    firestore.limit(PIN_COUNT_CAP),
  );
  const recs = firestore.query(
    firestore.collection(db(), COLLECTIONS.recordings),
    firestore.where('project', '==', projectId),
  );
  // Authors hold no project; their denormalised projectKeys do (see features/authors/project-keys.ts).
  const authors = firestore.query(
    firestore.collection(db(), COLLECTIONS.authors),
    firestore.where('projectKeys', 'array-contains', projectId),
    firestore.limit(AUTHOR_COUNT_CAP),
  );
  // count() apart from sum(): an aggregation with sum() may leave out documents that lack the summed field.
  const [pinCount, recCount, authorCountOf, collected] = await Promise.all([
    firestore.getCountFromServer(pins),
    firestore.getCountFromServer(recs),
    firestore.getCountFromServer(authors),
    firestore.getAggregateFromServer(recs, { timesCollected: firestore.sum('collectionLog.timesCollected') }),
  ]);
  return {
    pins: pinCount.data().count,
    recordings: recCount.data().count,
    authors: authorCountOf.data().count,
    timesCollected: collected.data().timesCollected ?? 0,
  };
}

/** Every author profile, those with no recordings included: one count for all projects. */
export async function authorCount(): Promise<number> {
  const all = firestore.query(
    firestore.collection(db(), COLLECTIONS.authors),
    firestore.limit(AUTHOR_COUNT_CAP),
  );
  return (await firestore.getCountFromServer(all)).data().count;
}

export type RatingCounts = Record<ContentRating | 'Unrated', number>;

export async function ratingCounts(projectId: string, total: number): Promise<RatingCounts> {
  const counts = await Promise.all(
    CONTENT_RATINGS.map(async (rating) => {
      const q = firestore.query(
        firestore.collection(db(), COLLECTIONS.recordings),
        firestore.where('project', '==', projectId),
        firestore.where('contentRating', '==', rating),
      );
      return (await firestore.getCountFromServer(q)).data().count;
    }),
  );
  const rated = counts.reduce((a, b) => a + b, 0);
  return {
    Adult: counts[0] ?? 0,
    'Young Adult': counts[1] ?? 0,
    Family: counts[2] ?? 0,
    Unrated: Math.max(0, total - rated),
  };
}

/** The ten most collected recordings of a project (needs the composite index in firestore.indexes.json). */
export async function topRecordings(projectId: string): Promise<RecordingRow[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      recordings(),
      firestore.where('project', '==', projectId),
      firestore.orderBy('collectionLog.timesCollected', 'desc'),
      firestore.limit(10),
    ),
  );
  return snap.docs.map((d) => d.data());
}
