import * as firestore from 'firebase/firestore';
import { COLLECTIONS, SUPER_ADMINS_DOC } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { AccessCode } from '../access-codes/model';
import { leaveGroupWrite, syncGroupAccess } from './groups-service';
import { listGroups } from './reads';
import {
  cleanupPlan,
  codesToRemove,
  packBatches,
  removalPlan,
  removalWriteCount,
  type CleanupPlan,
  type CodesToRemove,
} from './membership-rules';
import { endMembership, userRef } from '../memberships';
import { historyWrite } from '../../lib/history-entry';
import { readStoredBeforeRemoval, type StoredBeforeRemoval } from './removal-documents';
import { memberRemovalHistory } from './removal-history';
import { zUser } from '../../kernel/users';
import { type Member } from './model';
import { getOrganisation, listMembers } from './reads';
import { chunk } from '../../lib/chunk';
import { isOrganisationAdmin } from '../../kernel/roles';

/**
 * Removing members, one at a time or all plain members at once (end-of-year cleanup), through
 * the same steps: decide whether the record goes (removalPlan), find their own codes (codesToRemove), then one
 * batch per group of members takes them out of the organisation, their groups and their codes together, and
 * group-given project access is brought back in step afterwards.
 */
export type RemovableMember = Pick<Member, 'userKey' | 'groupIds' | 'isTemporary' | 'accessCode' | 'roles'> &
  Partial<Pick<Member, 'name' | 'email'>>;
export type RemovalOutcome = 'deleted' | 'left';

interface Removal extends CodesToRemove {
  member: RemovableMember;
  deleteRecord: boolean;
  /** The organisation's existing groups the member is in (by their entry or by the group's list). */
  groupIds: string[];
  /** For a removal logged with its undo: what it takes away, as stored before it. */
  stored?: StoredBeforeRemoval;
}

type CodeFacts = Pick<AccessCode, 'isAnonymous' | 'tempUserId'>;

async function superAdminKeys(): Promise<string[]> {
  const snap = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.superAdmins, SUPER_ADMINS_DOC));
  return (snap.get('userKeys') as string[] | undefined) ?? [];
}

/**
 * Whether the member's whole record goes. Staff cannot read other organisations' entries, so for them the rules
 * decide: deleting a record that still belongs elsewhere is refused, and the member then only leaves this one
 * (commitRemovals). A super admin's or another admin's record is kept (the rules refuse deleting it).
 */
async function recordGoes(
  organisationId: string,
  member: RemovableMember,
  superKeys: readonly string[],
  actorIsSuperAdmin: boolean,
): Promise<boolean> {
  if (member.isTemporary) return true;
  const isSuper = superKeys.includes(member.userKey);
  if (actorIsSuperAdmin) {
    const record = await firestore.getDoc(userRef(member.userKey).withConverter(converterFor(zUser)));
    if (!record.exists()) throw new AppError(ERRORS.userNotFound);
    return removalPlan(record.data(), organisationId, isSuper).deleteUserRecord;
  }
  const here = { Organisations: { [organisationId]: { roles: member.roles } } };
  return !isOrganisationAdmin(member.roles) && removalPlan(here, organisationId, isSuper).deleteUserRecord;
}

/** Codes made for these members as temporary members, by member (the organisation's listing; 30 per query). */
async function codesMadeFor(organisationId: string, userKeys: readonly string[]) {
  const byMember = new Map<string, string[]>();
  for (const part of chunk(userKeys, 30)) {
    const snap = await firestore.getDocs(
      firestore.query(
        firestore.collection(db(), COLLECTIONS.organisations, organisationId, COLLECTIONS.generatedCodes),
        firestore.where('tempUserId', 'in', part),
        firestore.limit(1000),
      ),
    );
    for (const d of snap.docs) {
      const owner = d.get('tempUserId') as string;
      byMember.set(owner, [...(byMember.get(owner) ?? []), d.id]);
    }
  }
  return byMember;
}

/** Each code as stored (null when its document is gone), read once however many members share it. */
async function readCodes(codes: Iterable<string>): Promise<Map<string, CodeFacts | null>> {
  const unique = [...new Set(codes)];
  const snaps = await Promise.all(
    unique.map((c) => firestore.getDoc(firestore.doc(db(), COLLECTIONS.accessCodes, c))),
  );
  return new Map(
    snaps.map((snap, i) => [
      unique[i]!,
      snap.exists()
        ? {
            isAnonymous: Boolean(snap.get('isAnonymous')),
            tempUserId: (snap.get('tempUserId') as string | undefined) || undefined,
          }
        : null,
    ]),
  );
}

async function prepareRemovals(
  organisationId: string,
  members: readonly RemovableMember[],
  actorIsSuperAdmin: boolean,
  readStored = false,
): Promise<Removal[]> {
  if (members.length === 0) return [];
  const [superKeys, groups, madeFor] = await Promise.all([
    superAdminKeys(),
    listGroups(organisationId),
    codesMadeFor(
      organisationId,
      members.map((m) => m.userKey),
    ),
  ]);
  const stored = await readCodes(
    members.flatMap((m) => [...(m.accessCode ? [m.accessCode] : []), ...(madeFor.get(m.userKey) ?? [])]),
  );
  const deletes = await Promise.all(
    members.map((m) => recordGoes(organisationId, m, superKeys, actorIsSuperAdmin)),
  );
  const removals = members.map((member, i) => ({
    member,
    deleteRecord: deletes[i]!,
    ...codesToRemove(member.accessCode, madeFor.get(member.userKey) ?? [], (c) => stored.get(c) ?? null),
    groupIds: groups
      .filter((g) => member.groupIds.includes(g.id) || g.memberIds.includes(member.userKey))
      .map((g) => g.id),
  }));
  if (!readStored) return removals;
  return Promise.all(
    removals.map(async (r) => {
      const before = await readStoredBeforeRemoval(organisationId, r.member.userKey, r.codes, r.listingsOnly);
      // The rules let staff read a record exactly when they may delete it: one they cannot read, they may not
      // delete, so the member only leaves (rather than a refused batch and a second try).
      const deleteRecord = r.deleteRecord && (actorIsSuperAdmin || r.member.isTemporary || !!before.record);
      return { ...r, deleteRecord, stored: before };
    }),
  );
}

/** A single removal's history entry: who it names, and whether its undo payload is to be offered to the rules. */
interface RemovalLog {
  label: string;
  verified: boolean;
}

/**
 * Commits removals in one batch: each member leaves the organisation (or their record goes), their groups and
 * their codes, so nobody is ever half removed. When the rules refuse a record's deletion (it belongs to another
 * organisation too, which staff cannot see), the members are taken one by one and that one only leaves. A
 * logged removal whose undo payload the rules still refuse is made without it, its entry saying it cannot be
 * undone: the removal itself matters more than its undo.
 */
async function commitRemovals(
  organisationId: string,
  removals: readonly Removal[],
  actorIsSuperAdmin: boolean,
  log?: RemovalLog,
): Promise<RemovalOutcome[]> {
  const batch = firestore.writeBatch(db());
  const [first] = removals;
  // The history entry goes in the same batch: a removal is never without its entry, nor an entry without it.
  if (log && first?.stored) {
    const removed = {
      ...first.stored,
      userKey: first.member.userKey,
      deletesRecord: first.deleteRecord,
      groupIds: first.groupIds,
    };
    const entry = historyWrite(memberRemovalHistory(organisationId, log.label, removed, log.verified));
    batch.set(entry.ref, entry.data);
  }
  const leaving = new Map<string, string[]>();
  for (const r of removals) {
    endMembership(batch, organisationId, r.member.userKey, r.deleteRecord);
    for (const code of r.codes) batch.delete(firestore.doc(db(), COLLECTIONS.accessCodes, code));
    for (const code of [...r.codes, ...r.listingsOnly])
      batch.delete(
        firestore.doc(db(), COLLECTIONS.organisations, organisationId, COLLECTIONS.generatedCodes, code),
      );
    for (const g of r.groupIds) leaving.set(g, [...(leaving.get(g) ?? []), r.member.userKey]);
  }
  for (const [groupId, userIds] of leaving) {
    const { ref, data } = leaveGroupWrite(groupId, userIds);
    batch.update(ref, data!);
  }
  try {
    await batch.commit();
    return removals.map((r) => (r.deleteRecord ? 'deleted' : 'left'));
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied') throw error;
    if (removals.length > 1) {
      const outcomes: RemovalOutcome[] = [];
      for (const r of removals)
        outcomes.push(...(await commitRemovals(organisationId, [r], actorIsSuperAdmin)));
      return outcomes;
    }
    // The payload first: whether staff may delete the record was already settled by whether they could read it.
    if (log?.verified)
      return commitRemovals(organisationId, removals, actorIsSuperAdmin, { ...log, verified: false });
    const [only] = removals;
    if (only?.deleteRecord && !actorIsSuperAdmin)
      return commitRemovals(organisationId, [{ ...only, deleteRecord: false }], actorIsSuperAdmin, log);
    throw error;
  }
}

/**
 * Removes a member. A temporary member is deleted with its codes and group memberships; a
 * permanent member leaves, their own codes are removed (a shared class code stays), and their record is deleted
 * when no organisation, or no admin or moderator role, remains. Its history entry carries what undoing it needs
 * (removal-history.ts), for the organisation's admins to undo from History within its days.
 */
export async function removeMember(
  organisationId: string,
  member: RemovableMember,
  actorIsSuperAdmin: boolean,
): Promise<RemovalOutcome> {
  const removals = await prepareRemovals(organisationId, [member], actorIsSuperAdmin, true);
  const label = member.name || member.email || member.userKey;
  const [outcome] = await commitRemovals(organisationId, removals, actorIsSuperAdmin, {
    label,
    verified: true,
  });
  await syncGroupAccess(organisationId);
  return outcome!;
}

export type CleanupPreview = CleanupPlan<WithId<Member>>;

const byName = (a: Member, b: Member) => (a.name || a.email).localeCompare(b.name || b.email);

/** Who end-of-year cleanup would remove and who stays (and why), from the organisation as it is now. */
export async function previewCleanup(organisationId: string): Promise<CleanupPreview> {
  await getOrganisation(organisationId);
  const [members, superKeys] = await Promise.all([listMembers(organisationId), superAdminKeys()]);
  const plan = cleanupPlan([...members].sort(byName), superKeys);
  return plan;
}

export interface CleanupProgress {
  removed: number;
  total: number;
}

export interface CleanupResult extends CleanupProgress {
  /** Records deleted, and members who only left (they stay in other organisations). */
  deleted: number;
  left: number;
  /** Stopped on request before every batch ran; running the cleanup again finishes it. */
  stopped: boolean;
}

export interface CleanupOptions {
  /** Only these members (the ones the preview showed); someone who joined since is left alone. */
  only?: readonly string[];
  onProgress?: (progress: CleanupProgress) => void;
  /** Stops before the next batch. */
  signal?: AbortSignal;
}

/**
 * End-of-year cleanup: removes every plain member (temporary ones included) exactly as removeMember does, in
 * batches of at most 450 writes, and keeps organisation admins, super admins, moderators and
 * facilitators. Who goes is worked out afresh from the organisation as it is, so after an interruption a second
 * run removes those the first left and changes nothing else; group access is put back in step at the end of
 * every run, even a failed or stopped one.
 *
 * Cleanup is not undoable, and logs no entry per member: an undo payload is tied to its write by rules that read
 * up to nine documents per member, and a batch's rules may read twenty in all, so undoable removals would take one
 * batch per member (hundreds of writes in a row at year end) instead of one per 450 writes. Cleanup is an act
 * that is previewed name by name before it runs; a single removal is the everyday act that a slip makes.
 */
export async function runCleanup(
  organisationId: string,
  actorIsSuperAdmin: boolean,
  options: CleanupOptions = {},
): Promise<CleanupResult> {
  const plan = await previewCleanup(organisationId);
  const only = options.only && new Set(options.only);
  const goes = only ? plan.goes.filter((m) => only.has(m.userKey)) : plan.goes;
  const removals = await prepareRemovals(organisationId, goes, actorIsSuperAdmin);
  const result: CleanupResult = { removed: 0, total: goes.length, deleted: 0, left: 0, stopped: false };
  options.onProgress?.({ removed: 0, total: result.total });
  let failure: unknown = null;
  try {
    for (const batch of packBatches(removals, removalWriteCount)) {
      if (options.signal?.aborted) {
        result.stopped = true;
        break;
      }
      for (const outcome of await commitRemovals(organisationId, batch, actorIsSuperAdmin)) {
        result.removed += 1;
        result[outcome] += 1;
      }
      options.onProgress?.({ removed: result.removed, total: result.total });
    }
  } catch (error) {
    failure = error;
  }
  try {
    await syncGroupAccess(organisationId);
  } catch (error) {
    failure ??= error;
  }
  if (failure) throw failure;
  return result;
}
