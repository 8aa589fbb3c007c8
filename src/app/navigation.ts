import { HOME_FOR_ROLE, listedFor, type PersonFacets, type RoutePermission } from '../kernel/permissions';
import { ROLES, type Role } from '../kernel/roles';
import { routes, type AppPath } from './routes';

/** Listed only for someone who has projects shared with them: AppLayout asks, and adds it (itemsFor). */
export const SHARED_WITH_ME: AppPath = '/shared-with-me';

/**
 * Screens open to anyone signed in are reached by link, not listed; so is one thing of a list (a path with a
 * parameter, e.g. one shared project), reached from its list.
 */
const listed = (path: string, permission: RoutePermission) =>
  permission !== 'signedIn' && !path.includes(':') && path !== SHARED_WITH_ME;

/** Someone who is everything their role allows: what a role's full navigation holds. */
const EVERYTHING: PersonFacets = { isParticipant: true, isAuthor: true };

/**
 * Which signed-in screens a person finds in the navigation, derived from the route table: the routes whose
 * permission (src/kernel/permissions.ts) their current role holds and that fit what they are (author screens
 * for authors, participant screens for an organisation's members), in the table's order. Screens open to anyone
 * signed in (`signedIn`) are reached by link, not listed. The guard reads the same permissions; firestore.rules
 * decide what each screen can actually read and write.
 */
export function navigationFor(role: Role, facets: PersonFacets = EVERYTHING): AppPath[] {
  return routes.flatMap((route) =>
    'permission' in route && listed(route.path, route.permission) && listedFor(role, facets, route.permission)
      ? [route.path]
      : [],
  );
}

/** Each role's full navigation, for someone who is everything the role allows. */
export const NAVIGATION = Object.fromEntries(ROLES.map((role) => [role, navigationFor(role)])) as Record<
  Role,
  AppPath[]
>;

export { HOME_FOR_ROLE };

/** The navigation of one person: their screens, and Shared with me when something is shared with them. */
export function itemsFor(role: Role, facets: PersonFacets, hasShared: boolean): AppPath[] {
  const items = navigationFor(role, facets);
  return hasShared ? [...items, SHARED_WITH_ME] : items;
}
