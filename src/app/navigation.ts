import type { Role } from '../features/session/role-names';
import type { AppPath } from './routes';

/** Which signed-in screens each role finds in the navigation. The guard and rules still decide access. */
const ADMIN: AppPath[] = [
  '/org-dashboard',
  '/user-access-view',
  '/project-view',
  '/map-view',
  '/pin-list-view',
  '/branch-view',
  '/tags-view',
  '/moderation-view',
  '/artists-view',
  '/orphaned-files',
  '/stats-view',
  '/form-builder-view',
  '/project-budget',
  '/email-management',
  '/email-templates',
  '/message-view',
  '/newsletter-view',
  '/subscriber-view',
  '/drip-campaign-view',
  '/partnership-dashboard',
  '/crm-analytics',
  '/feedback-forms',
];

export const NAVIGATION: Record<Role, AppPath[]> = {
  superAdmin: ['/workshop-manager', ...ADMIN],
  organisationAdmin: [
    '/org-dashboard',
    '/moderator-dashboard',
    '/user-access-view',
    '/project-view',
    '/map-view',
    '/pin-list-view',
    '/tags-view',
    '/moderation-view',
    '/stats-view',
    '/form-builder-view',
    '/project-budget',
  ],
  moderator: [
    '/moderator-dashboard',
    '/project-view',
    '/map-view',
    '/pin-list-view',
    '/tags-view',
    '/moderation-view',
    '/stats-view',
    '/form-builder-view',
    '/project-budget',
  ],
  projectAdmin: [
    '/project-view',
    '/map-view',
    '/pin-list-view',
    '/branch-view',
    '/tags-view',
    '/stats-view',
    '/form-builder-view',
    '/project-budget',
  ],
  facilitator: ['/facilitator-dashboard'],
  member: ['/participant-dashboard', '/author-dashboard', '/author-claim-process'],
};

/** Where each role lands after sign-in when no origin was remembered. */
export const HOME_FOR_ROLE: Record<Role, AppPath> = {
  superAdmin: '/workshop-manager',
  organisationAdmin: '/org-dashboard',
  moderator: '/moderator-dashboard',
  projectAdmin: '/project-view',
  facilitator: '/facilitator-dashboard',
  member: '/participant-dashboard',
};
