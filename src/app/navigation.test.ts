import { describe, expect, it } from 'vitest';
import { mayOpen } from '../kernel/permissions';
import { ROLES } from '../kernel/roles';
import { HOME_FOR_ROLE, itemsFor, NAVIGATION, navigationFor, SHARED_WITH_ME } from './navigation';
import { routes } from './routes';

const protectedRoutes = routes.filter((r) => !('public' in r && r.public));

describe('navigation and guard read the route table', () => {
  it('gives every signed-in route a permission and no public route one', () => {
    for (const r of protectedRoutes) expect('permission' in r ? r.permission : null, r.path).not.toBeNull();
    for (const r of routes.filter((x) => 'public' in x && x.public))
      expect('permission' in r, r.path).toBe(false);
  });

  it.each(ROLES)('sends %s home to a screen their role opens', (role) => {
    const home = routes.find((r) => r.path === HOME_FOR_ROLE[role]);
    expect(home && 'permission' in home && mayOpen(role, home.permission)).toBe(true);
    expect(NAVIGATION[role]).toContain(HOME_FOR_ROLE[role]);
  });

  it('lists for each role exactly the screens its permission opens', () => {
    expect(NAVIGATION.facilitator).toEqual(['/facilitator-dashboard']);
    expect(NAVIGATION.member).toEqual([
      '/author-dashboard',
      '/author-claim-process',
      '/participant-dashboard',
    ]);
    expect(NAVIGATION.moderator).not.toContain('/org-dashboard');
    expect(NAVIGATION.moderator).toContain('/moderation-view');
    expect(NAVIGATION.projectAdmin).toContain('/branch-view');
    expect(NAVIGATION.projectAdmin).not.toContain('/moderation-view');
    expect(NAVIGATION.superAdmin).toEqual(
      expect.arrayContaining([
        '/workshop-manager',
        '/email-templates',
        '/org-dashboard',
        '/moderator-dashboard',
      ]),
    );
    // The CRM's screens, wanders among them, are an organisation's staff's.
    for (const role of ROLES) {
      const staff = role === 'moderator' || role === 'organisationAdmin' || role === 'superAdmin';
      for (const path of ['/wanders-view', '/partnership-dashboard', '/crm-analytics'] as const) {
        expect(NAVIGATION[role].includes(path), `${role} ${path}`).toBe(staff);
      }
    }
  });

  it('lists author items for authors and participant items for members, both for someone who is both', () => {
    const author = { isAuthor: true, isParticipant: false };
    const participant = { isAuthor: false, isParticipant: true };
    expect(navigationFor('member', author)).toEqual(['/author-dashboard', '/author-claim-process']);
    expect(navigationFor('member', participant)).toEqual(['/participant-dashboard']);
    expect(navigationFor('member', { isAuthor: true, isParticipant: true })).toEqual(NAVIGATION.member);
    // Neither: nothing to list (an account whose membership was removed).
    expect(navigationFor('member', { isAuthor: false, isParticipant: false })).toEqual([]);
    // The super admin decides claims whatever they are themselves.
    expect(navigationFor('superAdmin', { isAuthor: false, isParticipant: false })).toContain(
      '/author-claim-process',
    );
  });

  it.each(ROLES)('lists Shared with me for a %s only when something is shared with them', (role) => {
    const EVERYONE_FACETS = { isAuthor: true, isParticipant: true };
    expect(NAVIGATION[role]).not.toContain(SHARED_WITH_ME);
    expect(itemsFor(role, EVERYONE_FACETS, false)).toEqual(NAVIGATION[role]);
    expect(itemsFor(role, EVERYONE_FACETS, true)).toEqual([...NAVIGATION[role], SHARED_WITH_ME]);
    // One shared project's page is reached from the list, never listed itself.
    expect(itemsFor(role, EVERYONE_FACETS, true).some((path) => path.includes(':'))).toBe(false);
  });
  it('gives an invited reader in no organisation (a member who is neither participant nor author) only Shared with me', () => {
    expect(itemsFor('member', { isAuthor: false, isParticipant: false }, true)).toEqual([SHARED_WITH_ME]);
  });
});
