import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { normaliseAddress } from '../../kernel/email-address';
import { zUser, type User } from '../../kernel/users';

/**
 * Project administrators: people given projects to manage (`Users/{uid}.projectAdminAccess`), whatever
 * organisation they are in. Only super admins give or take this access; firestore.rules refuse it to everyone
 * else, the person themselves included.
 */
export interface ProjectAdmin {
  userId: string;
  name: string;
  email: string;
  projectIds: string[];
}

export const NO_ACCOUNT_FOR_ADDRESS = 'No account uses this e-mail address.';
/** More than a screen of project administrators is not expected; past it the list says it is cut. */
export const PROJECT_ADMIN_LIST_LIMIT = 200;

const users = () => firestore.collection(db(), COLLECTIONS.users).withConverter(converterFor(zUser));

const toProjectAdmin = (u: WithId<User>): ProjectAdmin => ({
  userId: u.id,
  name: u.displayName,
  email: u.email,
  projectIds: u.projectAdminAccess ?? [],
});

/** Everyone who administers at least one project, by name. */
export async function listProjectAdmins(): Promise<ProjectAdmin[]> {
  const snap = await firestore.getDocs(
    firestore.query(
      users(),
      firestore.where('projectAdminAccess', '!=', []),
      firestore.limit(PROJECT_ADMIN_LIST_LIMIT),
    ),
  );
  return snap.docs
    .map((d) => toProjectAdmin(d.data()))
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}

/** The account with this e-mail address (as people type it: spaces and capitals forgiven). */
export async function findPersonByEmail(email: string): Promise<ProjectAdmin> {
  // Records keep the address as the person signed up with it, so both spellings are looked for.
  const spellings = [...new Set([normaliseAddress(email), email.trim()])];
  const snap = await firestore.getDocs(
    firestore.query(users(), firestore.where('email', 'in', spellings), firestore.limit(1)),
  );
  const found = snap.docs[0];
  if (!found) throw new AppError(NO_ACCOUNT_FOR_ADDRESS);
  return toProjectAdmin(found.data());
}

/** Gives exactly these projects to manage (none: no longer a project administrator). */
export async function setProjectAdminAccess(userId: string, projectIds: readonly string[]): Promise<void> {
  await firestore.updateDoc(firestore.doc(db(), COLLECTIONS.users, userId), {
    projectAdminAccess: [...new Set(projectIds)],
    updatedAt: firestore.serverTimestamp(),
  });
}
