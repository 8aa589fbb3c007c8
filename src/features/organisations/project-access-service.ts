import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { zProjectAccess, type ProjectAccess } from '../projects/model';
import { accessKey } from '../memberships/model';

const accessConverter = converterFor(zProjectAccess);
const accessCol = () => collection(db(), COLLECTIONS.projectAccess).withConverter(accessConverter);

export async function accessForProject(projectId: string): Promise<WithId<ProjectAccess>[]> {
  const snap = await getDocs(query(accessCol(), where('project_id', '==', projectId), limit(5000)));
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
    getDoc(doc(db(), COLLECTIONS.projects, projectId)).catch(() => null),
    getDoc(doc(db(), COLLECTIONS.projectAccess, accessKey(projectId, userId))),
  ]);
  if (!project?.exists() || existing.exists()) return false;
  await setDoc(doc(db(), COLLECTIONS.projectAccess, accessKey(projectId, userId)), {
    project_id: projectId,
    userId,
    accessLevel,
    createdAt: serverTimestamp(),
    source: 'direct',
  });
  return true;
}

export async function updateAccessLevel(accessId: string, accessLevel: string): Promise<void> {
  await updateDoc(doc(db(), COLLECTIONS.projectAccess, accessId), { accessLevel });
}

export async function removeProjectAccess(accessId: string): Promise<void> {
  await deleteDoc(doc(db(), COLLECTIONS.projectAccess, accessId));
}
