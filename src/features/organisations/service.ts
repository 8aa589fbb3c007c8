import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import type { Role } from '../../kernel/roles';
import { addMembership, changeMembership, entryData, memberRef, userRef } from './membership-writes';
import {
  DEFAULT_ORGANISATION_SETTINGS,
  zMember,
  zOrganisation,
  type Member,
  type Organisation,
} from './model';

const orgConverter = converterFor(zOrganisation);
const memberConverter = converterFor(zMember);
/** Staff lists are shown whole and searched in the browser; no organisation here has more members than this. */
export const MEMBER_LIST_LIMIT = 2000;

export function organisationRef(organisationId: string) {
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  return doc(db(), COLLECTIONS.organisations, organisationId).withConverter(orgConverter);
}

export async function getOrganisation(organisationId: string): Promise<WithId<Organisation>> {
  const snap = await getDoc(organisationRef(organisationId));
  if (!snap.exists()) throw new AppError(ERRORS.organisationNotFound);
  return snap.data();
}

export interface NewOrganisation {
  name: string;
  type: string;
  description: string;
}

/**
 * Registration (spec section 7): the organisation with default settings, the registering user's admin
 * membership and its mirror, in one batch. The account must be signed in already.
 */
export async function registerOrganisation(input: NewOrganisation): Promise<string> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const orgRef = doc(collection(db(), COLLECTIONS.organisations));
  const existing = await getDoc(userRef(auth.uid));
  const batch = writeBatch(db());
  batch.set(orgRef, {
    name: input.name.trim(),
    type: input.type,
    description: input.description.trim(),
    adminId: auth.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
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
    // A brand-new account gets its record with the membership already in it.
    const data = entryData(entry, serverTimestamp());
    batch.set(userRef(auth.uid), {
      userKey: auth.uid,
      email: auth.email ?? '',
      displayName: auth.displayName ?? '',
      Organisations: { [orgRef.id]: data },
      membershipUpdatedIn: orgRef.id,
      registered: true,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(memberRef(orgRef.id, auth.uid), data);
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

/** Saves the given fields; a field given as `undefined` (an emptied logo URL) is removed from the document. */
export async function updateOrganisation(organisationId: string, change: OrganisationChange): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(change).map(([key, value]) => [key, value === undefined ? deleteField() : value]),
  );
  const batch = writeBatch(db());
  batch.update(doc(db(), COLLECTIONS.organisations, organisationId), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
}

/** Everyone in the organisation, from the staff-readable mirror. */
export async function listMembers(organisationId: string): Promise<WithId<Member>[]> {
  const snap = await getDocs(
    query(
      collection(db(), COLLECTIONS.organisations, organisationId, 'members').withConverter(memberConverter),
      limit(MEMBER_LIST_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}

export interface Logos {
  logoUrl: string | null;
  partnerLogoUrls: string[];
}

/** Sample logos shown for the demo organisation until it sets its own. */
export const DEMO_LOGOS: Logos = {
  logoUrl: '/logos/riverside-heritage.svg',
  partnerLogoUrls: ['/logos/partner-archive.svg', '/logos/partner-library.svg'],
};

/** The logos lookup falls back to empty results (spec section 8), with sample data for the demo organisation. */
export async function getLogos(organisationId: string, demoOrganisationId = 'demo-org'): Promise<Logos> {
  try {
    const org = await getOrganisation(organisationId);
    if (!org.logoUrl && org.partnerLogoUrls.length === 0 && organisationId === demoOrganisationId)
      return DEMO_LOGOS;
    return { logoUrl: org.logoUrl ?? null, partnerLogoUrls: org.partnerLogoUrls };
  } catch {
    return organisationId === demoOrganisationId ? DEMO_LOGOS : { logoUrl: null, partnerLogoUrls: [] };
  }
}

/** Sets a member's roles in the organisation (admins only; the rules refuse anyone else). */
export async function setMemberRoles(organisationId: string, userId: string, roles: Role[]): Promise<void> {
  const batch = writeBatch(db());
  changeMembership(batch, organisationId, userId, { roles });
  await batch.commit();
}

/**
 * Every organisation's id and name, sorted by name, for a super admin's organisation picker on the screens of
 * an organisation's staff (the rules refuse anyone else).
 */
export async function listOrganisationNames(): Promise<{ id: string; name: string }[]> {
  const snap = await getDocs(query(collection(db(), COLLECTIONS.organisations), limit(500)));
  return snap.docs
    .map((d) => ({ id: d.id, name: String(d.get('name') ?? '') || d.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
