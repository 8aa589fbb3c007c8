import { updateOrganisation } from '../../src/features/organisations/service';

/**
 * A new organisation requires approval and refuses anonymous members (the spec's defaults). Tests of codes,
 * invites, groups and removal are not about approval, so their organisation's admin first sets it to let people
 * in at once and allow shared codes, as they would on the settings screen; approval has its own tests
 * (join-requests.test.ts). Runs as whoever is signed in, who must be the organisation's admin.
 */
export const openMembership = (organisationId: string) =>
  updateOrganisation(organisationId, { settings: { allowAnonymousMembers: true, requireApproval: false } });
