import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSession } from '../features/session/session-context';
import { HOME_FOR_ROLE, mayOpen } from '../kernel/permissions';
import type { RouteSpec } from './routes';
import { loginPathFor } from '../lib/safe-redirect';

export const GUARD_SPINNER_MS = 1000;

/** The permission of the innermost matched route (router.tsx puts each route's spec in its handle). */
function useRoutePermission(): RouteSpec['permission'] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const spec = (matches[i]?.handle as { route?: RouteSpec } | undefined)?.route;
    if (spec) return spec.permission;
  }
  return undefined;
}

/**
 * Protected routes show a spinner for one second (spec section 2), then the screen when the user is
 * authenticated and a session user is held, otherwise a redirect to sign-in that remembers the origin.
 * A signed-in person whose current role does not open the route (its `permission`) is sent to their role's
 * home screen: the spec names no access-denied page, and the home screen is always theirs.
 * This is convenience only: firestore.rules is the access control.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { status, authUid, user } = useSession();
  const location = useLocation();
  const permission = useRoutePermission();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), GUARD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!waited || status === 'loading') return <FullPageSpinner label="Checking your sign-in" />;
  if (!authUid || !user || user.userId !== authUid)
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  if (permission && !mayOpen(user.userRole, permission))
    return <Navigate to={HOME_FOR_ROLE[user.userRole]} replace />;
  return <>{children}</>;
}
