import type { ComponentType } from 'react';
import type { RoutePermission } from '../kernel/permissions';
import type { OtherPublicPath } from './other-public-screens';
import type { SignedInPath } from './signed-in-screens';

/**
 * Every route of the product, declared once. The router, the guard, page titles and the navigation all read
 * this table. `title` is only set for the routes the product gives a title; other views keep the default
 * title.
 */
export interface RouteSpec {
  path: string;
  screen: () => Promise<{ default: ComponentType }>;
  /** What the screen is called in headings and navigation. */
  label: string;
  /** The route's document title, when the product gives it one. */
  title?: string;
  description?: string;
  /** Public routes render without sign-in; all others go through the guard. */
  public?: boolean;
  /**
   * Signed-in routes: which roles open the screen (src/kernel/permissions.ts). The navigation lists the route
   * for those roles and the guard sends anyone else home. Convenience only: firestore.rules decide the data.
   */
  permission?: RoutePermission;
}

export const DEFAULT_TITLE = 'Storytelling Admin';
export const DEFAULT_DESCRIPTION = 'Admin and CRM for a location-based heritage audio-storytelling service.';

/**
 * A signed-in route's screen. Its loader lives in signed-in-screens.ts, which the first signed-in page fetches:
 * each loader carries the list of files its screen preloads, and kept here the lists of all signed-in screens
 * were ~5 KB of JS gzip in the first load of every page, the public pages opened from a link included.
 */
const signedIn =
  (path: SignedInPath): RouteSpec['screen'] =>
  () =>
    import('./signed-in-screens').then((m) => m.SIGNED_IN_SCREENS[path]());

/**
 * A public route's screen that no page opened from a link shows: its loader lives in other-public-screens.ts, for
 * the same reason. The pages opened from links (src/prerender/pages.ts) keep theirs here, so each needs no file
 * more before its screen; their build-time HTML asks for the screen's files anyway.
 */
const otherPublic =
  (path: OtherPublicPath): RouteSpec['screen'] =>
  () =>
    import('./other-public-screens').then((m) => m.OTHER_PUBLIC_SCREENS[path]());

const login = () => import('../features/session/components/LoginScreen');
const workshopLanding = () => import('../features/workshops/components/WorkshopLandingScreen');
const workshopBooking = () => import('../features/workshops/components/WorkshopBookingScreen');

export const routes = [
  // Public
  { path: '/', screen: login, label: 'Sign in', public: true },
  { path: '/loginscreen', screen: login, label: 'Sign in', public: true },
  {
    path: '/register-org',
    screen: otherPublic('/register-org'),
    label: 'Register Organisation',
    title: 'Register Organisation',
    description: 'Create an organisation and its administrator account.',
    public: true,
  },
  {
    path: '/join-org/:accessCode',
    screen: () => import('../features/access-codes/components/JoinOrgScreen'),
    label: 'Join Organisation',
    title: 'Join Organisation',
    description: 'Join an organisation with an access code.',
    public: true,
  },
  {
    path: '/invite/:inviteId',
    screen: () => import('../features/invites/components/InviteScreen'),
    label: 'Invitation',
    public: true,
  },
  {
    path: '/test-invite',
    screen: otherPublic('/test-invite'),
    label: 'Test Invite',
    public: true,
  },
  {
    path: '/author-login',
    screen: otherPublic('/author-login'),
    label: 'Author sign in',
    public: true,
  },
  {
    path: '/workshop-landing',
    screen: workshopLanding,
    label: 'Workshops',
    title: 'Workshop Registration',
    description: 'Find and register for storytelling workshops.',
    public: true,
  },
  {
    path: '/workshop-landing/:organisationId',
    screen: workshopLanding,
    label: 'Workshops',
    title: 'Workshop Registration',
    description: 'Find and register for storytelling workshops.',
    public: true,
  },
  {
    path: '/workshop-landing/:organisationId/:workshopId',
    screen: workshopLanding,
    label: 'Workshops',
    title: 'Workshop Registration',
    description: 'Register for a storytelling workshop.',
    public: true,
  },
  {
    path: '/workshop-directory',
    screen: otherPublic('/workshop-directory'),
    label: 'Workshop Directory',
    title: 'Workshop Directory',
    description: 'Upcoming storytelling workshops.',
    public: true,
  },
  {
    path: '/workshop-booking',
    screen: workshopBooking,
    label: 'Book a Workshop',
    title: 'Book Custom Workshop',
    description: 'Request a storytelling workshop for your organisation.',
    public: true,
  },
  {
    path: '/workshop-booking/:organisationId',
    screen: workshopBooking,
    label: 'Book a Workshop',
    title: 'Book Custom Workshop',
    description: 'Request a storytelling workshop for your organisation.',
    public: true,
  },
  {
    path: '/participant-login',
    screen: () => import('../features/workshops/components/ParticipantLoginScreen'),
    label: 'Participant sign in',
    title: 'Workshop Portal Login',
    description: 'Sign in to the workshop portal.',
    public: true,
  },
  {
    path: '/project-questionnaire',
    screen: otherPublic('/project-questionnaire'),
    label: 'Project Questionnaire',
    public: true,
  },
  {
    path: '/privacy',
    screen: otherPublic('/privacy'),
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How we handle your data.',
    public: true,
  },
  {
    path: '/unsubscribe',
    screen: () => import('../features/crm/components/UnsubscribeScreen'),
    label: 'Unsubscribe',
    public: true,
  },
  {
    path: '/subscribe/:listId',
    screen: otherPublic('/subscribe/:listId'),
    label: 'Sign up',
    public: true,
  },
  {
    path: '/subscribe/:listId/confirm',
    screen: otherPublic('/subscribe/:listId/confirm'),
    label: 'Confirm your subscription',
    public: true,
  },
  {
    path: '/confirm-subscription',
    screen: otherPublic('/confirm-subscription'),
    label: 'Confirm your subscription',
    public: true,
  },
  {
    path: '/feedback/:formId',
    screen: () => import('../features/crm/components/FeedbackFormScreen'),
    label: 'Feedback',
    public: true,
  },
  {
    path: '/org-settings',
    screen: otherPublic('/org-settings'),
    label: 'Organisation Settings',
    title: 'Organisation Settings',
    description: 'Name, logos and membership settings of your organisation.',
    public: true,
  },
  {
    path: '/forms-view/:project_id',
    screen: () => import('../features/projects/components/FormsViewScreen'),
    label: 'Recording Form',
    public: true,
  },

  // Signed in
  {
    path: '/org-dashboard',
    screen: signedIn('/org-dashboard'),
    label: 'Organisation Dashboard',
    permission: 'organisation',
    title: 'Organisation Dashboard',
    description: 'Members, groups, access codes and invites.',
  },
  {
    // Beside the organisation dashboard, so the navigation lists it with the organisation's other admin screens.
    path: '/org-history',
    screen: signedIn('/org-history'),
    label: 'History',
    permission: 'organisation',
  },
  {
    path: '/moderator-dashboard',
    screen: signedIn('/moderator-dashboard'),
    label: 'Moderator Dashboard',
    permission: 'moderatorDashboard',
    title: 'Moderator Dashboard',
    description: 'Your members, groups and codes.',
  },
  {
    path: '/facilitator-dashboard',
    screen: signedIn('/facilitator-dashboard'),
    label: 'Facilitator Dashboard',
    permission: 'facilitator',
    title: 'Facilitator Dashboard',
    description: 'Workshops to respond to, your assignments and availability.',
  },
  {
    path: '/workshop-manager',
    screen: signedIn('/workshop-manager'),
    label: 'Workshop Manager',
    permission: 'superAdmin',
    title: 'Workshop Manager',
    description: 'Create, assign and manage workshops.',
  },
  {
    path: '/requests-inbox',
    screen: signedIn('/requests-inbox'),
    label: 'Requests',
    permission: 'requests',
  },
  {
    path: '/project-inquiries',
    screen: signedIn('/project-inquiries'),
    label: 'Project Inquiries',
    permission: 'superAdmin',
  },
  {
    path: '/pin-list-view',
    screen: signedIn('/pin-list-view'),
    label: 'Pin List',
    permission: 'content',
  },
  {
    path: '/map-view',
    screen: signedIn('/map-view'),
    label: 'Map',
    permission: 'content',
  },
  {
    path: '/tags-view',
    screen: signedIn('/tags-view'),
    label: 'Tags',
    permission: 'content',
  },
  {
    path: '/project-view',
    screen: signedIn('/project-view'),
    label: 'Projects',
    permission: 'content',
  },
  {
    path: '/shared-with-me',
    screen: signedIn('/shared-with-me'),
    label: 'Shared with me',
    permission: 'sharedProjects',
  },
  {
    path: '/shared-with-me/:projectId',
    screen: signedIn('/shared-with-me/:projectId'),
    label: 'Shared project',
    permission: 'sharedProjects',
  },
  {
    path: '/message-view',
    screen: signedIn('/message-view'),
    label: 'Messages',
    permission: 'crm',
  },
  {
    path: '/wanders-view',
    screen: signedIn('/wanders-view'),
    label: 'Wanders',
    permission: 'crm',
  },
  {
    path: '/user-access-view',
    screen: signedIn('/user-access-view'),
    label: 'User Access',
    // A project's managers give and take its access: moderators manage their own projects'.
    permission: 'moderation',
  },
  {
    path: '/moderation-view',
    screen: signedIn('/moderation-view'),
    label: 'Content Moderation',
    permission: 'moderation',
    title: 'Content Moderation',
    description: 'Review recordings before they are published.',
  },
  {
    path: '/consent-register',
    screen: signedIn('/consent-register'),
    label: 'Consent Register',
    permission: 'moderation',
  },
  {
    path: '/artists-view',
    screen: signedIn('/artists-view'),
    label: 'Artists',
    permission: 'superAdmin',
  },
  {
    path: '/orphaned-files',
    screen: signedIn('/orphaned-files'),
    label: 'Orphaned Files',
    permission: 'superAdmin',
  },
  {
    path: '/stats-view',
    screen: signedIn('/stats-view'),
    label: 'Stats',
    permission: 'content',
  },
  {
    path: '/form-builder-view',
    screen: signedIn('/form-builder-view'),
    label: 'Form Builder',
    permission: 'content',
  },
  {
    path: '/author-dashboard',
    screen: signedIn('/author-dashboard'),
    label: 'Author Dashboard',
    permission: 'author',
  },
  {
    path: '/author-claim-process',
    screen: signedIn('/author-claim-process'),
    label: 'Claim Author Profile',
    permission: 'authorClaims',
  },
  {
    path: '/branch-view',
    screen: signedIn('/branch-view'),
    label: 'Branches',
    permission: 'branches',
  },
  {
    path: '/participant-dashboard',
    screen: signedIn('/participant-dashboard'),
    label: 'Participant Dashboard',
    permission: 'participant',
  },
  {
    path: '/project-budget',
    screen: signedIn('/project-budget'),
    label: 'Project Budget',
    permission: 'content',
    title: 'Project Budget',
    description: 'Budgets and fee rates per project.',
  },
  {
    path: '/newsletter-view',
    screen: signedIn('/newsletter-view'),
    label: 'Newsletters',
    permission: 'crm',
    title: 'Newsletter Management',
    description: 'E-mail newsletters.',
  },
  {
    path: '/subscriber-view',
    screen: signedIn('/subscriber-view'),
    label: 'Subscribers',
    permission: 'crm',
    title: 'Subscriber Management',
    description: 'Newsletter subscribers.',
  },
  {
    // The spec names an audience group manager without a route or a title: this is it (default title).
    path: '/audience-manager',
    screen: signedIn('/audience-manager'),
    label: 'Audiences',
    permission: 'crm',
  },
  {
    path: '/drip-campaign-view',
    screen: signedIn('/drip-campaign-view'),
    label: 'Drip Campaigns',
    permission: 'crm',
    title: 'Drip Campaign Management',
    description: 'Automated e-mail sequences.',
  },
  {
    path: '/email-management',
    screen: signedIn('/email-management'),
    label: 'Email Management',
    permission: 'superAdmin',
    title: 'Email Management',
    description: 'Workshop e-mails sent and failed.',
  },
  {
    path: '/email-templates',
    screen: signedIn('/email-templates'),
    label: 'Email Templates',
    permission: 'superAdmin',
  },
  {
    path: '/partnership-dashboard',
    screen: signedIn('/partnership-dashboard'),
    label: 'Partnerships',
    permission: 'crm',
    title: 'Partnership Dashboard',
    description: 'Partner organisations and their activity.',
  },
  {
    path: '/crm-analytics',
    screen: signedIn('/crm-analytics'),
    label: 'CRM Analytics',
    permission: 'crm',
    title: 'CRM Analytics Dashboard',
    description: 'Outreach and engagement figures.',
  },
  {
    path: '/feedback-forms',
    screen: signedIn('/feedback-forms'),
    label: 'Feedback Forms',
    permission: 'crm',
  },
] as const satisfies readonly RouteSpec[];

export type AppPath = (typeof routes)[number]['path'];
