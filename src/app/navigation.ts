import { HOME_FOR_ROLE, listedFor, type PersonFacets, type RoutePermission } from '../kernel/permissions';
import { ROLES, type Role } from '../kernel/roles';
import { routes, type AppPath } from './routes';

/** Screens open to anyone signed in are reached by link, not listed. */
const listed = (permission: RoutePermission) => permission !== 'signedIn';

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
    'permission' in route && listed(route.permission) && listedFor(role, facets, route.permission)
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
