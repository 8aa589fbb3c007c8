import * as firestore from 'firebase/firestore';
import type { ProjectExportJob } from '@storytelling/shared/project-archive';
import { COLLECTIONS } from '../../lib/collections';
import { env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { bearerHeader, NO_ANSWER } from '../../lib/functions-client';

/**
 * A project's archive export (functions/src/projects/export-project.ts): the function answers with the zip as
 * it builds it, and writes its progress to `projectExports/{jobId}`, which the screen follows. The job id is the
 * screen's own, so that it knows which job to follow before the zip has arrived.
 */
export type ProjectExport = Pick<
  ProjectExportJob,
  'status' | 'total' | 'done' | 'failed' | 'failures' | 'leftOut' | 'fileName' | 'error'
>;

export const exportEndpoint = () => env.VITE_EMAIL_ENDPOINT.replace(/\/sendEmail$/, '/exportProject');

export const newExportJobId = () => crypto.randomUUID().replace(/-/g, '');

const COULD_NOT_START = 'The archive could not be exported just now';

/**
 * Asks for the archive; `onStarted` runs once the server has accepted (the job exists from then on), and the
 * promise resolves to the whole zip. A refusal rejects with the server's words, a cut-off download with its own.
 */
export async function downloadProjectArchive(
  projectId: string,
  jobId: string,
  onStarted: () => void,
): Promise<Blob> {
  const authorization = await bearerHeader();
  let response: Response;
  try {
    response = await fetch(exportEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorization },
      body: JSON.stringify({ projectId, jobId }),
    });
  } catch (error) {
    throw new AppError(`${COULD_NOT_START}: ${NO_ANSWER.toLowerCase()}. Try again.`, String(error));
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new AppError(json?.error ?? `${COULD_NOT_START} (${response.status} ${response.statusText})`);
  }
  onStarted();
  try {
    return await response.blob();
  } catch (error) {
    throw new AppError(
      'The archive stopped arriving before it was complete; nothing was saved. Try again.',
      String(error),
    );
  }
}

/** Follows an export's job live; null until the server has written it. */
export function watchProjectExport(
  jobId: string,
  onChange: (job: ProjectExport | null) => void,
  onError: (e: Error) => void,
): () => void {
  return firestore.onSnapshot(
    firestore.doc(db(), COLLECTIONS.projectExports, jobId),
    (snap) => {
      const d = snap.data() as Partial<ProjectExportJob> | undefined;
      onChange(
        d
          ? {
              status: d.status ?? 'running',
              total: d.total ?? 0,
              done: d.done ?? 0,
              failures: d.failures ?? [],
              failed: d.failed ?? d.failures?.length ?? 0,
              leftOut: d.leftOut ?? { noArchiveConsent: 0, consentWithdrawn: 0, rejected: 0 },
              fileName: d.fileName ?? '',
              ...(d.error ? { error: d.error } : {}),
            }
          : null,
      );
    },
    onError,
  );
}
