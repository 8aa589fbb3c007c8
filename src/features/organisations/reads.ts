import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { countAsUser, queryAsUser, readAsUser } from '../../lib/reads-as-user';
import type { RestQuery } from '../../lib/firestore-rest';
import { zGroup, zMember, zOrganisation, type Group, type Member, type Organisation } from './model';
import { zJoinRequest, type JoinRequest } from '../memberships/model';

/**
 * The organisation dashboards' reads, one request each as the signed-in person (lib/reads-as-user.ts), so the
 * first dashboard after sign-in needs no Firestore SDK (its writes load the streaming one when someone changes
 * something). Same person as the writes, so the same rules judge them.
 */

/** Staff lists are shown whole and searched in the browser; no organisation here has more members than this. */
export const MEMBER_LIST_LIMIT = 2000;

export async function getOrganisation(organisationId: string): Promise<WithId<Organisation>> {
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  const organisation = await readAsUser(zOrganisation, `${COLLECTIONS.organisations}/${organisationId}`);
  if (!organisation) throw new AppError(ERRORS.organisationNotFound);
  return organisation;
}

/** Everyone in the organisation, from the staff-readable mirror. */
export async function listMembers(organisationId: string): Promise<WithId<Member>[]> {
  return queryAsUser(zMember, `${COLLECTIONS.organisations}/${organisationId}/members`, {
    limit: MEMBER_LIST_LIMIT,
  });
}

/** The organisation's groups by name. */
export async function listGroups(organisationId: string): Promise<WithId<Group>[]> {
  const groups = await queryAsUser(zGroup, COLLECTIONS.groups, {
    where: [['organisationId', '==', organisationId]],
    limit: 500,
  });
  return groups.sort((a, b) => a.name.localeCompare(b.name));
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

/** How many waiting requests the queue shows at once; an organisation rarely has more than a class waiting. */
export const JOIN_QUEUE_LIMIT = 200;
const pendingJoins = (organisationId: string): RestQuery['where'] => [
  ['organisationId', '==', organisationId],
  ['status', '==', 'pending'],
];

/** The organisation's waiting join requests, oldest first (first come, first decided). */
export async function listPendingJoinRequests(organisationId: string): Promise<WithId<JoinRequest>[]> {
  return queryAsUser(zJoinRequest, COLLECTIONS.joinRequests, {
    where: pendingJoins(organisationId),
    orderBy: ['requestedAt'],
    limit: JOIN_QUEUE_LIMIT,
  });
}

/** How many join requests wait, for the navigation's count: one aggregation, not the documents. */
export async function countPendingJoinRequests(organisationId: string): Promise<number> {
  return countAsUser(COLLECTIONS.joinRequests, { where: pendingJoins(organisationId) });
}
