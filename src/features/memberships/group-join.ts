import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { zProjectAccess } from '../projects/model';
import { accessKey } from './model';

/*
 * Entering an organisation's groups when joining it (with a code or an invite): the joiner's own writes, which
 * the rules allow because they name the joiner. Managing groups (creating, renaming, setting members and
 * projects) is the organisation's staff's work and lives with the organisations.
 */

const accessConverter = converterFor(zProjectAccess);
const groupRef = (id: string) => firestore.doc(db(), COLLECTIONS.groups, id);
const accessRef = (key: string) => firestore.doc(db(), COLLECTIONS.projectAccess, key);

/**
 * For someone joining with a code: the groups they enter, with the private projects each opens
 * (from the group-level ProjectAccess records, as the joiner cannot read private projects yet). Missing groups
 * are left out. The joiner cannot read an existing group they are not in (only that a missing one is missing),
 * so the rules check the group's organisation when they enter it. Read before the join's transaction.
 */
export async function groupsForJoin(
  organisationId: string,
  groupIds: readonly string[],
): Promise<{ groupId: string; projectIds: string[] }[]> {
  const out: { groupId: string; projectIds: string[] }[] = [];
  for (const groupId of new Set(groupIds)) {
    try {
      const snap = await firestore.getDoc(groupRef(groupId));
      if (!snap.exists() || snap.get('organisationId') !== organisationId) continue;
    } catch (error) {
      if ((error as { code?: string }).code !== 'permission-denied') throw error;
    }
    const records = await firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.projectAccess).withConverter(accessConverter),
        firestore.where('groupId', '==', groupId),
        firestore.limit(1000),
      ),
    );
    out.push({ groupId, projectIds: [...new Set(records.docs.map((d) => d.data().project_id))] });
  }
  return out;
}

/**
 * The joiner's own writes for entering groups, inside the join's transaction: they take `replaces`' place (a
 * temporary member) in each group's member list, and get read access to each group's private projects they lack.
 */
export async function joinGroupsInTransaction(
  tx: firestore.Transaction,
  userId: string,
  groups: readonly { groupId: string; projectIds: string[] }[],
  replaces: string | null,
): Promise<void> {
  const projectIds = [...new Set(groups.flatMap((g) => g.projectIds))];
  const accessSnaps = await Promise.all(projectIds.map((p) => tx.get(accessRef(accessKey(p, userId)))));
  for (const { groupId } of groups) {
    if (replaces)
      tx.update(groupRef(groupId), {
        memberIds: firestore.arrayRemove(replaces),
        updatedAt: firestore.serverTimestamp(),
      });
    tx.update(groupRef(groupId), {
      memberIds: firestore.arrayUnion(userId),
      updatedAt: firestore.serverTimestamp(),
    });
  }
  accessSnaps.forEach((snap, i) => {
    if (snap.exists()) return;
    tx.set(snap.ref, {
      project_id: projectIds[i],
      userId,
      accessLevel: 'read',
      createdAt: firestore.serverTimestamp(),
      source: 'group',
    });
  });
}
