import type { Response } from 'express';
import { FieldValue, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { serverHistoryWrite } from '../history/log.js';
import { callerFrom } from '../mail/caller.js';
import { db } from '../mail/store.js';
import { chunks, isEmptyTag, mayDeleteProject, newDeletionJob, type DeletionJob } from './plan.js';
import { requeueStalledJobs } from '../stalled-jobs.js';

/**
 * Deleting a project runs on the server, so thousands of pins neither take minutes in a browser tab nor stop
 * half-way when it closes. `POST deleteProject {projectId}` checks that the caller may delete it (as the rules
 * do), records a job in `projectDeletions/{projectId}` and queues the first step. Each step deletes up to
 * PINS_PER_STEP pins with their keys taken out of their tags, counts them on the job, and queues the next;
 * the one that finds fewer than that (or none) deletes the project's access records and invites (so a new project
 * with the same key inherits nothing), its key in its subject tags, and the project. Every step works on what is
 * left, so running one twice, or again after a crash (the sweep re-queues a stalled job), changes nothing more.
 */
export const DELETION_QUEUE = 'deleteProjectStep';
export const PINS_PER_STEP = 200;
const BATCH = 450;
const TAGS_AT_ONCE = 10;

const jobRef = (projectId: string) => db().doc(`projectDeletions/${projectId}`);
const enqueueStep = (projectId: string) =>
  getFunctions().taskQueue<{ projectId: string }>(DELETION_QUEUE).enqueue({ projectId });

export async function handleDeleteProject(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const projectId = (req.body as { projectId?: unknown } | undefined)?.projectId;
  if (typeof projectId !== 'string' || !/^[A-Za-z0-9_.-]{1,200}$/.test(projectId))
    return fail(400, 'projectId: say which project');
  const project = (await db().doc(`Projects/${projectId}`).get()).data();
  const existing = (await jobRef(projectId).get()).data() as DeletionJob | undefined;
  if (!project) {
    // Already deleted (or being finished): answer with the job to its requester, else say it is gone.
    if (existing && (existing.requestedBy === who.caller.uid || who.caller.superAdmin))
      return void res.status(200).json({ ok: true, ...progress(existing) });
    return fail(404, 'Project not found');
  }
  const ownerKey = typeof project.projectOwnerUserKey === 'string' ? project.projectOwnerUserKey : '';
  const owner = ownerKey ? (await db().doc(`Users/${ownerKey}`).get()).data() : undefined;
  const ownerRoles = callerFrom(ownerKey, null, undefined, owner).roles;
  if (!mayDeleteProject(who.caller, project, ownerRoles)) return fail(403, 'You may not delete this project');
  const job = await db().runTransaction(async (tx) => {
    const current = (await tx.get(jobRef(projectId))).data() as DeletionJob | undefined;
    // A job left over from an earlier project with the same key is replaced; a running one is joined.
    if (current?.status === 'running') return current;
    const pins = await tx.get(db().collection('Pins').where('project', '==', projectId).count());
    const fresh = newDeletionJob({
      projectId,
      project,
      requestedBy: who.caller.uid,
      pinsTotal: pins.data().count,
      now: new Date(),
    });
    tx.set(jobRef(projectId), fresh);
    const pinsWord = fresh.pinsTotal === 1 ? 'pin' : 'pins';
    const entry = serverHistoryWrite(who.caller, {
      organisationId: fresh.organisationId,
      kind: 'project-deleted',
      summary: `Deleted the project “${fresh.projectName || projectId}” with its ${fresh.pinsTotal} ${pinsWord}`,
      target: { collection: 'Projects', id: projectId, label: fresh.projectName || projectId },
    });
    tx.set(entry.ref, entry.data);
    return fresh;
  });
  await enqueueStep(projectId);
  res.status(202).json({ ok: true, ...progress(job) });
}

const progress = (j: DeletionJob) => ({
  projectId: j.projectId,
  status: j.status,
  pinsTotal: j.pinsTotal,
  pinsDeleted: j.pinsDeleted,
});

/** Removes `keys` from `field` in every document of `collection` that holds any of them; deletes emptied ones. */
async function takeKeysOutOfTags(
  collection: 'Tags' | 'ProjectTags',
  field: string,
  keys: string[],
): Promise<void> {
  const refs = new Map<string, DocumentReference>();
  for (const part of chunks(keys, 30)) {
    const snap = await db().collection(collection).where(field, 'array-contains-any', part).get();
    for (const d of snap.docs) refs.set(d.id, d.ref);
  }
  // One transaction per tag (a tag is deleted when its last key goes, which needs its current keys), several
  // tags at a time: the tags are distinct documents, so they never contend, and a step's 200 pins can touch
  // hundreds of tags, which one after another took seconds each under load.
  for (const group of chunks([...refs.values()], TAGS_AT_ONCE))
    await Promise.all(
      group.map((ref) =>
        db().runTransaction(async (tx) => {
          const data = (await tx.get(ref)).data();
          if (!data) return;
          const left = ((data[field] as string[]) ?? []).filter((k) => !keys.includes(k));
          if (isEmptyTag({ ...data, [field]: left })) tx.delete(ref);
          else tx.update(ref, { [field]: FieldValue.arrayRemove(...keys) });
        }),
      ),
    );
}

async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await query.limit(BATCH).get();
    if (snap.empty) return deleted;
    const batch = db().batch();
    snap.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
    deleted += snap.size;
  }
}

/** One step of a deletion: the next pins and, once none is left, the rest of the project. */
export async function deleteProjectStep(projectId: string): Promise<'more' | 'done' | 'nothing'> {
  const job = (await jobRef(projectId).get()).data() as DeletionJob | undefined;
  if (!job || job.status === 'done') return 'nothing';
  const pins = await db().collection('Pins').where('project', '==', projectId).limit(PINS_PER_STEP).get();
  if (!pins.empty) {
    const keys = pins.docs.map((d) => d.id);
    await takeKeysOutOfTags('Tags', 'pinKeys', keys);
    const batch = db().batch();
    pins.docs.forEach((d) => batch.delete(d.ref));
    batch.update(jobRef(projectId), { pinsDeleted: FieldValue.increment(pins.size), updatedAt: new Date() });
    await batch.commit();
    // A short page was the last one: the rest is finished in this step rather than in a queued one, which the
    // queue would start a second or more later (most projects have fewer pins than one step takes).
    if (pins.size === PINS_PER_STEP) return 'more';
  }
  await deleteAll(db().collection('ProjectAccess').where('project_id', '==', projectId));
  await deleteAll(db().collection('invites').where('project_id', '==', projectId));
  await takeKeysOutOfTags('ProjectTags', 'projectKeys', [projectId]);
  const now = new Date();
  const batch = db().batch();
  // Its password goes with it, so a new project with the same key starts without one.
  batch.delete(db().doc(`Projects/${projectId}/private/config`));
  batch.delete(db().doc(`Projects/${projectId}`));
  batch.update(jobRef(projectId), { status: 'done', updatedAt: now, finishedAt: now });
  await batch.commit();
  return 'done';
}

/** The task: one step, then the next one queued. */
export async function runDeletionTask(projectId: string): Promise<void> {
  if ((await deleteProjectStep(projectId)) === 'more') await enqueueStep(projectId);
}

/** Re-queues deletions that stopped moving (their task was lost with a crashed process). */
export const sweepStalledDeletions = (now = new Date()): Promise<number> =>
  requeueStalledJobs(db().collection('projectDeletions'), enqueueStep, now);
