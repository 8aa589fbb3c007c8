import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { zProjectAccess, type ProjectAccess } from '../projects/model';
import { accessKey } from '../memberships/model';

const accessConverter = converterFor(zProjectAccess);
const accessCol = () => firestore.collection(db(), COLLECTIONS.projectAccess).withConverter(accessConverter);

export async function accessForProject(projectId: string): Promise<WithId<ProjectAccess>[]> {
  const snap = await firestore.getDocs(
    firestore.query(accessCol(), firestore.where('project_id', '==', projectId), firestore.limit(5000)),
  );
  return snap.docs.map((d) => d.data());
}

/**
 * Gives a user access to a project. Skipped (returns false) when the user already has it or the project is
 * missing.
 */
export async function addProjectAccess(
  projectId: string,
  userId: string,
  accessLevel = 'read',
): Promise<boolean> {
  const [project, existing] = await Promise.all([
    // A project the user may not read counts as missing.
    firestore.getDoc(firestore.doc(db(), COLLECTIONS.projects, projectId)).catch(() => null),
    firestore.getDoc(firestore.doc(db(), COLLECTIONS.projectAccess, accessKey(projectId, userId))),
  ]);
  if (!project?.exists() || existing.exists()) return false;
  await firestore.setDoc(firestore.doc(db(), COLLECTIONS.projectAccess, accessKey(projectId, userId)), {
    project_id: projectId,
    userId,
    accessLevel,
    createdAt: firestore.serverTimestamp(),
    source: 'direct',
  });
  return true;
}

export async function updateAccessLevel(accessId: string, accessLevel: string): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.projectAccess, accessId), { accessLevel });
}

export async function removeProjectAccess(accessId: string): Promise<void> {
  await firestore.deleteDoc(firestore.doc(db(), COLLECTIONS.projectAccess, accessId));
}
