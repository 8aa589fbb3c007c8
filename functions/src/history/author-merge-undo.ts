import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { AUTHOR_MERGES, authorMergeChangedSince, type AuthorMergeUndo } from '@storytelling/shared/history';

const zKeys = z.array(z.string().check(z.minLength(1), z.maxLength(300)));
/** The stored payload, checked before anything is written from it: an entry is data a client wrote. */
const zAuthorMergeUndo = z.object({
  survivorKey: z.string().check(z.minLength(1), z.maxLength(300)),
  mergedKey: z.string().check(z.minLength(1), z.maxLength(300)),
  merged: z.record(z.string(), z.unknown()),
  mergedEmail: z.nullable(z.string().check(z.maxLength(320))),
  survivorGotEmail: z.boolean(),
  survivorBefore: z.object({ authorTags: zKeys, projectKeys: zKeys }),
  survivorAfter: z.object({ authorTags: zKeys, projectKeys: zKeys }),
  recordingIds: zKeys,
  tags: z.array(
    z.object({ id: z.string().check(z.minLength(1), z.maxLength(300)), before: zKeys, after: zKeys }),
  ),
  userIds: zKeys,
}) satisfies z.ZodMiniType<AuthorMergeUndo>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/**
 * Whether a tag's authors before and after are what a merge makes of them: the duplicate's key in the list
 * before, replaced by the survivor's, every other key unchanged.
 */
function tagChangeOfMerge(t: { before: string[]; after: string[] }, survivorKey: string, mergedKey: string) {
  const before = new Set(t.before);
  const after = new Set(t.after);
  return (
    before.has(mergedKey) &&
    !after.has(mergedKey) &&
    after.has(survivorKey) &&
    [...before].every((k) => k === mergedKey || after.has(k)) &&
    [...after].every((k) => k === survivorKey || before.has(k))
  );
}

/** The history entry an undo is asked for: its payload, who logged it when, where and about what. */
export interface UndoableEntry {
  undo: unknown;
  actorUid: string;
  at: Timestamp;
  organisationId: string;
  /** The id of the entry's target (for a removal, the person removed). */
  targetId: string;
}

/**
 * Puts an author merge back inside `tx`: the duplicate profile recreated as it was (its address too), the
 * survivor's tags and projects as they were before, and every moved recording, tag and linked account pointing
 * at the duplicate again. Reads everything first (a transaction's rule), then refuses with the reason when the
 * entry is not what a real merge logs, or anything the merge touched was changed since; returns null when it
 * has written the undo.
 */
export async function undoAuthorMerge(
  db: Firestore,
  tx: Transaction,
  entry: UndoableEntry,
): Promise<string | null> {
  const parsed = zAuthorMergeUndo.safeParse(entry.undo);
  if (!parsed.success) return 'This entry does not hold what is needed to undo it';
  const u = parsed.data;
  // The entry was written by a curator's browser and is undone with the Admin SDK, which may write what no
  // curator may (another person's account link above all). The rules tie the payload's profiles to a merge
  // made in the same write, but cannot look inside its list of accounts, so that list is checked here. A
  // merge moves the accounts linked to the duplicate, and approving a claim links the account and sets the
  // profile's userKey together: the one account that may be linked back is the one the duplicate names.
  const linkedTo = typeof u.merged.userKey === 'string' ? u.merged.userKey : null;
  if (u.userIds.some((id) => id !== linkedTo))
    return 'This entry lists an account that was not linked to the merged profile';
  const [superAdmins, records] = await Promise.all([
    tx.get(db.doc('SuperAdmins/ids')),
    // The merge's own record: the rules stamp both it and the entry with the time of their write and the
    // writer's uid, so a record with the entry's actor and time was written together with the entry.
    tx.get(
      db
        .collection(AUTHOR_MERGES)
        .where('survivorKey', '==', u.survivorKey)
        .where('mergedKey', '==', u.mergedKey)
        .where('mergedBy', '==', entry.actorUid)
        .where('mergedAt', '==', entry.at)
        .limit(1),
    ),
  ]);
  if (records.empty) return 'No record of this merge was written with this entry';
  // Only a super admin may move an account's link (or, now, set a profile's userKey), so only a super admin's
  // merge can have moved one; this also holds for entries logged before curators lost the userKey write.
  const superAdminKeys = strings(superAdmins.get('userKeys'));
  if (u.userIds.length > 0 && !superAdminKeys.includes(entry.actorUid))
    return 'This entry moves a linked account, which only a super admin can have done';
  const author = (key: string) => db.doc(`Authors/${key}`);
  const contact = (key: string) => db.doc(`authorContacts/${key}`);
  const [mergedSnap, survivorSnap] = await Promise.all([
    tx.get(author(u.mergedKey)),
    tx.get(author(u.survivorKey)),
  ]);
  const recordings = u.recordingIds.length
    ? await tx.getAll(...u.recordingIds.map((id) => db.doc(`Recordings/${id}`)))
    : [];
  const tags = u.tags.length ? await tx.getAll(...u.tags.map((t) => db.doc(`Tags/${t.id}`))) : [];
  const users = u.userIds.length ? await tx.getAll(...u.userIds.map((id) => db.doc(`Users/${id}`))) : [];
  const survivor = survivorSnap.data();
  const problem = authorMergeChangedSince(u, {
    mergedExists: mergedSnap.exists,
    survivor: survivor
      ? {
          authorTags: strings((survivor.tags as { authorTags?: unknown } | undefined)?.authorTags),
          projectKeys: strings(survivor.projectKeys),
        }
      : null,
    recordingAuthors: Object.fromEntries(
      recordings.map((r) => [r.id, r.exists ? String(r.get('authorKey') ?? '') : null]),
    ),
    tagAuthors: Object.fromEntries(tags.map((t) => [t.id, t.exists ? strings(t.get('authorKeys')) : null])),
  });
  if (problem) return problem;
  // The lists of what moved are the curator's word, and the rules cannot look inside them. Everything the merge
  // moved carries the merge's own time (its updatedAt, stamped in the same write as the entry), and a tag's
  // authors changed only by the duplicate giving way to the survivor: a recording or tag listed but not moved by
  // this merge (or changed since) fails these checks, so an undo never hands the duplicate anything it lacked.
  const movedByThisMerge = (snap: DocumentSnapshot) => {
    const stamp = snap.get('updatedAt') as unknown;
    return stamp instanceof Timestamp && stamp.isEqual(entry.at);
  };
  if (!recordings.every(movedByThisMerge) || !tags.every(movedByThisMerge))
    return 'A recording or tag listed in this entry was not moved by the merge, or has changed since';
  if (!u.tags.every((t) => tagChangeOfMerge(t, u.survivorKey, u.mergedKey)))
    return 'This entry lists tag authors the merge did not change';

  const now = FieldValue.serverTimestamp();
  tx.set(author(u.mergedKey), u.merged);
  tx.update(author(u.survivorKey), {
    'tags.authorTags': u.survivorBefore.authorTags,
    projectKeys: u.survivorBefore.projectKeys,
    updatedAt: now,
  });
  for (const r of recordings) tx.update(r.ref, { authorKey: u.mergedKey, updatedAt: now });
  for (const t of u.tags) tx.update(db.doc(`Tags/${t.id}`), { authorKeys: t.before, updatedAt: now });
  // An account linked to the survivor since the merge (a claim decided meanwhile) keeps its link.
  for (const user of users)
    if (user.exists && user.get('userProfile.authorKey') === u.survivorKey)
      tx.update(user.ref, { 'userProfile.authorKey': u.mergedKey, updatedAt: now });
  if (u.mergedEmail !== null) tx.set(contact(u.mergedKey), { email: u.mergedEmail, updatedAt: now });
  if (u.survivorGotEmail) tx.delete(contact(u.survivorKey));
  return null;
}
