import { COLLECTIONS } from '../../lib/collections';
import { readDocumentRest } from '../../lib/firestore-rest';
import { zProject } from './model';
import type { VisitorProject } from './service';

const isDenied = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * readProjectAsVisitor for someone not signed in, through Firestore's REST API: the public forms view opened
 * from a link reads one document, so it needs no Firebase SDK and no Auth. Same answers: missing, private, ok.
 */
export async function readProjectSignedOut(projectId: string): Promise<VisitorProject> {
  if (!projectId.trim()) return { status: 'missing' };
  try {
    const project = await readDocumentRest(zProject, `${COLLECTIONS.projects}/${projectId}`);
    return project ? { status: 'ok', project } : { status: 'missing' };
  } catch (error) {
    if (isDenied(error)) return { status: 'private' };
    throw error;
  }
}
