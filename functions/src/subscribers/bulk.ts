import { FieldPath, FieldValue, type Query } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { isOrgAdmin, type Caller } from '../mail/caller.js';
import { db } from '../mail/store.js';
import {
  BULK_STEP,
  newSubscriberJob,
  readBulkRequest,
  type BulkFilter,
  type SubscriberJobDoc,
} from '@storytelling/shared/subscriber-bulk';
import { matchesQuery, planSubscriberQuery } from '@storytelling/shared/subscriber-search';
import type { SubscriberDoc } from '@storytelling/shared/subscribers';
import { eraseSubscriber } from './store.js';
import { requeueStalledJobs } from '../stalled-jobs.js';

/**
 * "Select all N matching" and change them: a job over every subscriber of an organisation that matches a
 * filter, run by the server so that 50,000 people neither take minutes in a browser tab nor stop half-way when
 * it closes. The request is checked (the organisation's admins and super admins only; the list must be the
 * organisation's), recorded as `subscriberJobs/{jobId}` with the count it matched, and its first step queued.
 * Each step re-evaluates the filter on the server after the last record it handled, changes up to BULK_STEP
 * records and moves the job's cursor in the same write, then queues the next. A step run twice (a retried task,
 * the sweep after a crash) starts after the cursor, and each change is one that doing twice leaves the same.
 */
export const BULK_QUEUE = 'subscriberBulkStep';
const jobs = () => db().collection('subscriberJobs');
const enqueueStep = (jobId: string) =>
  getFunctions().taskQueue<{ jobId: string }>(BULK_QUEUE).enqueue({ jobId });

/** The filter as the Admin SDK's query, the same plan as the table's (packages/shared/src/subscriber-search.ts). */
export function bulkQuery(organisationId: string, filter: BulkFilter): { query: Query; recheck: boolean } {
  const plan = planSubscriberQuery({ ...filter, organisationId });
  let q: Query = db().collection('subscribers');
  for (const [field, value] of plan.equals) q = q.where(field, '==', value);
  if (plan.token) q = q.where(new FieldPath('searchTokens', plan.token), '==', true);
  if (plan.listId) q = q.where('lists', 'array-contains', plan.listId);
  return { query: q.orderBy(FieldPath.documentId()), recheck: plan.recheck };
}

export type StartAnswer =
  | {
      status: 200 | 202;
      job: { jobId: string; status: SubscriberJobDoc['status']; total: number; done: number };
    }
  | { status: 400 | 403 | 404; error: string };

export async function startBulkJob(
  caller: Caller,
  organisationId: string,
  body: Record<string, unknown>,
): Promise<StartAnswer> {
  if (!isOrgAdmin(caller, organisationId))
    return { status: 403, error: "Only this organisation's admins can change subscribers in bulk" };
  const request = readBulkRequest(organisationId, body);
  if (!request.ok) return { status: 400, error: request.error };
  const { filter, operation, jobId } = request;
  if (operation.kind === 'addToList' || operation.kind === 'removeFromList') {
    const list = await db().doc(`subscriberLists/${operation.listId}`).get();
    if (list.get('organisationId') !== organisationId)
      return { status: 404, error: 'That list is not one of this organisation’s lists' };
    // As for one person: a double opt-in list is joined only by each person's own confirmation.
    if (operation.kind === 'addToList' && list.get('doubleOptIn') === true)
      return {
        status: 400,
        error: 'People join this list only by confirming themselves: ask them to join instead',
      };
  }
  const ref = jobs().doc(jobId);
  const { query } = bulkQuery(organisationId, filter);
  const job = await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    // The same job asked for again (a second press, a retried request): it is joined, never started twice.
    if (existing.exists) return { fresh: false, doc: existing.data() as SubscriberJobDoc };
    const total = (await tx.get(query.count())).data().count;
    const doc = newSubscriberJob({
      organisationId,
      filter,
      operation,
      total,
      requestedBy: caller.uid,
      now: new Date(),
    });
    tx.create(ref, doc);
    return { fresh: true, doc };
  });
  if (job.doc.organisationId !== organisationId || job.doc.requestedBy !== caller.uid)
    return { status: 403, error: 'That job is not yours' };
  if (job.fresh) await enqueueStep(jobId);
  const { status, total, done } = job.doc;
  return { status: job.fresh ? 202 : 200, job: { jobId, status, total, done } };
}

/** One step of a job: the next records after its cursor, changed, and the cursor moved with them. */
export async function bulkStep(jobId: string): Promise<'more' | 'done' | 'nothing'> {
  const ref = jobs().doc(jobId);
  const job = (await ref.get()).data() as SubscriberJobDoc | undefined;
  if (!job || job.status !== 'running') return 'nothing';
  const { query, recheck } = bulkQuery(job.organisationId, job.filter);
  const page = await (job.lastId ? query.startAfter(job.lastId) : query).limit(BULK_STEP).get();
  const matching = page.docs.filter(
    (d) =>
      !recheck ||
      matchesQuery(d.data() as SubscriberDoc, { ...job.filter, organisationId: job.organisationId }),
  );
  const now = new Date();
  const last = page.docs.at(-1)?.id ?? job.lastId;
  const finished = page.size < BULK_STEP;
  const progress = {
    done: FieldValue.increment(matching.length),
    lastId: last,
    updatedAt: now,
    ...(finished ? { status: 'done', finishedAt: now } : {}),
  };
  const op = job.operation;
  if (op.kind === 'erase') {
    // Erasing is what erasing one person is (store.ts): each its own transaction with its suppression.
    for (const d of matching)
      await eraseSubscriber(job.organisationId, String(d.get('email')), job.requestedBy);
    await ref.update(progress);
  } else {
    const batch = db().batch();
    for (const d of matching) {
      if (op.kind === 'delete') batch.delete(d.ref);
      else if (op.kind === 'addToList')
        batch.update(d.ref, {
          lists: FieldValue.arrayUnion(op.listId),
          ...(op.startAutomations ? { [`listJoinedAt.${op.listId}`]: now } : {}),
          updatedAt: now,
        });
      else batch.update(d.ref, { lists: FieldValue.arrayRemove(op.listId), updatedAt: now });
    }
    batch.update(ref, progress);
    await batch.commit();
  }
  return finished ? 'done' : 'more';
}

/** The task: one step, then the next one queued. */
export async function runBulkTask(jobId: string): Promise<void> {
  if ((await bulkStep(jobId)) === 'more') await enqueueStep(jobId);
}

/** Re-queues jobs that stopped moving (their task was lost with a crashed process). */
export const sweepStalledBulkJobs = (now = new Date()): Promise<number> =>
  requeueStalledJobs(jobs(), enqueueStep, now);
