import * as lite from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zGroup, zMember, zOrganisation, type Group, type Member, type Organisation } from './model';
import { zJoinRequest, type JoinRequest } from '../memberships/model';

/**
 * The organisation dashboards' reads, on the Firestore lite SDK: one request each, so the first dashboard after
 * sign-in needs neither the streaming SDK (its writes load it when someone changes something) nor its channel.
 * Same signed-in app as the writes, so the same rules judge them.
 */

/** Staff lists are shown whole and searched in the browser; no organisation here has more members than this. */
export const MEMBER_LIST_LIMIT = 2000;

const orgConverter = liteConverter(converterFor(zOrganisation));
const memberConverter = liteConverter(converterFor(zMember));
const groupConverter = liteConverter(converterFor(zGroup));

export async function getOrganisation(organisationId: string): Promise<WithId<Organisation>> {
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  const ref = lite.doc(dbLite(), COLLECTIONS.organisations, organisationId);
  const snap = await lite.getDoc(ref.withConverter(orgConverter));
  if (!snap.exists()) throw new AppError(ERRORS.organisationNotFound);
  return snap.data();
}

/** Everyone in the organisation, from the staff-readable mirror. */
export async function listMembers(organisationId: string): Promise<WithId<Member>[]> {
  const members = lite.collection(dbLite(), COLLECTIONS.organisations, organisationId, 'members');
  const snap = await lite.getDocs(
    lite.query(members.withConverter(memberConverter), lite.limit(MEMBER_LIST_LIMIT)),
  );
  return snap.docs.map((d) => d.data());
}

/** The organisation's groups by name. */
export async function listGroups(organisationId: string): Promise<WithId<Group>[]> {
  const groups = lite.collection(dbLite(), COLLECTIONS.groups).withConverter(groupConverter);
  const snap = await lite.getDocs(
    lite.query(groups, lite.where('organisationId', '==', organisationId), lite.limit(500)),
  );
  return snap.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
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

/** The logos lookup falls back to empty results, with sample data for the demo organisation. */
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

const requestConverter = liteConverter(converterFor(zJoinRequest));
/** How many waiting requests the queue shows at once; an organisation rarely has more than a class waiting. */
export const JOIN_QUEUE_LIMIT = 200;
const pendingJoins = (organisationId: string) =>
  lite.query(
    lite.collection(dbLite(), COLLECTIONS.joinRequests).withConverter(requestConverter),
    lite.where('organisationId', '==', organisationId),
    lite.where('status', '==', 'pending'),
  );

/** The organisation's waiting join requests, oldest first (first come, first decided). */
export async function listPendingJoinRequests(organisationId: string): Promise<WithId<JoinRequest>[]> {
  const snap = await lite.getDocs(
    lite.query(pendingJoins(organisationId), lite.orderBy('requestedAt'), lite.limit(JOIN_QUEUE_LIMIT)),
  );
  return snap.docs.map((d) => d.data());
}

/** How many join requests wait, for the navigation's count: one aggregation, not the documents. */
export async function countPendingJoinRequests(organisationId: string): Promise<number> {
  return (await lite.getCount(pendingJoins(organisationId))).data().count;
}
