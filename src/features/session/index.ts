/**
 * What other areas may use of `session` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { SessionContext, useSession, type SessionContextValue } from './session-context';
export { useOrgAccess } from './use-org-access';
