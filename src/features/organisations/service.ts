import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { ROLE_LABELS, type Role } from '../../kernel/roles';
import { historyWrite } from '../../lib/history-entry';
import { addMembership, changeMembership, createRecordWithMembership, userRef } from '../memberships';
import { DEFAULT_ORGANISATION_SETTINGS, zOrganisation, type Organisation } from './model';
import { settingsChangeSummary } from './settings-history';

const orgConverter = converterFor(zOrganisation);

export function organisationRef(organisationId: string) {
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  return firestore.doc(db(), COLLECTIONS.organisations, organisationId).withConverter(orgConverter);
}

export interface NewOrganisation {
  name: string;
  type: string;
  description: string;
}

/**
 * Registration: the organisation with default settings, the registering user's admin
 * membership and its mirror, in one batch. The account must be signed in already.
 */
export async function registerOrganisation(input: NewOrganisation): Promise<string> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const orgRef = firestore.doc(firestore.collection(db(), COLLECTIONS.organisations));
  const existing = await firestore.getDoc(userRef(auth.uid));
  const batch = firestore.writeBatch(db());
  batch.set(orgRef, {
    name: input.name.trim(),
    type: input.type,
    description: input.description.trim(),
    adminId: auth.uid,
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
    isActive: true,
    settings: { ...DEFAULT_ORGANISATION_SETTINGS },
    partnerLogoUrls: [],
  });
  const entry = {
    userKey: auth.uid,
    organisationId: orgRef.id,
    roles: ['organisationAdmin'] as Role[],
    email: auth.email ?? '',
    name: auth.displayName ?? '',
    groupIds: [],
  };
  if (existing.exists()) {
    addMembership(batch, entry);
  } else {
    createRecordWithMembership(batch, entry, auth);
  }
  await batch.commit();
  return orgRef.id;
}

export type OrganisationChange = Partial<
  Pick<
    Organisation,
    'name' | 'type' | 'description' | 'logoUrl' | 'partnerLogoUrls' | 'settings' | 'isActive'
  >
>;

/**
 * Saves the given fields; a field given as `undefined` (an emptied logo URL) is removed from the document. What
 * changed goes into the organisation's history in the same transaction, read against the stored organisation.
 */
export async function updateOrganisation(organisationId: string, change: OrganisationChange): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(change).map(([key, value]) => [
      key,
      value === undefined ? firestore.deleteField() : value,
    ]),
  );
  const ref = organisationRef(organisationId);
  await firestore.runTransaction(db(), async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists()) throw new AppError(ERRORS.organisationNotFound);
    tx.update(ref, { ...fields, updatedAt: firestore.serverTimestamp() });
    const summary = settingsChangeSummary(before.data(), change);
    if (!summary) return;
    const entry = historyWrite({
      organisationId,
      kind: 'settings-changed',
      summary,
      target: { collection: COLLECTIONS.organisations, id: organisationId, label: before.data().name },
    });
    tx.set(entry.ref, entry.data);
  });
}

/**
 * Sets a member's roles in the organisation (admins only; the rules refuse anyone else), logged in the same batch.
 * `label` is what people call the member (their name), for the history.
 */
export async function setMemberRoles(
  organisationId: string,
  userId: string,
  roles: Role[],
  label: string = userId,
): Promise<void> {
  const batch = firestore.writeBatch(db());
  changeMembership(batch, organisationId, userId, { roles });
  const entry = historyWrite({
    organisationId,
    kind: 'role-change',
    summary: `Set the roles of ${label} to ${roles.map((r) => ROLE_LABELS[r]).join(', ') || 'no role'}`,
    target: { collection: COLLECTIONS.users, id: userId, label },
  });
  batch.set(entry.ref, entry.data);
  await batch.commit();
}

/**
 * Every organisation's id and name, sorted by name, for a super admin's organisation picker on the screens of
 * an organisation's staff (the rules refuse anyone else).
 */
export async function listOrganisationNames(): Promise<{ id: string; name: string }[]> {
  const snap = await firestore.getDocs(
    firestore.query(firestore.collection(db(), COLLECTIONS.organisations), firestore.limit(500)),
  );
  return snap.docs
    .map((d) => ({ id: d.id, name: String(d.get('name') ?? '') || d.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
