/**
 * What other areas may use of `organisations` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { orgKeys, useGroups, useLogos, useMembers, useOrganisationNames } from './queries';
export { SenderLines } from './components/SenderLines';
export { SenderSummary } from './components/SenderSummary';
export { useSenderIdentity } from './use-sender-identity';
export { usePickedOrganisation } from './working-organisation';
