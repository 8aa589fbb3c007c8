import { HOME_FOR_ROLE, mayOpen, type RoutePermission } from '../kernel/permissions';
import { ROLES, type Role } from '../kernel/roles';
import { routes, type AppPath } from './routes';

/** Screens open to anyone signed in are reached by link, not listed. */
const listed = (permission: RoutePermission) => permission !== 'signedIn';

/**
 * Which signed-in screens each role finds in the navigation, derived from the route table: the routes whose
 * permission (src/kernel/permissions.ts) the role holds, in the table's order. Screens open to anyone signed in
 * (`signedIn`) are reached by link, not listed. The guard reads the same permissions; firestore.rules decide
 * what each screen can actually read and write.
 */
export function navigationFor(role: Role): AppPath[] {
  return routes.flatMap((route) =>
    'permission' in route && listed(route.permission) && mayOpen(role, route.permission) ? [route.path] : [],
  );
}

export const NAVIGATION = Object.fromEntries(ROLES.map((role) => [role, navigationFor(role)])) as Record<
  Role,
  AppPath[]
>;

export { HOME_FOR_ROLE };
