import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { sendKind } from '../email';
import { authClient, db } from '../../lib/firebase';
import { addDays } from '../access-codes/model';
import { createAccessCode } from '../access-codes';
import { accessKey } from '../memberships/model';
import type { Role } from '../../kernel/roles';
import { INVITE_DAYS, isInviteValid, zInvite, type Invite } from './model';

const inviteConverter = converterFor(zInvite);

/** A link invite to a project: read access by default, valid 7 days. */
export async function createInvite(input: {
  projectId: string;
  accessLevel?: string;
  email?: string;
}): Promise<string> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const ref = firestore.doc(firestore.collection(db(), COLLECTIONS.invites));
  await firestore.setDoc(ref, {
    project_id: input.projectId,
    accessLevel: input.accessLevel ?? 'read',
    ...(input.email ? { email: input.email.trim().toLowerCase() } : {}),
    createdAt: firestore.serverTimestamp(),
    expirationDate: firestore.Timestamp.fromDate(addDays(new Date(), INVITE_DAYS)),
    createdBy: auth.uid,
  });
  return ref.id;
}

/** At most this many invites are read per project, and listed in all. */
export const INVITE_LIST_LIMIT = 200;

/**
 * The invites of the given projects (an organisation's), newest first. One query per project, each with a
 * limit: the rules allow listing invites by project to whoever manages that project.
 */
export async function listProjectInvites(
  projectIds: readonly string[],
  max = INVITE_LIST_LIMIT,
): Promise<WithId<Invite>[]> {
  const perProject = await Promise.all(
    [...new Set(projectIds)].map(async (projectId) => {
      const snap = await firestore.getDocs(
        firestore.query(
          firestore.collection(db(), COLLECTIONS.invites).withConverter(inviteConverter),
          firestore.where('project_id', '==', projectId),
          firestore.limit(max),
        ),
      );
      return snap.docs.map((d) => d.data());
    }),
  );
  return perProject
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, max);
}

export type InviteLookup =
  | { status: 'valid'; invite: WithId<Invite> }
  | { status: 'expired'; invite: WithId<Invite> }
  | { status: 'unknown' };

export async function lookUpInvite(inviteId: string): Promise<InviteLookup> {
  if (!inviteId.trim()) return { status: 'unknown' };
  const snap = await firestore.getDoc(
    firestore.doc(db(), COLLECTIONS.invites, inviteId).withConverter(inviteConverter),
  );
  if (!snap.exists()) return { status: 'unknown' };
  const invite = snap.data();
  return { status: isInviteValid(invite, new Date()) ? 'valid' : 'expired', invite };
}

/** Accepting gives the signed-in user the invite's access to its project; false when they already had it. */
export async function acceptInvite(inviteId: string): Promise<boolean> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const found = await lookUpInvite(inviteId);
  if (found.status !== 'valid') throw new AppError(ERRORS.invalidOrExpiredCode);
  const ref = firestore.doc(
    db(),
    COLLECTIONS.projectAccess,
    accessKey(found.invite.project_id ?? '', auth.uid),
  );
  if ((await firestore.getDoc(ref)).exists()) return false;
  await firestore.setDoc(ref, {
    project_id: found.invite.project_id,
    userId: auth.uid,
    accessLevel: found.invite.accessLevel,
    createdAt: firestore.serverTimestamp(),
    source: 'invite',
    inviteId,
  });
  return true;
}

export interface EmailInvitation {
  organisationId: string;
  email: string;
  role: Role;
  groupId?: string;
}

/**
 * Invites someone by e-mail: a personal code (7 days) and the invitation e-mail with the join link. The code
 * exists before the e-mail is sent, so when sending fails the code is returned with the error and can be shared
 * another way.
 */
export async function inviteByEmail(
  input: EmailInvitation,
): Promise<{ code: string; emailError: string | null }> {
  const code = await createAccessCode({
    organisationId: input.organisationId,
    role: input.role,
    email: input.email,
    groupId: input.groupId,
  });
  try {
    // The server builds the join link from the app's own address and sends only to the code's e-mail.
    await sendKind('invitation', { accessCode: code, organisationId: input.organisationId });
    return { code, emailError: null };
  } catch (error) {
    console.error(ERRORS.invitationEmailFailed, error);
    return { code, emailError: ERRORS.invitationEmailFailed };
  }
}
