import type { ComponentType } from 'react';
// zod's words for rules without a message of their own, which these screens' forms show (their pages have no
// guard to load them, as the signed-in routes have).
import '@storytelling/shared/zod-english';

/**
 * The screens of the public routes that no page opened from a link shows (registering, the author's sign-in,
 * the workshop directory, subscribing, ...), loaded by the first such page rather than with the route table:
 * see `otherPublic` in src/app/routes.ts. Keyed by the route's path.
 */
export const OTHER_PUBLIC_SCREENS = {
  '/register-org': () => import('../features/organisations/components/RegisterOrgScreen'),
  '/test-invite': () => import('../features/invites/components/TestInviteScreen'),
  '/author-login': () => import('../features/session/components/AuthorLoginScreen'),
  '/workshop-directory': () => import('../features/workshops/components/WorkshopDirectoryScreen'),
  '/project-questionnaire': () => import('./composed/ProjectQuestionnairePage'),
  '/privacy': () => import('../features/legal/components/PrivacyScreen'),
  '/subscribe/:listId': () => import('../features/subscribers/components/SignupScreen'),
  '/subscribe/:listId/confirm': () => import('../features/subscribers/components/ConfirmScreen'),
  '/confirm-subscription': () => import('../features/subscribers/components/ConfirmScreen'),
  '/org-settings': () => import('../features/organisations/components/OrgSettingsScreen'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type OtherPublicPath = keyof typeof OTHER_PUBLIC_SCREENS;
