import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSession } from '../features/session/session-context';
import { loginPathFor } from './safe-redirect';

export const GUARD_SPINNER_MS = 1000;

/**
 * Protected routes show a spinner for one second (spec section 2), then the screen when the user is
 * authenticated and a session user is held, otherwise a redirect to sign-in that remembers the origin.
 * This is convenience only: firestore.rules is the access control.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { status, authUid, user } = useSession();
  const location = useLocation();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), GUARD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!waited || status === 'loading') return <FullPageSpinner label="Checking your sign-in" />;
  if (authUid && user && user.userId === authUid) return <>{children}</>;
  return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
}
