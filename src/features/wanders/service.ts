import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { wanderRecord, zWander, type Wander, type WanderInput, type WanderStatus } from './model';

const converter = converterFor(zWander);
const wanders = () => firestore.collection(db(), COLLECTIONS.wanders).withConverter(converter);

/** A project rarely has more walks than this; the list says so when it reaches it. */
export const WANDER_LIST_LIMIT = 100;

export type WanderRow = WithId<Wander>;

export interface WanderScope {
  organisationId: string;
  projectId: string;
}

/** The id a new wander will be saved under, chosen when the editor opens, so saving twice writes once. */
export const newWanderId = () => firestore.doc(firestore.collection(db(), COLLECTIONS.wanders)).id;

/** A project's wanders, by title (the rules let staff list only by their organisation). */
export async function listWanders(scope: WanderScope): Promise<WanderRow[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      wanders(),
      firestore.where('organisationId', '==', scope.organisationId),
      firestore.where('projectId', '==', scope.projectId),
      firestore.limit(WANDER_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.title.localeCompare(b.title));
}

function me(): string {
  const user = authClient().currentUser;
  if (!user) throw new AppError('Sign in first');
  return user.uid;
}

/**
 * Creates the wander under its chosen id, once: when the id already exists (a double click, a retry after a
 * lost answer) nothing is written again.
 */
export async function createWander(
  id: string,
  scope: WanderScope,
  input: WanderInput,
  status: WanderStatus,
): Promise<void> {
  const ref = firestore.doc(db(), COLLECTIONS.wanders, id);
  const record = wanderRecord(scope, input, status, me());
  await firestore.runTransaction(db(), async (tx) => {
    if ((await tx.get(ref)).exists()) return;
    tx.set(ref, {
      ...record,
      createdAt: firestore.serverTimestamp(),
      updatedAt: firestore.serverTimestamp(),
    });
  });
}

export async function updateWander(id: string, input: WanderInput, status: WanderStatus): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.wanders, id), {
    title: input.title.trim(),
    pinKeys: [...input.pinKeys],
    paceKmh: input.paceKmh,
    status,
    updatedAt: firestore.serverTimestamp(),
  });
}

/**
 * The length of a recording's audio, read from the file's own metadata by the browser: the data holds no
 * duration (a Recording has none), and a guess would make the checks lie. Null when the file cannot
 * be read in time (missing, offline, not audio).
 */
export function audioDurationSeconds(url: string, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const done = (value: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/** Durations of several files, a few at a time, by URL (each file once). */
export async function audioDurations(urls: readonly string[]): Promise<Map<string, number | null>> {
  const unique = [...new Set(urls)];
  const found = new Map<string, number | null>();
  for (let i = 0; i < unique.length; i += 6) {
    const batch = unique.slice(i, i + 6);
    const lengths = await Promise.all(batch.map((url) => audioDurationSeconds(url)));
    batch.forEach((url, k) => found.set(url, lengths[k] ?? null));
  }
  return found;
}
