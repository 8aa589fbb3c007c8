/**
 * What other areas may use of `organisations` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { orgKeys, useGroups, useLogos, useOrganisation, useOrganisationNames } from './queries';
export { usePickedOrganisation } from './working-organisation';
