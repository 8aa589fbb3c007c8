import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { db } from '../../lib/firebase';
import type { Role } from '../../kernel/roles';

/**
 * A user's membership of an organisation lives in two places that the rules keep in step: the entry in
 * `Users/{uid}.Organisations` (what sign-in and the rules read) and `Organisations/{org}/members/{uid}` (what the
 * organisation's staff list). Every change goes through here so the two never drift.
 */
export interface MembershipEntry {
  userKey: string;
  organisationId: string;
  roles: Role[];
  email: string;
  name: string;
  groupIds: string[];
  accessCode?: string;
}

/** A write batch or a transaction: the membership writes are the same in both. */
export interface Writer {
  set(ref: firestore.DocumentReference, data: Record<string, unknown>): unknown;
  update(ref: firestore.DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: firestore.DocumentReference): unknown;
}

export const userRef = (userId: string) => firestore.doc(db(), COLLECTIONS.users, userId);
export const memberRef = (organisationId: string, userId: string) =>
  firestore.doc(db(), COLLECTIONS.organisations, organisationId, 'members', userId);

export function entryData(entry: MembershipEntry, joinedAt: firestore.FieldValue | Date) {
  return {
    userKey: entry.userKey,
    organisationId: entry.organisationId,
    roles: entry.roles,
    email: entry.email,
    name: entry.name,
    joinedAt,
    groupIds: entry.groupIds,
    ...(entry.accessCode ? { accessCode: entry.accessCode } : {}),
  };
}

/** Adds a new membership to an existing Users record (and its mirror). */
export function addMembership(
  writer: Writer,
  entry: MembershipEntry,
  extra: Record<string, unknown> = {},
): void {
  const data = entryData(entry, firestore.serverTimestamp());
  writer.update(userRef(entry.userKey), {
    [`Organisations.${entry.organisationId}`]: data,
    membershipUpdatedIn: entry.organisationId,
    updatedAt: firestore.serverTimestamp(),
    ...extra,
  });
  writer.set(memberRef(entry.organisationId, entry.userKey), data);
}

/**
 * A brand-new account's Users record with its first membership already in it (and the mirror), for the
 * person signing up as they join: registered, under the name and address they signed up with.
 */
export function createRecordWithMembership(
  writer: Writer,
  entry: MembershipEntry,
  account: { email?: string | null; displayName?: string | null },
): void {
  const data = entryData(entry, firestore.serverTimestamp());
  writer.set(userRef(entry.userKey), {
    userKey: entry.userKey,
    email: account.email ?? '',
    displayName: account.displayName ?? '',
    Organisations: { [entry.organisationId]: data },
    membershipUpdatedIn: entry.organisationId,
    registered: true,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  writer.set(memberRef(entry.organisationId, entry.userKey), data);
}

/** Changes roles or groups of an existing membership (and its mirror). */
export function changeMembership(
  writer: Writer,
  organisationId: string,
  userId: string,
  change: Partial<Pick<MembershipEntry, 'roles' | 'groupIds'>>,
): void {
  const fields: Record<string, unknown> = {
    membershipUpdatedIn: organisationId,
    updatedAt: firestore.serverTimestamp(),
  };
  for (const [key, value] of Object.entries(change)) fields[`Organisations.${organisationId}.${key}`] = value;
  writer.update(userRef(userId), fields);
  writer.update(memberRef(organisationId, userId), change);
}

/** Takes a user out of an organisation; `deleteRecord` removes the whole Users record instead. */
export function endMembership(
  writer: Writer,
  organisationId: string,
  userId: string,
  deleteRecord: boolean,
): void {
  if (deleteRecord) writer.delete(userRef(userId));
  else
    writer.update(userRef(userId), {
      [`Organisations.${organisationId}`]: firestore.deleteField(),
      membershipUpdatedIn: organisationId,
      updatedAt: firestore.serverTimestamp(),
    });
  writer.delete(memberRef(organisationId, userId));
}
