/**
 * What other areas may use of `invites` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { joinLink } from './invitation-email';
export { createInvite, inviteByEmail, listProjectInvites } from './service';
