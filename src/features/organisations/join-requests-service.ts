import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { addMembership } from '../memberships';
import { joinRequestId, zJoinRequest } from '../memberships/model';
import { syncGroupAccess } from './groups-service';
import { listGroups } from './reads';

/**
 * The approval queue of an organisation that requires approval: people who joined with a shared code wait here
 * with no access until one of its admins (or a super admin) approves or declines them. The decision is a write
 * the rules check (approving adds exactly the membership asked for); the functions then e-mail the person.
 */

/** Shown when someone else decided the request first (another admin, another tab). */
export const ALREADY_DECIDED = 'This request was already decided.';

const requestConverter = converterFor(zJoinRequest);
const requestRef = (organisationId: string, userId: string) =>
  firestore
    .doc(db(), COLLECTIONS.joinRequests, joinRequestId(organisationId, userId))
    .withConverter(requestConverter);
const groupRef = (id: string) => firestore.doc(db(), COLLECTIONS.groups, id);

function decider(): string {
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError(ERRORS.userNotFound);
  return uid;
}

/**
 * Approves a waiting request: in one transaction the person gets the membership they asked for (role, code,
 * the code's group when it still exists) with its mirror and the group's member list, and the request is marked
 * approved; then the group's private projects open to them as for anyone entering the group.
 */
export async function approveJoinRequest(organisationId: string, userId: string): Promise<void> {
  const by = decider();
  const orgGroups = new Set((await listGroups(organisationId)).map((g) => g.id));
  let groupIds: string[] = [];
  await firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(requestRef(organisationId, userId));
    if (!snap.exists() || snap.data().status !== 'pending') throw new AppError(ALREADY_DECIDED);
    const request = snap.data();
    // The person's record is theirs to read, not the admin's: the rules refuse the write if they are already
    // a member (approvesJoinRequest), and the join made their record when they asked.
    groupIds = request.groupIds.filter((g) => orgGroups.has(g));
    addMembership(tx, {
      userKey: userId,
      organisationId,
      roles: [request.role],
      email: request.email,
      name: request.name,
      groupIds,
      accessCode: request.accessCode,
    });
    for (const groupId of groupIds)
      tx.update(groupRef(groupId), {
        memberIds: firestore.arrayUnion(userId),
        updatedAt: firestore.serverTimestamp(),
      });
    tx.update(snap.ref, {
      status: 'approved',
      decidedAt: firestore.serverTimestamp(),
      decidedBy: by,
      decisionNotified: false,
    });
  });
  if (groupIds.length > 0) await syncGroupAccess(organisationId);
}

/** Declines a waiting request: the person stays outside and is told by e-mail. */
export async function declineJoinRequest(organisationId: string, userId: string): Promise<void> {
  const by = decider();
  await firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(requestRef(organisationId, userId));
    if (!snap.exists() || snap.data().status !== 'pending') throw new AppError(ALREADY_DECIDED);
    tx.update(snap.ref, {
      status: 'declined',
      decidedAt: firestore.serverTimestamp(),
      decidedBy: by,
      decisionNotified: false,
    });
  });
}
