import { lazy } from 'react';
/**
 * What other areas may use of `session` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { SessionContext, useSession, type SessionContextValue } from './session-context';
export { useOrgAccess } from './use-org-access';
// Loaded when opened: its form (react-hook-form, zod) stays out of the pages that only read the session.
export const ProfileDialog = lazy(() =>
  import('./components/ProfileDialog').then((m) => ({ default: m.ProfileDialog })),
);
