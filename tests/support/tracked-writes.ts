import * as firestore from 'firebase/firestore';

/**
 * The web SDK's writes, each saying when it changed the data. A rules file whose every case starts from the same
 * fixtures only needs them put back after a case whose write went through: a read, or a write the rules refused,
 * changes nothing. Clearing and seeding the emulator before each of a file's hundreds of cases cost most of its
 * time. Files that use this import their writes from here, and `seedDocs` (support/rules.ts) marks too.
 */
let dirty = true;
/** The fixtures the data was last put back to: another set (another describe's) must be put in place. */
let current: unknown = null;

/** Something changed the emulator's data since the fixtures were last put back. */
export function markDirty(): void {
  dirty = true;
}

/**
 * A `beforeEach` that puts these fixtures in place only when a write went through since they last were, or other
 * fixtures were put in place since. Keep the returned function: each call of this makes a new set.
 */
export function freshFixtures(fixtures: () => Promise<void>): () => Promise<void> {
  const mine = async () => {
    if (!dirty && current === mine) return;
    await fixtures();
    dirty = false;
    current = mine;
  };
  return mine;
}

const marking = <T>(done: Promise<T>): Promise<T> =>
  done.then((value) => {
    dirty = true;
    return value;
  });

/** The write itself, called as given, marking the data changed once it went through. */
type AnyWrite = (...args: unknown[]) => Promise<unknown>;
const tracked = <F>(write: F): F =>
  ((...args: unknown[]) => marking((write as unknown as AnyWrite)(...args))) as unknown as F;

export const setDoc = tracked(firestore.setDoc);
export const updateDoc = tracked(firestore.updateDoc);
export const deleteDoc = tracked(firestore.deleteDoc);
export const addDoc = tracked(firestore.addDoc);
export const runTransaction = tracked(firestore.runTransaction);

export function writeBatch(db: firestore.Firestore): firestore.WriteBatch {
  const batch = firestore.writeBatch(db);
  const commit = batch.commit.bind(batch);
  batch.commit = () => marking(commit());
  return batch;
}
