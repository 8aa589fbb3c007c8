import { useCallback, useEffect, useRef, useState } from 'react';
import { archiveFileName } from '@storytelling/shared/project-archive';
import { saveBlob } from '../../lib/download';
import { messageOf } from '../../lib/errors';
import {
  downloadProjectArchive,
  newExportJobId,
  watchProjectExport,
  type ProjectExport,
} from './export-service';

export type ExportPhase =
  | { phase: 'idle' }
  | { phase: 'working'; fileName: string }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; fileName: string; error: string };

/**
 * One project's archive export on the screen: the request, the job followed live while the zip arrives, and the
 * zip saved as `<project-slug>-archive.zip` once whole. A new export starts afresh; leaving the page stops
 * following the job (and ends the download, which the server notices and records).
 */
export function useArchiveExport(project: { id: string; projectName: string }) {
  const [state, setState] = useState<ExportPhase>({ phase: 'idle' });
  const [job, setJob] = useState<ProjectExport | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  const jobNow = useRef<ProjectExport | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  const start = useCallback(async () => {
    stopWatching.current?.();
    stopWatching.current = null;
    jobNow.current = null;
    setJob(null);
    const fileName = archiveFileName(project.projectName, project.id);
    setState({ phase: 'working', fileName });
    const jobId = newExportJobId();
    const follow = (next: ProjectExport | null) => {
      jobNow.current = next;
      setJob(next);
    };
    try {
      const blob = await downloadProjectArchive(project.id, jobId, () => {
        // Progress is a comfort: if it cannot be followed, the zip still arrives and is saved.
        stopWatching.current = watchProjectExport(jobId, follow, () => undefined);
      });
      saveBlob(fileName, blob);
      setState({ phase: 'done', fileName });
    } catch (error) {
      // The server's own words when it recorded why it stopped (the download then only says it was cut off).
      const latest = jobNow.current as ProjectExport | null;
      setState({ phase: 'failed', fileName, error: latest?.error ?? messageOf(error) });
    }
  }, [project.id, project.projectName]);

  return { state, job, start };
}

/** What was left out before any file was fetched, in words; empty when nothing was. */
export function leftOutWords(job: Pick<ProjectExport, 'leftOut'>): string {
  const { noArchiveConsent, consentWithdrawn, rejected } = job.leftOut;
  return [
    noArchiveConsent && `${noArchiveConsent} without consent to keep it in the archive`,
    consentWithdrawn && `${consentWithdrawn} whose consent was withdrawn`,
    rejected && `${rejected} rejected in moderation`,
  ]
    .filter(Boolean)
    .join(', ');
}
