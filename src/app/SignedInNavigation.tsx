import MenuIcon from '../components/icons/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '../features/session/session-context';
import { facetsOf } from '../features/session/stored-session';
import { useHasSharedProjects } from '../features/projects/shared-queries';
import { useOrgAccess } from '../features/session/use-org-access';
import { usePendingJoinCount } from '../features/organisations/pending-joins';
import { useOpenedOnce } from '../lib/use-opened-once';
import { itemsFor } from './navigation';

// The drawer only once first opened: a signed-in page downloads its modal machinery when it is needed.
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));
// Only an administrator with join requests waiting sees the count, so every page need not download it.
const Badge = lazy(() => import('@mui/material/Badge'));

/**
 * The signed-in navigation: the menu button, with the join requests waiting for an organisation's admins on it,
 * and the drawer it opens. Its own module, loaded by the layout only for someone signed in, so that the pages
 * opened from a link do not download the permission table and the navigation it works out.
 */
export default function SignedInNavigation({ pathname }: { pathname: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const drawerOpened = useOpenedOnce(open);
  const hasShared = useHasSharedProjects();
  const items = useMemo(
    () => (user ? itemsFor(user.userRole, facetsOf(user), hasShared) : []),
    [user, hasShared],
  );
  // The organisation's admins see how many people wait for their approval, on the menu and beside the dashboard.
  const access = useOrgAccess();
  const waiting = usePendingJoinCount(access.organisationId, access.isAdmin).data ?? 0;
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        // The badge's number is text inside the button, so the name holds it too (WCAG 2.5.3), and
        // not in parentheses: a checker reads a parenthetical as an aside and skips it.
        aria-label={
          waiting > 0
            ? `Open navigation, ${waiting} join request${waiting === 1 ? '' : 's'} waiting for approval`
            : 'Open navigation'
        }
        onClick={() => setOpen(true)}
      >
        {waiting > 0 ? (
          <Suspense fallback={<MenuIcon />}>
            <Badge badgeContent={waiting} color="error" data-testid="nav-join-requests">
              <MenuIcon />
            </Badge>
          </Suspense>
        ) : (
          <MenuIcon />
        )}
      </IconButton>
      {drawerOpened && (
        // The drawer draws in a portal, so where it sits in the tree does not move it on the page.
        <Suspense fallback={null}>
          <NavigationDrawer
            items={items}
            counts={waiting > 0 ? { '/org-dashboard': waiting } : undefined}
            open={open}
            onClose={() => setOpen(false)}
            pathname={pathname}
          />
        </Suspense>
      )}
    </>
  );
}
