import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, stripUndefined, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { chunk } from '../../lib/chunk';
import {
  addMembership,
  createRecordWithMembership,
  entryData,
  groupsForJoin,
  joinGroupsInTransaction,
  memberRef,
  userRef,
} from '../memberships';
import { zUser } from '../../kernel/users';
import { joinNeedsApproval, joinRequestId, zJoinRequest, type JoinRequest } from '../memberships/model';
import { ROLE_LABELS, type Role } from '../../kernel/roles';
import { historyWrite } from '../../lib/history-entry';
import {
  ANONYMOUS_NOT_ALLOWED,
  codeExpiry,
  codeProblem,
  codeUse,
  generateCode,
  isClassCode,
  normaliseCode,
  temporaryMemberName,
  zAccessCode,
  type AccessCode,
  type GeneratedCode,
} from './model';

/** Firestore's limit on the writes of one batch. */
const CODE_DELETE_BATCH = 500;

const codeConverter = converterFor(zAccessCode);
const userConverter = converterFor(zUser);
const requestConverter = converterFor(zJoinRequest);

const codeRef = (code: string) => firestore.doc(db(), COLLECTIONS.accessCodes, code);
const generatedRef = (organisationId: string, code: string) =>
  firestore.doc(db(), COLLECTIONS.organisations, organisationId, COLLECTIONS.generatedCodes, code);
const generatedCodes = (organisationId: string) =>
  firestore.collection(db(), COLLECTIONS.organisations, organisationId, COLLECTIONS.generatedCodes);

/** Reads one code by id (codes are never listed). Null when there is no such code. */
export async function getAccessCode(code: string): Promise<WithId<AccessCode> | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  const snap = await firestore.getDoc(codeRef(normalised).withConverter(codeConverter));
  return snap.exists() ? snap.data() : null;
}

/**
 * Shared codes and temporary members only where the organisation allows anonymous members. The rules refuse
 * them anyway (personalOrAllowed, createsTemporaryMember); asking first turns their bare refusal into words.
 */
async function refuseUnlessAnonymousAllowed(organisationId: string): Promise<void> {
  const org = await firestore.getDoc(firestore.doc(db(), COLLECTIONS.organisations, organisationId));
  if (org.get('settings.allowAnonymousMembers') !== true) throw new AppError(ANONYMOUS_NOT_ALLOWED);
}

export interface NewCode {
  organisationId: string;
  role: Role;
  /** A personal code for one person (7 days); without it the code is anonymous (30 days). */
  email?: string;
  groupId?: string;
}

function codeFields(code: string, input: NewCode, extra: Partial<AccessCode> = {}) {
  const anonymous = !input.email;
  const expiresAt = firestore.Timestamp.fromDate(codeExpiry(anonymous ? 'anonymous' : 'emailed', new Date()));
  return {
    code,
    organisationId: input.organisationId,
    role: input.role,
    ...(input.email ? { email: input.email.trim().toLowerCase() } : {}),
    ...(input.groupId ? { groupId: input.groupId } : {}),
    isActive: true,
    isAnonymous: anonymous,
    createdAt: firestore.serverTimestamp(),
    expiresAt,
    ...extra,
  };
}

/** The organisation's own listing of a code: the parts staff need to see, without usage. */
function generatedFields(fields: ReturnType<typeof codeFields>) {
  const {
    organisationId: _org,
    isActive: _active,
    moderatorEmail: _m,
    ...rest
  } = fields as Record<string, unknown>;
  return rest;
}

/**
 * Creates a code and lists it in the organisation's generatedCodes. A personal (e-mailed) code is the full
 * generated id, which the invitation e-mail carries; an anonymous code is 8 random characters that can
 * be read aloud and typed from paper.
 */
export async function createAccessCode(input: NewCode): Promise<string> {
  if (!input.email) await refuseUnlessAnonymousAllowed(input.organisationId);
  const code = input.email
    ? firestore.doc(firestore.collection(db(), COLLECTIONS.accessCodes)).id
    : generateCode();
  const fields = codeFields(code, input);
  const batch = firestore.writeBatch(db());
  batch.set(codeRef(code), fields);
  batch.set(generatedRef(input.organisationId, code), generatedFields(fields));
  // A code lets someone in with its role: who made which, and when, is the organisation's to see.
  const role = ROLE_LABELS[input.role].toLowerCase();
  const entry = historyWrite({
    organisationId: input.organisationId,
    kind: 'codes-generated',
    summary: input.email
      ? `Made a personal ${role} code for ${input.email}`
      : `Made a shared ${role} code${input.groupId ? ' for a group' : ''}`,
    target: { collection: COLLECTIONS.accessCodes, id: code, label: input.email ?? `${role} code` },
  });
  batch.set(entry.ref, entry.data);
  await batch.commit();
  return code;
}

export interface NewTemporaryMember {
  organisationId: string;
  name: string;
  animalEmoji?: string;
  moderatorEmail: string;
  groupId?: string;
}

/**
 * A temporary member: named by an animal emoji plus a name, role member, not registered, with a
 * moderator e-mail, and an anonymous code (30 days) with which the person later joins for real.
 */
export async function createTemporaryMember(
  input: NewTemporaryMember,
): Promise<{ userId: string; code: string }> {
  if (!input.moderatorEmail.trim()) throw new AppError(ERRORS.moderatorEmailNotFound);
  await refuseUnlessAnonymousAllowed(input.organisationId);
  const code = generateCode();
  const userId = `temp_${generateCode()}${generateCode()}${generateCode().slice(0, 4)}`;
  const name = temporaryMemberName(input.name, input.animalEmoji);
  const animal = [...name][0] ?? '';
  const fields = codeFields(
    code,
    { organisationId: input.organisationId, role: 'member', groupId: input.groupId },
    {
      identifier: input.name.trim(),
      animalEmoji: animal,
      tempUserId: userId,
      moderatorEmail: input.moderatorEmail.trim(),
    },
  );
  const entry = {
    userKey: userId,
    organisationId: input.organisationId,
    roles: ['member'] as Role[],
    email: '',
    name,
    groupIds: [],
    accessCode: code,
  };
  const batch = firestore.writeBatch(db());
  batch.set(codeRef(code), fields);
  batch.set(generatedRef(input.organisationId, code), generatedFields(fields));
  batch.set(userRef(userId), {
    userKey: userId,
    email: '',
    displayName: name,
    Organisations: { [input.organisationId]: entryData(entry, firestore.serverTimestamp()) },
    isTemporary: true,
    registered: false,
    accessCode: code,
    organisationId: input.organisationId,
    moderatorEmail: input.moderatorEmail.trim(),
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  batch.set(memberRef(input.organisationId, userId), {
    ...entryData(entry, firestore.serverTimestamp()),
    isTemporary: true,
  });
  await batch.commit();
  return { userId, code };
}

/** Deletes codes and their listings, in batches of 500 operations. */
export async function deleteAccessCodes(organisationId: string, codes: readonly string[]): Promise<void> {
  // Two deletes per code.
  for (const part of chunk(codes, CODE_DELETE_BATCH / 2)) {
    const batch = firestore.writeBatch(db());
    for (const code of part) {
      batch.delete(codeRef(code));
      batch.delete(generatedRef(organisationId, code));
    }
    await batch.commit();
  }
}

/** Deletes every listed code of the organisation (and the codes themselves). */
export async function deleteAllGeneratedCodes(organisationId: string): Promise<number> {
  const snap = await firestore.getDocs(
    firestore.query(generatedCodes(organisationId), firestore.limit(5000)),
  );
  await deleteAccessCodes(
    organisationId,
    snap.docs.map((d) => d.id),
  );
  return snap.size;
}

type BatchOp =
  | { kind: 'delete'; ref: firestore.DocumentReference }
  | { kind: 'set'; ref: firestore.DocumentReference; data: Record<string, unknown> };

/**
 * Replaces the organisation's listing with the given entries, together with `alongside` (writes to the codes
 * themselves), in one batch: all of it happens or none. Past Firestore's 500 writes per batch it goes in parts,
 * which an organisation with hundreds of codes is the only one to meet.
 */
export async function replaceGeneratedCodes(
  organisationId: string,
  entries: readonly (Record<string, unknown> & { code: string })[],
  alongside: readonly BatchOp[] = [],
): Promise<void> {
  const snap = await firestore.getDocs(
    firestore.query(generatedCodes(organisationId), firestore.limit(5000)),
  );
  const keep = new Set(entries.map((e) => e.code));
  const deletes = snap.docs.filter((d) => !keep.has(d.id)).map((d) => d.ref);
  const ops: BatchOp[] = [
    ...alongside,
    ...deletes.map((ref) => ({ kind: 'delete' as const, ref })),
    ...entries.map((e) => {
      // Listed entries come back with their document id; only the listing's own fields are written.
      const { id: _id, ...fields } = e as Record<string, unknown>;
      return {
        kind: 'set' as const,
        ref: generatedRef(organisationId, e.code),
        data: stripUndefined(fields),
      };
    }),
  ];
  for (const part of chunk(ops, CODE_DELETE_BATCH)) {
    const batch = firestore.writeBatch(db());
    for (const op of part) {
      if (op.kind === 'delete') batch.delete(op.ref);
      else batch.set(op.ref, { ...op.data });
    }
    await batch.commit();
  }
}

/**
 * New class codes for old: every shared anonymous code of the organisation that has not expired (not the
 * e-mailed ones, made for one person, nor temporary members' own) is replaced by a fresh code for the same role
 * and group, valid 30 days from now, and the old code stops working. For when a code was shared further than
 * meant. Resolves to how many were replaced, old → new.
 */
export async function regenerateClassCodes(organisationId: string): Promise<Record<string, string>> {
  const snap = await firestore.getDocs(
    firestore.query(generatedCodes(organisationId), firestore.limit(5000)),
  );
  const listed = snap.docs.map((d) => ({ ...(d.data() as GeneratedCode), code: d.id }));
  const now = new Date();
  const replaced: Record<string, string> = {};
  const alongside: BatchOp[] = [];
  const entries = listed.map((entry) => {
    const expiresAt = (entry.expiresAt as unknown as firestore.Timestamp).toDate();
    if (!isClassCode(entry) || expiresAt <= now)
      return entry as unknown as Record<string, unknown> & { code: string };
    const code = generateCode();
    const fields = codeFields(code, { organisationId, role: entry.role, groupId: entry.groupId });
    replaced[entry.code] = code;
    alongside.push({ kind: 'delete', ref: codeRef(entry.code) });
    alongside.push({ kind: 'set', ref: codeRef(code), data: fields });
    return { ...generatedFields(fields), code } as Record<string, unknown> & { code: string };
  });
  const count = Object.keys(replaced).length;
  if (count === 0) return replaced;
  const entry = historyWrite({
    organisationId,
    kind: 'codes-generated',
    summary: `Replaced ${count} shared class ${count === 1 ? 'code' : 'codes'} with new ones`,
    target: { collection: COLLECTIONS.organisations, id: organisationId, label: 'Class codes' },
  });
  // In the first part with the codes it describes, so the entry is never without them.
  alongside.unshift({ kind: 'set', ref: entry.ref, data: entry.data as Record<string, unknown> });
  await replaceGeneratedCodes(organisationId, entries, alongside);
  return replaced;
}

export interface JoinResult {
  organisationId: string;
  role: Role;
  /** True when the join waits for an admin's approval (a join request) and gives no access yet. */
  pending: boolean;
}

const requestRef = (organisationId: string, userId: string) =>
  firestore.doc(db(), COLLECTIONS.joinRequests, joinRequestId(organisationId, userId));

/** The signed-in person's own join request to an organisation, or null when they have none. */
export async function getMyJoinRequest(organisationId: string): Promise<WithId<JoinRequest> | null> {
  const auth = authClient().currentUser;
  if (!auth || !organisationId) return null;
  const snap = await firestore.getDoc(requestRef(organisationId, auth.uid).withConverter(requestConverter));
  return snap.exists() ? snap.data() : null;
}

/**
 * Joins the signed-in user to the code's organisation in one transaction: the code is
 * checked and used, the membership and its mirror written; a temporary member's code turns them into this
 * permanent member and deletes the temporary record.
 */
export async function joinWithCode(code: string, requiredRole?: Role): Promise<JoinResult> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const normalised = normaliseCode(code);
  if (!normalised) throw new AppError(ERRORS.invalidAccessCode);
  // The groups the joiner enters (the code's group, a temporary member's groups) are found before the
  // transaction, which cannot query; the transaction re-reads the group documents themselves.
  const preview = await getAccessCode(normalised);
  let groups: Awaited<ReturnType<typeof groupsForJoin>> = [];
  if (preview && !codeProblem(preview, new Date())) {
    const tempSnap = preview.tempUserId
      ? await firestore.getDoc(userRef(preview.tempUserId).withConverter(userConverter))
      : null;
    const tempGroups = tempSnap?.exists()
      ? (tempSnap.data().Organisations[preview.organisationId]?.groupIds ?? [])
      : [];
    groups = await groupsForJoin(preview.organisationId, [
      ...(preview.groupId ? [preview.groupId] : []),
      ...tempGroups,
    ]);
  }
  return firestore.runTransaction(db(), async (tx) => {
    const codeSnap = await tx.get(codeRef(normalised).withConverter(codeConverter));
    const found = codeSnap.exists() ? codeSnap.data() : null;
    const userSnap = await tx.get(userRef(auth.uid).withConverter(userConverter));
    const record = userSnap.exists() ? userSnap.data() : null;
    // Someone already in the organisation is told so, even when their old code is used up.
    if (found && record?.Organisations[found.organisationId]) throw new AppError(ERRORS.alreadyMember);
    const problem = codeProblem(found, new Date(), requiredRole);
    if (problem || !found) throw new AppError(problem ?? ERRORS.invalidAccessCode);
    const orgSnap = await tx.get(firestore.doc(db(), COLLECTIONS.organisations, found.organisationId));
    if (!orgSnap.exists()) throw new AppError(ERRORS.organisationNotFound);
    const joined = found.organisationId === preview?.organisationId ? groups : [];

    // Read as the rules read it: without a settings record the spec's default (approval required) holds.
    const settings = { requireApproval: orgSnap.get('settings.requireApproval') !== false };
    if (joinNeedsApproval(settings, found, auth.email ?? '')) {
      // Where approval is required, the code files a request instead of a membership; asked again while it
      // waits, it changes nothing (the code's use is not recorded twice).
      const requested = await tx.get(requestRef(found.organisationId, auth.uid));
      if (requested.exists() && requested.get('status') === 'pending')
        return { organisationId: found.organisationId, role: requested.get('role') as Role, pending: true };
      tx.update(codeRef(normalised), codeUse(found, auth.uid, firestore.serverTimestamp()));
      // The request's name is the one the rules accept: the person's record's (made here when they have none).
      const name = record?.displayName || auth.displayName || '';
      if (!record)
        tx.set(userRef(auth.uid), {
          userKey: auth.uid,
          email: auth.email ?? '',
          displayName: name,
          Organisations: {},
          registered: true,
          createdAt: firestore.serverTimestamp(),
          updatedAt: firestore.serverTimestamp(),
        });
      tx.set(requestRef(found.organisationId, auth.uid), {
        organisationId: found.organisationId,
        userKey: auth.uid,
        email: auth.email ?? '',
        name,
        role: found.role,
        accessCode: normalised,
        groupIds: joined.map((g) => g.groupId),
        status: 'pending',
        requestedAt: firestore.serverTimestamp(),
      });
      return { organisationId: found.organisationId, role: found.role, pending: true };
    }

    let tempId: string | null = null;
    if (found.tempUserId) {
      const tempSnap = await tx.get(userRef(found.tempUserId).withConverter(userConverter));
      if (!tempSnap.exists()) throw new AppError(ERRORS.temporaryUserNotFound);
      const tempUser = tempSnap.data();
      if (!tempUser.moderatorEmail) throw new AppError(ERRORS.moderatorEmailNotFound);
      tempId = found.tempUserId;
    }
    await joinGroupsInTransaction(tx, auth.uid, joined, tempId);

    tx.update(codeRef(normalised), codeUse(found, auth.uid, firestore.serverTimestamp()));
    const entry = {
      userKey: auth.uid,
      organisationId: found.organisationId,
      roles: [found.role],
      email: auth.email ?? '',
      name: record?.displayName || auth.displayName || '',
      groupIds: joined.map((g) => g.groupId),
      accessCode: normalised,
    };
    if (record) {
      addMembership(tx, entry, tempId ? { registered: true } : {});
    } else {
      createRecordWithMembership(tx, entry, auth);
    }
    if (tempId) {
      tx.delete(userRef(tempId));
      tx.delete(memberRef(found.organisationId, tempId));
    }
    return { organisationId: found.organisationId, role: found.role, pending: false };
  });
}
