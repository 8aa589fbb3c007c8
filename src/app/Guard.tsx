import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSession } from '../features/session/session-context';
import { mayOpen } from '../kernel/permissions';
import { AccessDenied } from './AccessDenied';
import { GUARD_SPINNER_LABEL } from './guard-spinner';
import type { RouteSpec } from './routes';
import { loginPathFor } from '../lib/safe-redirect';

export const GUARD_SPINNER_MS = 1000;

/**
 * Protected routes show a spinner for one second, then the screen when the user is
 * authenticated and a session user is held, otherwise a redirect to sign-in that remembers the origin.
 * A signed-in person whose current role does not open the route (its `permission`) is told so, with the way to
 * their home screen (AccessDenied); the address stays, so signing in with another role comes back to it.
 * This is convenience only: firestore.rules is the access control.
 */
export function Guard({
  permission,
  children,
}: {
  permission: RouteSpec['permission'];
  children: ReactNode;
}) {
  const { status, authUid, user } = useSession();
  const location = useLocation();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    // zod's words for rules without a message of their own, which the signed-in screens' forms show.
    void import('@storytelling/shared/zod-english');
    const timer = setTimeout(() => setWaited(true), GUARD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!waited || status === 'loading') return <FullPageSpinner label={GUARD_SPINNER_LABEL} />;
  if (!authUid || !user || user.userId !== authUid)
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  if (permission && !mayOpen(user.userRole, permission))
    return <AccessDenied user={user} permission={permission} />;
  return <>{children}</>;
}
