import { documentTitleFor } from './page-meta';
import { DEFAULT_TITLE, routes } from './routes';

const SPEC_PUBLIC = [
  '/',
  '/loginscreen',
  '/register-org',
  '/join-org/:accessCode',
  '/invite/:inviteId',
  '/test-invite',
  '/author-login',
  '/workshop-landing',
  '/workshop-landing/:organisationId',
  '/workshop-landing/:organisationId/:workshopId',
  '/workshop-directory',
  '/workshop-booking',
  '/workshop-booking/:organisationId',
  '/participant-login',
  '/project-questionnaire',
  '/privacy',
  '/unsubscribe',
  '/subscribe/:listId',
  '/subscribe/:listId/confirm',
  '/confirm-subscription',
  '/feedback/:formId',
  '/org-settings',
  '/forms-view/:project_id',
];
const SPEC_PROTECTED = [
  '/org-dashboard',
  // Who changed what in an organisation: its admins' history (not in the spec's table).
  '/org-history',
  '/moderator-dashboard',
  '/facilitator-dashboard',
  '/workshop-manager',
  '/pin-list-view',
  '/map-view',
  '/tags-view',
  '/project-view',
  '/message-view',
  '/wanders-view',
  '/user-access-view',
  '/moderation-view',
  '/artists-view',
  '/orphaned-files',
  '/stats-view',
  '/form-builder-view',
  '/author-dashboard',
  '/author-claim-process',
  '/branch-view',
  '/participant-dashboard',
  '/project-budget',
  '/newsletter-view',
  '/subscriber-view',
  '/drip-campaign-view',
  '/email-management',
  '/email-templates',
  '/partnership-dashboard',
  '/crm-analytics',
  '/feedback-forms',
  // The audience group manager, which the spec names without giving it a route.
  '/audience-manager',
  // Not in the spec's table: where an accepted invite leads (the projects shared with someone, and one of them).
  '/shared-with-me',
  '/shared-with-me/:projectId',
  // The project inquiry manager, which the spec names without a route, and the requests inbox for an
  // organisation's admins (super admins have it in the workshop manager).
  '/project-inquiries',
  '/requests-inbox',
  // Each project's consent register (recordings may be published only with consent), for those who moderate.
  '/consent-register',
];
const SPEC_TITLES = [
  'Register Organisation',
  'Organisation Dashboard',
  'Join Organisation',
  'Moderator Dashboard',
  'Content Moderation',
  'Facilitator Dashboard',
  'Workshop Manager',
  'Workshop Directory',
  'Workshop Registration',
  'Book Custom Workshop',
  'Workshop Portal Login',
  'Project Budget',
  'Newsletter Management',
  'Subscriber Management',
  'Drip Campaign Management',
  'Email Management',
  'Partnership Dashboard',
  'CRM Analytics Dashboard',
  'Organisation Settings',
  'Privacy Policy',
];

describe('the route table', () => {
  it('declares every route of the product exactly once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC, ...SPEC_PROTECTED].sort());
  });

  it('makes exactly the spec public routes public', () => {
    const publicPaths = routes.filter((r) => 'public' in r && r.public).map((r) => r.path);
    expect(publicPaths.sort()).toEqual([...SPEC_PUBLIC].sort());
  });

  it('uses every spec title, and only those', () => {
    const titles = new Set(routes.flatMap((r) => ('title' in r ? [r.title] : [])));
    expect([...titles].sort()).toEqual([...SPEC_TITLES].sort());
  });

  it('gives every titled route a description', () => {
    for (const r of routes)
      if ('title' in r) expect('description' in r && r.description, r.path).toBeTruthy();
  });

  it('keeps the default title for views without one', () => {
    expect(documentTitleFor({})).toBe(DEFAULT_TITLE);
    expect(documentTitleFor({ title: 'Project Budget' })).toBe(`Project Budget | ${DEFAULT_TITLE}`);
  });

  it('loads every screen module with a component as its default export', async () => {
    for (const r of routes) expect(typeof (await r.screen()).default, r.path).toBe('function');
  }, 60_000);
});
