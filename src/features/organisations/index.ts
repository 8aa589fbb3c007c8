/**
 * What other areas may use of `organisations` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { accessKey } from './group-access';
export { groupsForJoin, joinGroupsInTransaction, setProjectGroups } from './groups-service';
export { CODE_DELETE_BATCH, chunk, grantableRoles } from './membership-rules';
export { addMembership, entryData, memberRef, userRef } from './membership-writes';
export { orgKeys, useGroups, useLogos, useOrganisationNames } from './queries';
export { useOrgAccess } from './use-org-access';
