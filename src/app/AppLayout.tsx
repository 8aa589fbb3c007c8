import MenuIcon from '../components/icons/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { ArrivalNotice } from '../components/ArrivalNotice';
import { AppErrorBoundary } from '../components/ErrorFallback';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Footer } from '../components/Footer';
import { useSession } from '../features/session/session-context';
import { facetsOf } from '../features/session/stored-session';
import { itemsFor } from './navigation';
import { useHasSharedProjects } from '../features/projects/shared-queries';
import { ThemeMenu } from './ThemeMenu';
import { useOpenedOnce } from '../lib/use-opened-once';
import { useHeadingFocus } from './use-heading-focus';
import { useScrollRestoration } from './use-scroll-restoration';
import { actsAsFacilitator } from '../kernel/roles';
import { useOrgAccess } from '../features/session/use-org-access';
import { usePendingJoinCount } from '../features/organisations/pending-joins';

// Only facilitators with something to fix ever see it, so it stays out of the first load.
const FacilitatorFlagsBanner = lazy(() =>
  import('../features/session/components/FacilitatorFlagsBanner').then((m) => ({
    default: m.FacilitatorFlagsBanner,
  })),
);

// Signed-in people only, and the drawer only once first opened: the public pages opened from links never download
// the drawer or the account menu, and a signed-in page downloads the drawer's modal machinery when it is needed.
const NavigationDrawer = lazy(() => import('./NavigationDrawer'));
// Only an administrator with join requests waiting sees the count, so every page need not download it.
const Badge = lazy(() => import('@mui/material/Badge'));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function AppLayout() {
  useScrollRestoration();
  useHeadingFocus('main');
  const { user, flags } = useSession();
  const showFlags =
    actsAsFacilitator(user?.userRole) && !!flags && (flags.profileIncomplete || flags.complianceIncomplete);
  const location = useLocation();
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

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          {items.length > 0 && (
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
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to="/"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            Storytelling Admin
          </Typography>
          <ThemeMenu />
          {user && (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          )}
        </Toolbar>
      </AppBar>
      {items.length > 0 && drawerOpened && (
        <Suspense fallback={null}>
          <NavigationDrawer
            items={items}
            counts={waiting > 0 ? { '/org-dashboard': waiting } : undefined}
            open={open}
            onClose={() => setOpen(false)}
            pathname={location.pathname}
          />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the first screen: a screen's content arriving (a
          form after its skeleton) then never pushes a visible footer down, a layout shift phones score badly. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        {showFlags && (
          <Suspense fallback={null}>
            <FacilitatorFlagsBanner />
          </Suspense>
        )}
        <ArrivalNotice />
        <AppErrorBoundary where="route" resetKey={location.pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
