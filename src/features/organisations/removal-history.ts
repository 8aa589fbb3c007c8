import {
  MEMBER_REMOVAL_UNDO_CODES,
  type MemberRemovalUndo,
  type MemberRemovalWithoutUndo,
} from '@storytelling/shared/member-removal';
import { COLLECTIONS } from '../../lib/collections';
import type { HistoryFact } from '../../lib/history-entry';
import type { StoredBeforeRemoval } from './removal-documents';

/** What one removal takes away: the documents as read before it, and what it does with them. */
export interface RemovedDocuments extends StoredBeforeRemoval {
  userKey: string;
  /** Whether the removal deletes the Users record (else the person only leaves the organisation). */
  deletesRecord: boolean;
  /** Every group of the organisation the removal takes them out of. */
  groupIds: readonly string[];
}

/**
 * The membership entry as the record holds it. Staff may not read the record of someone who stays elsewhere,
 * but the mirror is the same entry plus whether the person is temporary (the rules keep the two equal).
 */
function membershipOf(removed: RemovedDocuments, organisationId: string): Record<string, unknown> {
  const fromRecord = (removed.record?.Organisations as Record<string, unknown> | undefined)?.[organisationId];
  if (fromRecord && typeof fromRecord === 'object') return fromRecord as Record<string, unknown>;
  const { isTemporary: _temporary, ...entry } = removed.mirror;
  return entry;
}

/**
 * What a removal's history entry stores to undo it: the documents it deletes and the groups it leaves, or,
 * when it deletes more codes than the rules can tie to one write (or `verified` is false: the rules refused
 * the payload once), only the reason it cannot be undone.
 */
export function removalUndo(
  removed: RemovedDocuments,
  organisationId: string,
  verified = true,
): MemberRemovalUndo | MemberRemovalWithoutUndo {
  if (removed.codes.length > MEMBER_REMOVAL_UNDO_CODES) return { unavailable: 'too-many-codes' };
  if (!verified || (removed.deletesRecord && !removed.record)) return { unavailable: 'unverified' };
  const membership = membershipOf(removed, organisationId);
  const named = Array.isArray(membership.groupIds) ? (membership.groupIds as unknown[]) : [];
  return {
    userKey: removed.userKey,
    record: removed.deletesRecord ? removed.record : null,
    membership,
    mirror: removed.mirror,
    codes: removed.codes,
    // A group listing them without their entry naming it is one the rules cannot tie to them: undo puts back
    // the groups their membership named, which is what their record says they were in.
    groupIds: removed.groupIds.filter((g) => named.includes(g)),
  };
}

/** The history entry of one member's removal, with its undo, written in the same batch as the removal. */
export function memberRemovalHistory(
  organisationId: string,
  label: string,
  removed: RemovedDocuments,
  verified = true,
): HistoryFact {
  return {
    organisationId,
    kind: 'member-removed',
    summary: `Removed ${label} from the organisation`,
    target: { collection: COLLECTIONS.users, id: removed.userKey, label },
    undo: { ...removalUndo(removed, organisationId, verified) },
  };
}
