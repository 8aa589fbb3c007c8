import { COLLECTIONS } from '../lib/collections';

/**
 * The public pages whose static shell (app bar, heading, a skeleton of the form; no data) is rendered to HTML at
 * build time and hydrated in the browser, so a phone opening a link paints the page before its JavaScript has
 * arrived. `sources` are the hosting patterns that serve the page's file (firebase.json's rewrites and
 * scripts/serve-dist.ts both follow this list; a unit test holds firebase.json to it); `renderAt` is the address
 * rendered, any one its patterns match, since a shell shows nothing of the address's own parameters; `file` is
 * where the build writes it, relative to the build's folder; `screen` is the route's screen module, whose files
 * the page asks for at once rather than after the app's own have run; `reads` are the modules the screen's first
 * read loads on demand (they stay out of the screen's own files so that a signed-in read does not bring them),
 * asked for at once too, since the read starts as soon as the page hydrates; `firstRead` is the collection of the
 * document the address names (`/invite/{id}`), which the page's loader asks for before any script has run.
 */
export interface PrerenderedPage {
  renderAt: string;
  sources: string[];
  file: string;
  screen: string;
  reads?: string[];
  firstRead?: string;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    renderAt: '/loginscreen',
    sources: ['/loginscreen'],
    file: 'loginscreen/index.html',
    screen: 'src/features/session/components/LoginScreen.tsx',
  },
  {
    renderAt: '/participant-login',
    sources: ['/participant-login'],
    file: 'participant-login/index.html',
    screen: 'src/features/workshops/components/ParticipantLoginScreen.tsx',
  },
  {
    renderAt: '/join-org/code',
    sources: ['/join-org/*'],
    file: 'join-org/index.html',
    screen: 'src/features/access-codes/components/JoinOrgScreen.tsx',
    reads: ['src/features/access-codes/public-reads.ts'],
    firstRead: COLLECTIONS.accessCodes,
  },
  {
    renderAt: '/invite/id',
    sources: ['/invite/*'],
    file: 'invite/index.html',
    screen: 'src/features/invites/components/InviteScreen.tsx',
    reads: ['src/features/invites/public-reads.ts'],
    firstRead: COLLECTIONS.invites,
  },
  {
    renderAt: '/workshop-landing',
    sources: ['/workshop-landing'],
    file: 'workshop-landing/index.html',
    screen: 'src/features/workshops/components/WorkshopLandingScreen.tsx',
    reads: ['src/features/workshops/public-reads.ts'],
  },
  {
    renderAt: '/workshop-booking',
    sources: ['/workshop-booking'],
    file: 'workshop-booking/index.html',
    screen: 'src/features/workshops/components/WorkshopBookingScreen.tsx',
  },
  // Booking for a named organisation also offers to keep the person informed: a shell of its own.
  {
    renderAt: '/workshop-booking/organisation',
    sources: ['/workshop-booking/*'],
    file: 'workshop-booking/for-organisation.html',
    screen: 'src/features/workshops/components/WorkshopBookingScreen.tsx',
  },
  {
    renderAt: '/feedback/id',
    sources: ['/feedback/*'],
    file: 'feedback/index.html',
    screen: 'src/features/crm/components/FeedbackFormScreen.tsx',
    firstRead: COLLECTIONS.feedbackForms,
  },
  {
    renderAt: '/unsubscribe',
    sources: ['/unsubscribe'],
    file: 'unsubscribe/index.html',
    screen: 'src/features/crm/components/UnsubscribeScreen.tsx',
  },
  {
    renderAt: '/forms-view/id',
    sources: ['/forms-view/*'],
    file: 'forms-view/index.html',
    screen: 'src/features/projects/components/FormsViewScreen.tsx',
    reads: ['src/features/projects/public-reads.ts'],
    firstRead: COLLECTIONS.projects,
  },
];

/**
 * Whether a path matches a hosting pattern, as Firebase Hosting's globs do for the ones used here: `*` is one
 * whole segment (never empty), anything else is literal. A trailing slash is the same path.
 */
export function matchesSource(source: string, path: string): boolean {
  const want = source.split('/');
  const got = path.replace(/(.)\/$/, '$1').split('/');
  return (
    want.length === got.length && want.every((part, i) => (part === '*' ? got[i] !== '' : part === got[i]))
  );
}

/** The prerendered page a request path is served, if any. */
export function prerenderedPageFor(path: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) => page.sources.some((source) => matchesSource(source, path)));
}
