import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  updateProfile,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User as AuthUser,
} from 'firebase/auth';
import { COLLECTIONS, SUPER_ADMINS_DOC } from '../../lib/collections';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient } from '../../lib/auth-client';
import { countAsUser, readAsUser, readFieldsAsUser } from '../../lib/reads-as-user';
import { clearSessionStorage } from '../../lib/storage-keys';
import { PASSWORD_RULE } from '../../kernel/password';
import { zSuperAdmins, zUser, type User } from '../../kernel/users';
import {
  facilitatorFlags,
  sessionOrganisations,
  signInProblem,
  type FacilitatorFlags,
  type SessionUser,
  type SignInRole,
} from './model';
import { isEmailAddress } from '../../kernel/email-address';
import { arrivalRole } from './stored-session';
import { actsAsFacilitator, actsAsMember } from '../../kernel/roles';
import { organisationToEnter, roleOnSignIn } from './stored-session';

/** Everything here is loaded on demand, so the first paint of the sign-in page does not wait for Firebase. */

// The session's reads (who signed in, whether they are a super admin, their organisations' names) are one-shot,
// as the person (lib/reads-as-user.ts): signing in downloads no Firestore SDK (the screens that write or listen
// bring the streaming one).

export function watchAuth(listener: (uid: string | null) => void): () => void {
  return onAuthStateChanged(authClient(), (user) => listener(user?.uid ?? null));
}

/** Maps the sign-in provider's error codes onto the catalogue's login messages. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return ERRORS.unexpected;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'auth/user-not-found') return ERRORS.noAccount;
  if (
    code === 'auth/wrong-password' ||
    code === 'auth/invalid-credential' ||
    code === 'auth/invalid-login-credentials'
  ) {
    return ERRORS.incorrectPassword;
  }
  if (code === 'auth/invalid-email') return ERRORS.invalidEmailFormat;
  return error.message || ERRORS.unexpected;
}

async function authenticate(email: string, password: string): Promise<AuthUser> {
  if (!isEmailAddress(email)) throw new AppError(ERRORS.invalidEmailFormat);
  try {
    const credential = await signInWithEmailAndPassword(authClient(), email.trim(), password);
    return credential.user;
  } catch (error) {
    throw new AppError(loginErrorMessage(error));
  }
}

async function readUser(uid: string): Promise<User | null> {
  return readAsUser(zUser, `${COLLECTIONS.users}/${uid}`);
}

async function readSuperAdminIds(): Promise<string[] | null> {
  const doc = await readAsUser(zSuperAdmins, `${COLLECTIONS.superAdmins}/${SUPER_ADMINS_DOC}`);
  return doc ? doc.userKeys : null;
}

/**
 * The names of the organisations a user belongs to, read from their `Organisations/{id}` documents in parallel.
 * A refused or missing read leaves the name out (the session then shows the id).
 */
async function readOrganisationNames(ids: readonly string[]): Promise<Record<string, string | null>> {
  const names = await Promise.all(
    ids.map(async (id) => {
      try {
        const name: unknown = (await readFieldsAsUser(`${COLLECTIONS.organisations}/${id}`))?.data.name;
        return [id, typeof name === 'string' ? name : null] as const;
      } catch {
        return [id, null] as const;
      }
    }),
  );
  return Object.fromEntries(names);
}

/**
 * Whether someone signed in as a member is an author: signed in through the author sign-in, linked to an author
 * profile, or waiting on a claim to one (one read, only when the first two do not already say so).
 */
async function isAuthor(
  auth: AuthUser,
  record: User | null,
  userRole: SessionUser['userRole'],
  signedInAsAuthor: boolean,
): Promise<boolean> {
  if (!actsAsMember(userRole)) return false;
  if (signedInAsAuthor || record?.userProfile?.authorKey) return true;
  const pending = await countAsUser(COLLECTIONS.authorClaims, {
    where: [
      ['userKey', '==', auth.uid],
      ['status', '==', 'pending'],
    ],
    limit: 1,
  }).catch(() => 0);
  return pending > 0;
}

async function toSessionUser(
  auth: AuthUser,
  record: User | null,
  userRole: SessionUser['userRole'],
  signedInAsAuthor = false,
): Promise<SessionUser> {
  const memberships = record?.Organisations ?? {};
  const [names, author] = await Promise.all([
    readOrganisationNames(Object.keys(memberships)),
    isAuthor(auth, record, userRole, signedInAsAuthor),
  ]);
  return {
    userId: auth.uid,
    email: record?.email || auth.email || '',
    displayName: record?.displayName || auth.displayName || '',
    userRole,
    organisations: sessionOrganisations(memberships, names),
    projectAdminAccess: record?.projectAdminAccess ?? [],
    isAuthor: author,
  };
}

export interface SignInResult {
  user: SessionUser;
  flags: FacilitatorFlags | null;
}

/** Whether any project was shared with this person themselves (a ProjectAccess record with their id). */
async function hasOwnAccess(uid: string): Promise<boolean> {
  return (await countAsUser(COLLECTIONS.projectAccess, { where: [['userId', '==', uid]], limit: 1 })) > 0;
}

/** Role sign-in. On the role errors the user is signed out and local data cleared. */
export async function signInWithRole(
  email: string,
  password: string,
  picked: SignInRole,
  rememberedOrganisation: string | null = null,
): Promise<SignInResult> {
  const auth = await authenticate(email, password);
  const [record, superAdminIds] = await Promise.all([
    readUser(auth.uid),
    readSuperAdminIds().catch(() => null),
  ]);
  const organisations = record?.Organisations ?? {};
  let problem = signInProblem(picked, auth.uid, organisations, superAdminIds);
  // Someone in no organisation who was given a project (an invite) signs in as a member to read it: what they
  // may read is the rules' decision, from their access records, not the role's.
  if (
    problem &&
    actsAsMember(picked) &&
    Object.keys(organisations).length === 0 &&
    (await hasOwnAccess(auth.uid))
  )
    problem = null;
  if (problem) {
    await signOut();
    throw new AppError(problem);
  }
  const role = roleOnSignIn(
    picked,
    organisations,
    organisationToEnter(organisations, rememberedOrganisation),
    superAdminIds?.includes(auth.uid) ?? false,
  );
  return {
    user: await toSessionUser(auth, record, role),
    flags: actsAsFacilitator(role) ? facilitatorFlags(record) : null,
  };
}

/** Project admins and authors sign in with e-mail and password only. */
export async function signInWithPasswordOnly(
  email: string,
  password: string,
  as: 'projectAdmin' | 'author',
): Promise<SignInResult> {
  const auth = await authenticate(email, password);
  const record = await readUser(auth.uid);
  return {
    user: await toSessionUser(auth, record, as === 'author' ? 'member' : 'projectAdmin', as === 'author'),
    flags: null,
  };
}

/**
 * Registration and joining: creates the account, or signs in an existing one with the same
 * e-mail and password.
 */
export async function createAccountOrSignIn(
  email: string,
  password: string,
  displayName: string,
): Promise<AuthUser> {
  if (!isEmailAddress(email)) throw new AppError(ERRORS.invalidEmailFormat);
  try {
    const credential = await createUserWithEmailAndPassword(authClient(), email.trim(), password);
    if (displayName.trim()) await updateProfile(credential.user, { displayName: displayName.trim() });
    return credential.user;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-in-use')
      return authenticate(email, password);
    if ((error as { code?: string }).code === 'auth/weak-password') throw new AppError(PASSWORD_RULE);
    throw new AppError(loginErrorMessage(error));
  }
}

/** The session user of whoever is signed in now, after their record changed (joined, registered). */
export async function reloadSessionUser(
  role: SessionUser['userRole'],
  wasAuthor = false,
): Promise<SignInResult> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const record = await readUser(auth.uid);
  return {
    user: await toSessionUser(auth, record, role, wasAuthor),
    flags: actsAsFacilitator(role) ? facilitatorFlags(record) : null,
  };
}

/** Who the signed-in person arrives as when no role was chosen (an invite's sign-up): see arrivalRole. */
export async function arrivalOfSignedInUser(
  remembered: string | null,
): Promise<ReturnType<typeof arrivalRole>> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  return arrivalRole((await readUser(auth.uid))?.Organisations ?? {}, remembered);
}

export async function loadFacilitatorFlags(uid: string): Promise<FacilitatorFlags> {
  return facilitatorFlags(await readUser(uid));
}

export async function signOut(): Promise<void> {
  clearSessionStorage();
  await firebaseSignOut(authClient());
}
