import type { CollectionReference } from 'firebase-admin/firestore';
import { STALL_MS } from './mail/config.js';

/**
 * Re-queues the running jobs of a collection that stopped moving (their task was lost with a crashed process):
 * a job's every step stamps `updatedAt`, so one older than STALL_MS has no step under way. Each is stamped anew
 * before its step is queued, so the next sweep does not queue it twice. Twenty a sweep.
 */
export async function requeueStalledJobs(
  jobs: CollectionReference,
  enqueueStep: (jobId: string) => Promise<unknown>,
  now: Date,
): Promise<number> {
  const stalled = await jobs
    .where('status', '==', 'running')
    .where('updatedAt', '<', new Date(now.getTime() - STALL_MS))
    .limit(20)
    .get();
  for (const d of stalled.docs) {
    await d.ref.update({ updatedAt: now });
    await enqueueStep(d.id);
  }
  return stalled.size;
}
