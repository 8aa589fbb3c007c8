/**
 * What a member's removal stores to undo it, and the pure checks of that undo. The app builds the payload from
 * the documents exactly as it read them, the rules tie every part of it to what the very same write deletes or
 * changes (firestore.rules, `undoesRemovalOfThisWrite`), and the undoHistory function writes it back with the
 * Admin SDK after checking that nothing it would overwrite has changed since.
 */

/**
 * Access codes one undo can restore. The rules read each code before and after the write and its listing (three
 * document reads), and a batch's rules may make twenty in all, of which the removal's other writes take about
 * half: with the actor's roles, the person's record and their mirror entry, one code fits. A removal that
 * deletes more is logged without an undo, saying why.
 */
export const MEMBER_REMOVAL_UNDO_CODES = 1;

/** Why a removal was logged without what an undo needs (the entry says so instead of a payload). */
export const MEMBER_REMOVAL_NOT_UNDOABLE = {
  'too-many-codes': `This removal deleted more access codes than an undo can check (at most ${MEMBER_REMOVAL_UNDO_CODES}), so it cannot be undone`,
  unverified: 'The records of this removal could not be checked when it was made, so it cannot be undone',
} as const;
export type MemberRemovalNotUndoable = keyof typeof MEMBER_REMOVAL_NOT_UNDOABLE;

/** One deleted code: its `accessCodes` document and its organisation listing as stored (null: there was none). */
export interface RemovedCode {
  code: string;
  accessCode: Record<string, unknown> | null;
  listing: Record<string, unknown> | null;
}

export interface MemberRemovalUndo {
  userKey: string;
  /** The whole Users record as stored, when the removal deleted it; null when the person only left. */
  record: Record<string, unknown> | null;
  /** Their entry in the record's `Organisations` map for this organisation, as stored. */
  membership: Record<string, unknown>;
  /** Their `Organisations/{org}/members` entry, as stored. */
  mirror: Record<string, unknown>;
  codes: RemovedCode[];
  /** The organisation's groups they left that their entry named (undo puts them back in each one's list). */
  groupIds: string[];
}

/** A removal's entry that cannot be undone carries only the reason. */
export interface MemberRemovalWithoutUndo {
  unavailable: MemberRemovalNotUndoable;
}

/** The reason stored on a removal's entry instead of a payload, as a person reads it; null when it has none. */
export function removalNotUndoable(undo: unknown): string | null {
  if (typeof undo !== 'object' || undo === null || !('unavailable' in undo)) return null;
  const reason = (undo as { unavailable: unknown }).unavailable;
  return typeof reason === 'string' && reason in MEMBER_REMOVAL_NOT_UNDOABLE
    ? MEMBER_REMOVAL_NOT_UNDOABLE[reason as MemberRemovalNotUndoable]
    : 'This removal cannot be undone';
}

/** The documents an undo would write, as they are now. */
export interface RemovalStateNow {
  organisationExists: boolean;
  /** Whether the person's Users record exists, and whether it holds a membership of the organisation. */
  recordExists: boolean;
  memberOfOrganisation: boolean;
  mirrorExists: boolean;
  /** Per code: whether its document or its listing exists again. */
  codesBack: string[];
  /** Per group named: its organisation, or null when the group is gone. */
  groupOrganisations: Record<string, string | null>;
}

/**
 * What changed since a removal that makes its undo unsafe, or null when it can be undone: the person joined the
 * organisation again (or, when their record was deleted, has a record again), their account was deleted, a code
 * was made again, a group or the organisation itself was deleted.
 */
export function removalChangedSince(
  undo: Pick<MemberRemovalUndo, 'record' | 'groupIds'>,
  organisationId: string,
  now: RemovalStateNow,
): string | null {
  if (!now.organisationExists) return 'The organisation has been deleted since the removal';
  if (undo.record && now.recordExists)
    return 'This person has an account record again since the removal (they joined again or signed up)';
  if (!undo.record && !now.recordExists)
    return 'This person’s account record has been deleted since the removal';
  if (now.memberOfOrganisation || now.mirrorExists)
    return 'This person has joined the organisation again since the removal';
  if (now.codesBack.length > 0)
    return `The access code ${now.codesBack.join(', ')} has been created again since the removal`;
  const gone = undo.groupIds.filter((g) => now.groupOrganisations[g] !== organisationId);
  if (gone.length > 0) return 'A group they were in has been deleted since the removal';
  return null;
}

/**
 * Whether the payload's parts agree with each other and with the entry: the rules tie each part to the stored
 * documents, and this repeats the cheap part of that on the server, so an entry that is not a removal's is
 * never written back. Returns why not, or null.
 */
export function removalPayloadProblem(
  undo: MemberRemovalUndo,
  entry: { organisationId: string; targetId: string },
): string | null {
  const { userKey, record, membership, mirror } = undo;
  const orgId = entry.organisationId;
  if (userKey !== entry.targetId) return 'This entry’s undo names another person than its removal';
  if (membership.userKey !== userKey || membership.organisationId !== orgId)
    return 'This entry’s membership is not this person’s in this organisation';
  if (mirror.userKey !== userKey || mirror.organisationId !== orgId)
    return 'This entry’s member listing is not this person’s in this organisation';
  if (record) {
    const orgs = record.Organisations as Record<string, unknown> | undefined;
    if (record.userKey !== userKey || !orgs || !(orgId in orgs))
      return 'This entry’s account record is not this person’s';
  }
  const own = (c: Record<string, unknown> | null, code: string) =>
    !c || c.tempUserId === userKey || membership.accessCode === code;
  for (const c of undo.codes) {
    if (c.accessCode && c.accessCode.organisationId !== orgId)
      return 'This entry names an access code of another organisation';
    if (!own(c.accessCode, c.code) || !own(c.listing, c.code))
      return 'This entry names an access code that was not this person’s';
  }
  const named = Array.isArray(membership.groupIds) ? (membership.groupIds as unknown[]) : [];
  if (undo.groupIds.some((g) => !named.includes(g)))
    return 'This entry names a group their membership did not';
  return null;
}
