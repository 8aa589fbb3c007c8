import * as firestore from 'firebase/firestore';
import { COLLECTIONS, SUPER_ADMINS_DOC } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { zProjectAccess } from '../projects/model';
import { listOrganisationProjects } from './projects-on-demand';
import { chunk } from '../../lib/chunk';
import { memberRef, userRef } from '../memberships';
import { accessKey, type AccessKey } from '../memberships/model';
import {
  accessThroughGroups,
  groupAccessChange,
  groupRecordChange,
  groupRecordKey,
  type GroupRecordKey,
} from './group-access';
import { CLEANUP_BATCH } from './membership-rules';
import { zGroup, type Group } from './model';
import { listGroups } from './reads';
import { isOrganisationAdmin } from '../../kernel/roles';

const groupConverter = converterFor(zGroup);
const accessConverter = converterFor(zProjectAccess);

const groupsCol = () => firestore.collection(db(), COLLECTIONS.groups);
const groupRef = (id: string) => firestore.doc(db(), COLLECTIONS.groups, id);
const accessRef = (key: string) => firestore.doc(db(), COLLECTIONS.projectAccess, key);

/**
 * A group, or "Group not found". The rules judge a read by the group's organisation, so a group that
 * is gone (deleted in another tab) is refused rather than reported missing: both mean it is not there for you.
 */
export async function getGroup(groupId: string): Promise<WithId<Group>> {
  const snap = await firestore
    .getDoc(groupRef(groupId).withConverter(groupConverter))
    .catch((error: unknown) => {
      if ((error as { code?: string } | null)?.code === 'permission-denied')
        throw new AppError(ERRORS.groupNotFound);
      throw error;
    });
  if (!snap.exists()) throw new AppError(ERRORS.groupNotFound);
  return snap.data();
}

export async function createGroup(organisationId: string, name: string): Promise<string> {
  const ref = firestore.doc(groupsCol());
  const batch = firestore.writeBatch(db());
  batch.set(ref, {
    name: name.trim(),
    organisationId,
    memberIds: [],
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  await batch.commit();
  return ref.id;
}

export async function renameGroup(groupId: string, name: string): Promise<void> {
  await getGroup(groupId);
  const batch = firestore.writeBatch(db());
  batch.update(groupRef(groupId), { name: name.trim(), updatedAt: firestore.serverTimestamp() });
  await batch.commit();
}

interface Op {
  kind: 'set' | 'update' | 'delete';
  ref: firestore.DocumentReference;
  data?: Record<string, unknown>;
}

/**
 * Which ProjectAccess records must appear or go so that private-project access follows group membership,
 * given the organisation's groups as they will be after the change and, optionally, a project's group list as
 * it will be after the change.
 */
/** Who is changing the groups, as listOrganisationProjects needs them: an admin here (or super admin) or not. */
async function staffViewer(organisationId: string): Promise<{ userId: string; isAdmin: boolean }> {
  const uid = authClient().currentUser?.uid ?? '';
  const [record, supers] = await Promise.all([
    firestore.getDoc(userRef(uid)),
    firestore.getDoc(firestore.doc(db(), COLLECTIONS.superAdmins, SUPER_ADMINS_DOC)),
  ]);
  const roles = (record.data()?.Organisations?.[organisationId]?.roles ?? []) as string[];
  const isSuper = ((supers.data()?.userKeys ?? []) as string[]).includes(uid);
  return { userId: uid, isAdmin: isSuper || isOrganisationAdmin(roles) };
}

async function accessOps(
  organisationId: string,
  groupsAfter: ReadonlyMap<string, readonly string[]>,
  projectGroupsAfter?: { projectId: string; groupIds: string[] },
): Promise<Op[]> {
  // The organisation's projects as its staff may list them (by owner, never by the
  // organisationId stamped at creation, which the rules refuse to all but super admins).
  const projects = (await listOrganisationProjects(organisationId, await staffViewer(organisationId)))
    .map((p) => ({
      id: p.id,
      isPrivate: p.isPrivate,
      groupIds: p.id === projectGroupsAfter?.projectId ? projectGroupsAfter.groupIds : p.groupIds,
    }))
    .filter((p) => p.isPrivate && p.groupIds.length > 0);
  // Projects that lost all their groups still need their group-given records revoked.
  if (projectGroupsAfter && !projects.some((p) => p.id === projectGroupsAfter.projectId)) {
    projects.push({
      id: projectGroupsAfter.projectId,
      isPrivate: true,
      groupIds: projectGroupsAfter.groupIds,
    });
  }
  const desired = accessThroughGroups(projects, groupsAfter);
  const byGroup = new Set<AccessKey>();
  const direct = new Set<AccessKey>();
  const groupRecords = new Set<GroupRecordKey>();
  for (const p of projects) {
    const snap = await firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.projectAccess).withConverter(accessConverter),
        firestore.where('project_id', '==', p.id),
        firestore.limit(5000),
      ),
    );
    for (const d of snap.docs) {
      const raw = d.data();
      if (raw.groupId && !raw.userId) groupRecords.add(groupRecordKey(raw.project_id, raw.groupId));
      if (!raw.userId) continue;
      const key = accessKey(raw.project_id, raw.userId);
      (raw.source === 'group' ? byGroup : direct).add(key);
    }
  }
  const change = groupAccessChange(desired, byGroup, direct);
  const records = groupRecordChange(projects, groupsAfter, groupRecords);
  const split = (key: AccessKey) => {
    const projectId = [...projects].find((p) => key.startsWith(`${p.id}_`))!.id;
    return { projectId, userId: key.slice(projectId.length + 1) };
  };
  return [
    ...change.grant.map((key): Op => {
      const { projectId, userId } = split(key);
      return {
        kind: 'set',
        ref: accessRef(key),
        data: {
          project_id: projectId,
          userId,
          accessLevel: 'read',
          createdAt: firestore.serverTimestamp(),
          source: 'group',
        },
      };
    }),
    ...change.revoke.map((key): Op => ({ kind: 'delete', ref: accessRef(key) })),
    ...records.grant.map(({ projectId, groupId }): Op => ({
      kind: 'set',
      ref: accessRef(groupRecordKey(projectId, groupId)),
      data: {
        project_id: projectId,
        groupId,
        accessLevel: 'read',
        createdAt: firestore.serverTimestamp(),
        source: 'group',
      },
    })),
    ...records.revoke.map((key): Op => ({ kind: 'delete', ref: accessRef(key) })),
  ];
}

async function commitOps(ops: readonly Op[]): Promise<void> {
  // The group and membership changes come first, so the first batch carries them with the first access records.
  for (const part of chunk(ops, CLEANUP_BATCH)) {
    const batch = firestore.writeBatch(db());
    for (const op of part) {
      if (op.kind === 'set') batch.set(op.ref, op.data!);
      else if (op.kind === 'update') batch.update(op.ref, op.data!);
      else batch.delete(op.ref);
    }
    await batch.commit();
  }
}

function membershipGroupOps(organisationId: string, userId: string, groupIds: string[]): Op[] {
  return [
    {
      kind: 'update',
      ref: userRef(userId),
      data: {
        [`Organisations.${organisationId}.groupIds`]: groupIds,
        membershipUpdatedIn: organisationId,
        updatedAt: firestore.serverTimestamp(),
      },
    },
    { kind: 'update', ref: memberRef(organisationId, userId), data: { groupIds } },
  ];
}

/**
 * Sets a group's members. Members added get read access to the group's private projects; members removed lose
 * it unless another group of the project still gives it. `memberGroups` is each affected member's current list
 * of group ids in the organisation (from the members listing).
 */
export async function setGroupMembers(
  groupId: string,
  memberIds: readonly string[],
  memberGroups: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const group = await getGroup(groupId);
  const next = [...new Set(memberIds)];
  const added = next.filter((id) => !group.memberIds.includes(id));
  const removed = group.memberIds.filter((id) => !next.includes(id));
  const groups = await listGroups(group.organisationId);
  const after = new Map(groups.map((g) => [g.id, g.id === groupId ? next : g.memberIds]));
  const ops: Op[] = [
    {
      kind: 'update',
      ref: groupRef(groupId),
      data: { memberIds: next, updatedAt: firestore.serverTimestamp() },
    },
    ...added.flatMap((id) =>
      membershipGroupOps(group.organisationId, id, [...new Set([...(memberGroups.get(id) ?? []), groupId])]),
    ),
    ...leaveGroupOps(group.organisationId, groupId, removed, memberGroups),
    ...(await accessOps(group.organisationId, after)),
  ];
  await commitOps(ops);
}

/** The writes by which `userKeys` (those of them still members) leave the group `groupId`. */
function leaveGroupOps(
  organisationId: string,
  groupId: string,
  userKeys: readonly string[],
  memberGroups: ReadonlyMap<string, readonly string[]>,
): Op[] {
  return userKeys
    .filter((id) => memberGroups.has(id))
    .flatMap((id) =>
      membershipGroupOps(
        organisationId,
        id,
        (memberGroups.get(id) ?? []).filter((g) => g !== groupId),
      ),
    );
}

/** Deletes a group: its members leave it and lose the access it gave. */
export async function deleteGroup(
  groupId: string,
  memberGroups: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const group = await getGroup(groupId);
  const groups = await listGroups(group.organisationId);
  const after = new Map(groups.filter((g) => g.id !== groupId).map((g) => [g.id, g.memberIds]));
  const ops: Op[] = [
    { kind: 'delete', ref: groupRef(groupId) },
    ...leaveGroupOps(group.organisationId, groupId, group.memberIds, memberGroups),
    ...(await accessOps(group.organisationId, after)),
  ];
  await commitOps(ops);
}

/**
 * Puts group-given private-project access back in step with the organisation's groups as they are now: after
 * members were removed from their groups (member removal, end-of-year cleanup), their access through them goes.
 * Reads everything afresh, so running it again changes nothing.
 */
export async function syncGroupAccess(organisationId: string): Promise<void> {
  const groups = await listGroups(organisationId);
  await commitOps(await accessOps(organisationId, new Map(groups.map((g) => [g.id, g.memberIds]))));
}

/** A member removal's write to one group: the removed members leave its list. */
export function leaveGroupWrite(groupId: string, userIds: readonly string[]): Op {
  return {
    kind: 'update',
    ref: groupRef(groupId),
    data: { memberIds: firestore.arrayRemove(...userIds), updatedAt: firestore.serverTimestamp() },
  };
}

/**
 * Changes a private project's groups: members of newly added groups get read access, members of removed groups
 * lose it unless another group of the project still gives it.
 */
export async function setProjectGroups(
  projectId: string,
  organisationId: string,
  groupIds: string[],
): Promise<void> {
  const groups = await listGroups(organisationId);
  const after = new Map(groups.map((g) => [g.id, g.memberIds]));
  const ops: Op[] = [
    {
      kind: 'update',
      ref: firestore.doc(db(), COLLECTIONS.projects, projectId),
      data: { groupIds: [...new Set(groupIds)] },
    },
    ...(await accessOps(organisationId, after, { projectId, groupIds })),
  ];
  await commitOps(ops);
}

export { commitOps, type Op };
