import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
import { assertSuperAdmin, forEachPage } from '../../lib/admin-jobs';
import { COLLECTIONS } from '../../lib/collections';
import { messageOf } from '../../lib/errors';
import { db } from '../../lib/firebase';
import {
  authorProjectKeys,
  authorsWithoutProfile,
  collectAuthorProjects,
  MAX_PROJECT_KEYS,
  planProjectKeyWrites,
  PROJECT_KEYS_BATCH,
  type ProjectKeysWrite,
  type RebuildProgress,
  type RebuildResult,
  type StoredAuthorKeys,
} from './project-keys';
import { chunk } from '../../lib/chunk';

export type { RebuildProgress, RebuildResult } from './project-keys';

/** Only the two fields the rebuild reads: a recording or profile with other odd fields does not stop it. */
const zRecordingRef = z.partial(z.object({ authorKey: z.unknown(), project: z.unknown() }));
const zStoredKeys = z.object({ projectKeys: z.optional(z.array(z.string())) });

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/**
 * Writes one group atomically; if the group is refused (a profile deleted meanwhile, or one the rules refuse as
 * it stands), writes its profiles one by one so that one bad profile does not hold back the others.
 */
async function writeGroup(group: ProjectKeysWrite[], result: RebuildResult): Promise<void> {
  const ref = (id: string) => firestore.doc(db(), COLLECTIONS.authors, id);
  // updatedAt stays: the list is derived from recordings, not an edit of the profile.
  try {
    const batch = firestore.writeBatch(db());
    for (const w of group) batch.update(ref(w.id), { projectKeys: w.projectKeys });
    await batch.commit();
    result.updated += group.length;
    return;
  } catch (error) {
    if (!['not-found', 'permission-denied', 'invalid-argument'].includes(codeOf(error))) throw error;
  }
  for (const w of group) {
    try {
      await firestore.updateDoc(ref(w.id), { projectKeys: w.projectKeys });
      result.updated += 1;
    } catch (error) {
      if (codeOf(error) === 'not-found') result.skipped += 1;
      else result.failed.push({ id: w.id, reason: messageOf(error) });
    }
  }
}

/**
 * Rebuilds every author's `projectKeys` from the recordings: reads all Recordings (500 a page), then all
 * Authors, and writes only the lists that differ, 450 to a batch. Super admins only (the rules let only them
 * read every recording). Not one atomic change: recordings created meanwhile by the app may need another run.
 */
export async function rebuildAuthorProjectKeys(
  onProgress: (p: RebuildProgress) => void = () => {},
): Promise<RebuildResult> {
  await assertSuperAdmin();
  const progress: RebuildProgress = {
    phase: 'recordings',
    recordingsRead: 0,
    authorsRead: 0,
    written: 0,
    toWrite: 0,
  };
  const report = () => onProgress({ ...progress });
  report();

  const collected = new Map<string, Set<string>>();
  await forEachPage(COLLECTIONS.recordings, (docs) => {
    collectAuthorProjects(
      docs.map((d) => zRecordingRef.safeParse(d.data()).data ?? {}),
      collected,
    );
    progress.recordingsRead += docs.length;
    report();
  });
  const computed = authorProjectKeys(collected);

  progress.phase = 'authors';
  report();
  const stored: StoredAuthorKeys[] = [];
  await forEachPage(COLLECTIONS.authors, (docs) => {
    for (const d of docs) {
      const parsed = zStoredKeys.safeParse(d.data());
      // A list that is not a list of strings is rewritten.
      stored.push({ id: d.id, projectKeys: parsed.success ? parsed.data.projectKeys : undefined });
    }
    progress.authorsRead += docs.length;
    report();
  });

  const result: RebuildResult = {
    recordingsRead: progress.recordingsRead,
    authorsRead: progress.authorsRead,
    updated: 0,
    skipped: 0,
    failed: [],
    missingProfiles: authorsWithoutProfile(stored, computed),
  };
  const planned = planProjectKeyWrites(stored, computed);
  const writes = planned.filter((w) => w.projectKeys.length <= MAX_PROJECT_KEYS);
  for (const w of planned)
    if (w.projectKeys.length > MAX_PROJECT_KEYS)
      result.failed.push({ id: w.id, reason: `Recordings in more than ${MAX_PROJECT_KEYS} projects` });

  progress.phase = 'writing';
  progress.toWrite = writes.length;
  report();
  for (const group of chunk(writes, PROJECT_KEYS_BATCH)) {
    await writeGroup(group, result);
    progress.written += group.length;
    report();
  }
  return result;
}
