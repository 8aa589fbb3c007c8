import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import {
  removalChangedSince,
  removalPayloadProblem,
  type MemberRemovalUndo,
} from '@storytelling/shared/member-removal';
import { chunks } from '../projects/plan.js';
import type { UndoableEntry } from './author-merge-undo.js';

const zDoc = z.record(z.string(), z.unknown());
const zId = z.string().check(z.minLength(1), z.maxLength(300));
/** The stored payload, checked before anything is written from it: an entry is data a client wrote. */
const zMemberRemovalUndo = z.object({
  userKey: zId,
  record: z.nullable(zDoc),
  membership: zDoc,
  mirror: zDoc,
  codes: z
    .array(z.object({ code: zId, accessCode: z.nullable(zDoc), listing: z.nullable(zDoc) }))
    .check(z.maxLength(10)),
  groupIds: z.array(zId).check(z.maxLength(500)),
}) satisfies z.ZodMiniType<MemberRemovalUndo>;

/**
 * Puts a removed member back inside `tx`: their record as it was (or their membership back into the record
 * that stayed), their mirror entry, the code and listing the removal deleted, their place in each group, and the
 * private-project access those groups give (as syncGroupAccess would grant it, since the removal's own revokes
 * came after its write). Reads everything first (a transaction's rule), then refuses with the reason when the
 * entry is not a removal's or anything it would overwrite has changed since; returns null when it has written.
 */
export async function undoMemberRemoval(
  db: Firestore,
  tx: Transaction,
  entry: UndoableEntry,
): Promise<string | null> {
  const parsed = zMemberRemovalUndo.safeParse(entry.undo);
  if (!parsed.success) return 'This entry does not hold what is needed to undo it';
  const u = parsed.data;
  const orgId = entry.organisationId;
  const problem = removalPayloadProblem(u, { organisationId: orgId, targetId: entry.targetId });
  if (problem) return problem;

  const userRef = db.doc(`Users/${u.userKey}`);
  const mirrorRef = db.doc(`Organisations/${orgId}/members/${u.userKey}`);
  const codeRef = (code: string) => db.doc(`accessCodes/${code}`);
  const listingRef = (code: string) => db.doc(`Organisations/${orgId}/generatedCodes/${code}`);
  const groupRefs = u.groupIds.map((g) => db.doc(`groups/${g}`));
  const [organisation, user, mirror, ...rest] = await tx.getAll(
    db.doc(`Organisations/${orgId}`),
    userRef,
    mirrorRef,
    ...u.codes.flatMap((c) => [codeRef(c.code), listingRef(c.code)]),
    ...groupRefs,
  );
  const codeSnaps = rest.slice(0, 2 * u.codes.length);
  const groups = rest.slice(2 * u.codes.length);
  const orgs = (user!.get('Organisations') ?? {}) as Record<string, unknown>;
  const refusal = removalChangedSince(u, orgId, {
    organisationExists: organisation!.exists,
    recordExists: user!.exists,
    memberOfOrganisation: orgId in orgs,
    mirrorExists: mirror!.exists,
    codesBack: u.codes
      .filter((_, i) => codeSnaps[2 * i]!.exists || codeSnaps[2 * i + 1]!.exists)
      .map((c) => c.code),
    groupOrganisations: Object.fromEntries(
      groups.map((g) => [g.id, g.exists ? String(g.get('organisationId') ?? '') : null]),
    ),
  });
  if (refusal) return refusal;
  const grants = await groupAccessToRestore(db, tx, u.userKey, u.groupIds);

  const now = FieldValue.serverTimestamp();
  if (u.record) tx.set(userRef, u.record);
  else
    tx.update(
      userRef,
      new FieldPath('Organisations', orgId),
      u.membership,
      'membershipUpdatedIn',
      orgId,
      'updatedAt',
      now,
    );
  tx.set(mirrorRef, u.mirror);
  for (const c of u.codes) {
    if (c.accessCode) tx.set(codeRef(c.code), c.accessCode);
    if (c.listing) tx.set(listingRef(c.code), c.listing);
  }
  for (const g of groups) tx.update(g.ref, { memberIds: FieldValue.arrayUnion(u.userKey), updatedAt: now });
  for (const projectId of grants)
    tx.set(db.doc(`ProjectAccess/${projectId}_${u.userKey}`), {
      project_id: projectId,
      userId: u.userKey,
      accessLevel: 'read',
      createdAt: now,
      source: 'group',
    });
  return null;
}

/**
 * The private projects the person's groups open to them that they hold no access record for (the removal's
 * group access sync took the group-given ones away): one record each, as the app's group access sync writes.
 */
async function groupAccessToRestore(
  db: Firestore,
  tx: Transaction,
  userKey: string,
  groupIds: string[],
): Promise<string[]> {
  const projects = new Set<string>();
  for (const part of chunks(groupIds, 30)) {
    const snap = await tx.get(db.collection('Projects').where('groupIds', 'array-contains-any', part));
    for (const p of snap.docs) if (p.get('isPrivate') === true) projects.add(p.id);
  }
  const ids = [...projects];
  if (ids.length === 0) return [];
  const access = await tx.getAll(...ids.map((id) => db.doc(`ProjectAccess/${id}_${userKey}`)));
  return ids.filter((_, i) => !access[i]!.exists);
}
