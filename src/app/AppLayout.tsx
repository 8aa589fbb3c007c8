import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { ArrivalNotice } from '../components/ArrivalNotice';
import { AppErrorBoundary } from '../components/ErrorFallback';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Footer } from '../components/Footer';
import { useSession } from '../features/session/session-context';
import { ThemeMenu } from './ThemeMenu';
import { useHeadingFocus } from './use-heading-focus';
import { useScrollRestoration } from './use-scroll-restoration';
import { actsAsFacilitator } from '../kernel/roles';

// Only facilitators with something to fix ever see it, so it stays out of the first load.
const FacilitatorFlagsBanner = lazy(() =>
  import('../features/session/components/FacilitatorFlagsBanner').then((m) => ({
    default: m.FacilitatorFlagsBanner,
  })),
);

// Signed-in people only: the public pages opened from links never download the navigation or the account menu.
const SignedInNavigation = lazy(() => import('./SignedInNavigation'));
/** Where the menu button goes while its module loads: the button's size, so the title does not move. */
const navigationButtonSpace = <Box aria-hidden sx={{ width: 40, height: 40, ml: '-12px', flexShrink: 0 }} />;
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function AppLayout() {
  useScrollRestoration();
  useHeadingFocus('main');
  const { user, flags } = useSession();
  const showFlags =
    actsAsFacilitator(user?.userRole) && !!flags && (flags.profileIncomplete || flags.complianceIncomplete);
  const location = useLocation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          {user && (
            <Suspense fallback={navigationButtonSpace}>
              <SignedInNavigation pathname={location.pathname} />
            </Suspense>
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
