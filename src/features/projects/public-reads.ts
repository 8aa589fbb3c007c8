import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zProject } from './model';
import type { VisitorProject } from './service';

const isDenied = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * readProjectAsVisitor for someone not signed in, on the Firestore lite SDK: the public forms view opened from a
 * link reads one document, so it needs neither the streaming SDK nor Auth. Same answers: missing, private, ok.
 */
export async function readProjectSignedOut(projectId: string): Promise<VisitorProject> {
  if (!projectId.trim()) return { status: 'missing' };
  try {
    const ref = doc(dbLite(), COLLECTIONS.projects, projectId);
    const snap = await getDoc(ref.withConverter(liteConverter(converterFor(zProject))));
    return snap.exists() ? { status: 'ok', project: snap.data() } : { status: 'missing' };
  } catch (error) {
    if (isDenied(error)) return { status: 'private' };
    throw error;
  }
}
