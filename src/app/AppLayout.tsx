import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { ArrivalNotice } from '../components/ArrivalNotice';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Footer } from '../components/Footer';
import { useSession } from '../features/session/session-context';
import { NAVIGATION } from './navigation';
import { applyPageMeta } from './page-meta';
import { routes, type RouteSpec } from './routes';
import { ThemeMenu } from './ThemeMenu';
import { useHeadingFocus } from './use-heading-focus';
import { UserMenu } from './UserMenu';

// Only facilitators with something to fix ever see it, so it stays out of the first load.
const FacilitatorFlagsBanner = lazy(() =>
  import('../features/session/components/FacilitatorFlagsBanner').then((m) => ({
    default: m.FacilitatorFlagsBanner,
  })),
);

const labelOf = new Map<string, string>(routes.map((r) => [r.path, r.label]));

function useRouteMeta() {
  const matches = useMatches();
  const spec = (matches.at(-1)?.handle as { route?: RouteSpec } | undefined)?.route;
  useEffect(() => applyPageMeta(spec), [spec]);
}

export function AppLayout() {
  useRouteMeta();
  useHeadingFocus('main');
  const { user, flags } = useSession();
  const showFlags =
    user?.userRole === 'facilitator' && !!flags && (flags.profileIncomplete || flags.complianceIncomplete);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const items = user ? NAVIGATION[user.userRole] : [];

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
              aria-label="Open navigation"
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
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
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 260 }}>
          <List>
            {items.map((path) => (
              <ListItem key={path} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={path}
                  selected={location.pathname === path}
                  aria-current={location.pathname === path ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  <ListItemText primary={labelOf.get(path) ?? path} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {showFlags && (
          <Suspense fallback={null}>
            <FacilitatorFlagsBanner />
          </Suspense>
        )}
        <ArrivalNotice />
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
