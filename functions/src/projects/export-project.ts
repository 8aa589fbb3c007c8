import { once } from 'node:events';
import type { Response } from 'express';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { serverHistoryWrite } from '../history/log.js';
import { callerFrom, type Caller } from '../mail/caller.js';
import { appOrigin } from '../mail/config.js';
import { db } from '../mail/store.js';
import {
  ARCHIVE_CSV,
  ARCHIVE_MANIFEST,
  archiveCsv,
  archiveDecision,
  archiveFileName,
  archiveManifest,
  EXPORT_JOB_ID,
  JOB_FAILURES_SHOWN,
  mediaPath,
  titleOf,
  type ArchiveItem,
  type LeftOut,
  type ProjectExportJob,
} from '@storytelling/shared/project-archive';
import { extraMediaHosts, fetchMedia, mediaAddress } from './archive-media.js';
import { readArchiveSource, type ArchiveSource } from './archive-read.js';
import { mayExportProject } from './plan.js';

/**
 * `POST exportProject {projectId, jobId}` → the project's archive as a zip (packages/shared/src/project-archive.ts says what is
 * in it). Checked first, answered with JSON when refused; then the job is recorded in `projectExports/{jobId}`
 * (the id is the screen's, so it can follow the job while the zip arrives), the zip's headers are sent and each
 * recording's media is fetched and streamed into the zip as it comes, the job counting them. The CSV and the
 * manifest come last, since they list what was fetched and what was not. A media file that cannot be fetched is
 * left out of the CSV, named in the manifest and on the job with the reason.
 */
const PROGRESS_EVERY_MS = 400;
/**
 * On the emulators only, a pause before each recording (ARCHIVE_EXPORT_PACE_MS): the browser test's few small
 * files would otherwise be fetched before the screen could show any progress.
 */
const paceMs = () =>
  process.env.FUNCTIONS_EMULATOR === 'true' ? Number(process.env.ARCHIVE_EXPORT_PACE_MS ?? 0) || 0 : 0;

const jobRef = (jobId: string) => db().doc(`projectExports/${jobId}`);

export async function handleExportProject(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const body = (req.body ?? {}) as { projectId?: unknown; jobId?: unknown };
  const { projectId, jobId } = body;
  if (typeof projectId !== 'string' || !/^[A-Za-z0-9_.-]{1,200}$/.test(projectId))
    return fail(400, 'projectId: say which project');
  if (typeof jobId !== 'string' || !EXPORT_JOB_ID.test(jobId))
    return fail(400, 'jobId: 8 to 64 letters or digits');
  const project = (await db().doc(`Projects/${projectId}`).get()).data();
  if (!project) return fail(404, 'Project not found');
  const ownerKey = typeof project.projectOwnerUserKey === 'string' ? project.projectOwnerUserKey : '';
  const owner = ownerKey ? (await db().doc(`Users/${ownerKey}`).get()).data() : undefined;
  if (!mayExportProject(who.caller, project, callerFrom(ownerKey, null, undefined, owner).roles))
    return fail(403, "Only the project's organisation staff who manage it can export its archive");

  const source = await readArchiveSource(projectId);
  const leftOut: LeftOut[] = [];
  const included = source.recordings.filter((r) => {
    const decision = archiveDecision(r);
    if (!decision.include) leftOut.push(decision.left);
    return decision.include;
  });
  const projectName = String(project.projectName ?? '') || projectId;
  const now = new Date();
  const count = (reason: LeftOut['reason']) => leftOut.filter((l) => l.reason === reason).length;
  const job: ProjectExportJob = {
    projectId,
    projectName,
    organisationId: String(project.organisationId ?? ''),
    requestedBy: who.caller.uid,
    status: 'running',
    total: included.length,
    done: 0,
    failures: [],
    failed: 0,
    leftOut: {
      noArchiveConsent: count('no-archive-consent'),
      consentWithdrawn: count('consent-withdrawn'),
      rejected: count('rejected'),
    },
    fileName: archiveFileName(projectName, projectId),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await jobRef(jobId).create(job);
  } catch {
    return fail(409, 'That export has already been started');
  }

  res.status(200);
  res.setHeader('content-type', 'application/zip');
  res.setHeader('content-disposition', `attachment; filename="${job.fileName}"`);
  res.setHeader('cache-control', 'no-store');
  // Sent now, before the first file: the screen starts following the job once the answer has begun.
  res.flushHeaders();
  try {
    const origin = appOrigin(req.header('origin') ?? undefined);
    await streamArchive(res, { jobId, job, source, included, leftOut, origin, caller: who.caller });
  } catch (error) {
    console.error('The archive export failed', projectId, jobId, error);
    await jobRef(jobId)
      .update({
        status: 'failed',
        error: 'The export stopped on the server; nothing was saved. Try again.',
        updatedAt: new Date(),
      })
      .catch(() => undefined);
    // The zip is cut short, so the download fails rather than saving a broken file.
    res.destroy();
  }
}

interface StreamInput {
  jobId: string;
  job: ProjectExportJob;
  source: ArchiveSource;
  included: ArchiveSource['recordings'];
  leftOut: LeftOut[];
  origin: string;
  caller: Caller;
}

async function streamArchive(res: Response, input: StreamInput): Promise<void> {
  const { jobId, job, source, included, leftOut, origin } = input;
  let stopped = false;
  res.on('close', () => {
    if (!res.writableFinished) stopped = true;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    res.write(chunk);
    if (final) res.end();
  });
  // The zip goes no faster than the caller takes it: one file at a time in memory. A caller gone never drains.
  const drained = async () => {
    if (res.writableNeedDrain && !stopped) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  };
  const items: ArchiveItem[] = [];
  const failures: ProjectExportJob['failures'] = [];
  let lastWrite = 0;
  const progress = async (done: number, force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await jobRef(jobId).update({ done, ...failuresOf(failures), updatedAt: new Date() });
  };
  const extraHosts = extraMediaHosts();
  const pace = paceMs();
  for (const [i, r] of included.entries()) {
    if (pace) await new Promise((done) => setTimeout(done, pace));
    if (stopped) break;
    const address = mediaAddress(r.audioUrl, origin, extraHosts);
    const fetched = address.ok ? await fetchMedia(address.url) : address;
    if (fetched.ok) {
      const file = mediaPath(r.id, r.audioUrl ?? '', fetched.contentType);
      const entry = new ZipPassThrough(file);
      entry.mtime = r.createdAt ?? new Date();
      zip.add(entry);
      entry.push(fetched.bytes, true);
      items.push({
        recording: r,
        creator: (r.authorKey && source.authors.get(r.authorKey)) || '',
        pin: r.pinKey ? source.pins.get(r.pinKey) : undefined,
        file,
        size: fetched.bytes.byteLength,
        sha256: fetched.sha256,
        contentType: fetched.contentType,
      });
      await drained();
    } else {
      failures.push({ id: r.id, title: titleOf(r), reason: fetched.reason });
      leftOut.push({ id: r.id, title: titleOf(r), reason: 'media-unavailable', detail: fetched.reason });
    }
    await progress(i + 1, !fetched.ok || pace > 0);
  }
  if (stopped) {
    await jobRef(jobId).update({
      status: 'failed',
      error: 'The download was stopped before the archive was complete',
      ...failuresOf(failures),
      updatedAt: new Date(),
    });
    return;
  }
  const projectName = job.projectName;
  addText(zip, ARCHIVE_CSV, archiveCsv(items, projectName));
  const manifest = archiveManifest({
    project: { id: job.projectId, name: projectName, organisationId: job.organisationId },
    exportedAt: job.createdAt,
    exportedBy: { uid: input.caller.uid, name: input.caller.name },
    recordings: source.recordings.length,
    items,
    leftOut,
  });
  addText(zip, ARCHIVE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  // Recorded before the zip's last bytes go, so the screen reads the final figures, and the history its entry,
  // when the file arrives. One batch: the job never reads done without the act in the history.
  const finished = new Date();
  const logged = serverHistoryWrite(input.caller, {
    organisationId: job.organisationId,
    kind: 'project-exported',
    summary: `Exported the archive of “${projectName}”: ${items.length} of ${source.recordings.length} recordings`,
    target: { collection: 'Projects', id: job.projectId, label: projectName },
  });
  const batch = db().batch();
  batch.update(jobRef(jobId), {
    status: 'done',
    done: included.length,
    ...failuresOf(failures),
    updatedAt: finished,
    finishedAt: finished,
  });
  batch.set(logged.ref, logged.data);
  await batch.commit();
  zip.end();
}

/** The job names the first JOB_FAILURES_SHOWN (a document holds 1 MiB); the manifest names them all. */
const failuresOf = (failures: ProjectExportJob['failures']) => ({
  failures: failures.slice(0, JOB_FAILURES_SHOWN),
  failed: failures.length,
});

function addText(zip: Zip, name: string, text: string) {
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  entry.push(new TextEncoder().encode(text), true);
}
