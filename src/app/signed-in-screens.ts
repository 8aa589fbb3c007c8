import type { ComponentType } from 'react';

/**
 * The screens of the signed-in routes (src/app/routes.ts), loaded by the first signed-in page rather than with
 * the route table: see `signedIn` there. Keyed by the route's path.
 */
export const SIGNED_IN_SCREENS = {
  '/org-dashboard': () => import('../features/organisations/components/OrgDashboardScreen'),
  '/org-history': () => import('../features/history/components/HistoryScreen'),
  '/moderator-dashboard': () => import('../features/organisations/components/ModeratorDashboardScreen'),
  '/facilitator-dashboard': () => import('../features/workshops/components/FacilitatorDashboardScreen'),
  '/workshop-manager': () => import('./composed/WorkshopManagerPage'),
  '/requests-inbox': () => import('../features/requests/components/RequestsInboxScreen'),
  '/project-inquiries': () => import('../features/requests/components/ProjectInquiriesScreen'),
  '/pin-list-view': () => import('../features/pins/components/PinListScreen'),
  '/map-view': () => import('../features/pins/components/MapViewScreen'),
  '/tags-view': () => import('../features/tags/components/TagsViewScreen'),
  '/project-view': () => import('./composed/ProjectViewPage'),
  '/shared-with-me': () => import('../features/projects/components/SharedWithMeScreen'),
  '/shared-with-me/:projectId': () => import('./composed/SharedProjectPage'),
  '/message-view': () => import('../features/crm/components/MessageViewScreen'),
  '/wanders-view': () => import('../features/crm/components/WandersViewScreen'),
  '/user-access-view': () => import('./composed/UserAccessPage'),
  '/moderation-view': () => import('../features/recordings/components/ModerationScreen'),
  '/consent-register': () => import('../features/recordings/components/ConsentRegisterScreen'),
  '/artists-view': () => import('../features/authors/components/ArtistsViewScreen'),
  '/orphaned-files': () => import('../features/authors/components/OrphanedFilesScreen'),
  '/stats-view': () => import('./composed/StatsPage'),
  '/form-builder-view': () => import('../features/projects/components/FormBuilderScreen'),
  '/author-dashboard': () => import('../features/authors/components/AuthorDashboardScreen'),
  '/author-claim-process': () => import('../features/authors/components/AuthorClaimScreen'),
  '/branch-view': () => import('../features/pins/components/BranchViewScreen'),
  '/participant-dashboard': () => import('../features/workshops/components/ParticipantDashboardScreen'),
  '/project-budget': () => import('../features/projects/components/ProjectBudgetScreen'),
  '/newsletter-view': () => import('../features/crm/components/NewsletterScreen'),
  '/subscriber-view': () => import('../features/subscribers/components/SubscriberScreen'),
  '/audience-manager': () => import('../features/audiences/components/AudienceScreen'),
  '/drip-campaign-view': () => import('../features/drip/components/DripCampaignsView'),
  '/email-management': () => import('../features/email-log/components/EmailManagementScreen'),
  '/email-templates': () => import('../features/email-templates/components/EmailTemplatesScreen'),
  '/partnership-dashboard': () => import('../features/crm/components/PartnershipDashboardScreen'),
  '/crm-analytics': () => import('../features/crm/components/CrmAnalyticsScreen'),
  '/feedback-forms': () => import('../features/crm/components/FeedbackFormsScreen'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type SignedInPath = keyof typeof SIGNED_IN_SCREENS;
