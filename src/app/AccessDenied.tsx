import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PageSection } from '../components/PageSection';
import type { SessionUser } from '../features/session/model';
import { useSession } from '../features/session/session-context';
import { HOME_FOR_ROLE, otherRolesThatOpen, type RoutePermission } from '../kernel/permissions';
import { ROLE_LABELS } from '../kernel/roles';
import { loginPathFor } from '../lib/safe-redirect';
import { routes } from './routes';

const labelOf = new Map<string, string>(routes.map((r) => [r.path, r.label]));

/**
 * What a signed-in person sees on a screen their current role does not open: said in words, with the way to
 * their own home screen and, when another of their roles opens this one, the way to sign in as that role and
 * come back here. Sending them home without a word left people wondering whether the link was broken.
 */
export function AccessDenied({ user, permission }: { user: SessionUser; permission: RoutePermission }) {
  const { signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const home = HOME_FOR_ROLE[user.userRole];
  const others = otherRolesThatOpen(
    user.userRole,
    Object.values(user.organisations).flatMap((o) => o.roles),
    user.projectAdminAccess,
    permission,
  );

  async function signInAs() {
    const here = location.pathname + location.search + location.hash;
    await signOut();
    navigate(loginPathFor(here));
  }

  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        You don&apos;t have access to this page
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        You are signed in as {ROLE_LABELS[user.userRole]}, and this page is not part of that role.
      </Typography>
      {others.length > 0 && (
        <Typography variant="body1" sx={{ mb: 1 }}>
          Your account also holds the {others.map((r) => ROLE_LABELS[r]).join(' and ')} role
          {others.length > 1 ? 's' : ''}, which can open it: sign in as that role to continue here.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={home} variant="contained">
          Go to {labelOf.get(home) ?? 'your start page'}
        </Button>
        {others.length > 0 && (
          <Button variant="outlined" onClick={() => void signInAs()}>
            Sign in as {ROLE_LABELS[others[0]!]}
          </Button>
        )}
      </Stack>
    </PageSection>
  );
}
