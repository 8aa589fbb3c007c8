import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { homeOf } from '../../../kernel/permissions';
import { ROLE_LABELS, SIGN_IN_ROLES, type SignInRole, actsAsProjectAdmin } from '../../../kernel/roles';
import { useSession } from '../session-context';
import { AuthCard } from '../../../components/AuthCard';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { SignInForm } from '../../../components/SignInForm';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';
import { useReturnPath } from '../../../lib/use-return-path';

type LoginRole = SignInRole | 'projectAdmin';
const LOGIN_ROLES: LoginRole[] = [...SIGN_IN_ROLES, 'projectAdmin'];
const LABEL: Record<LoginRole, string> = { ...ROLE_LABELS, member: 'Participant / Member' };

export default function LoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [role, setRole] = useState<LoginRole>('organisationAdmin');
  // The Role choice is first in the form, so first in the Tab order, and focus starts there (the e-mail field
  // used to have it, and Tab from there never came back to the role). Focused without scrolling: on a short
  // window MUI's autoFocus scrolled the page past its title, where a navigation should leave it at the top.
  // The page comes drawn at build time: a role chosen before the app took it over is kept.
  const keepChosenRole = useCallback((chosen: string) => {
    const chosenRole = LOGIN_ROLES.find((r) => r === chosen);
    if (chosenRole) setRole(chosenRole);
  }, []);
  const roleField = useTypedBeforeHydration<HTMLSelectElement>(keepChosenRole);
  const signedInUser = session.user && session.authUid === session.user.userId ? session.user : null;
  const signedIn = !!signedInUser;
  useEffect(() => {
    if (!signedIn) roleField.current?.focus({ preventScroll: true });
  }, [signedIn, roleField]);

  if (signedInUser) {
    return (
      <AuthCard title="You are signed in" subtitle={`As ${signedInUser.displayName || signedInUser.email}.`}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => navigate(returnPath(homeOf(signedInUser)))}>
            Continue
          </Button>
          <Button onClick={() => void session.signOut()}>Sign out</Button>
        </Stack>
      </AuthCard>
    );
  }

  async function signIn(email: string, password: string) {
    const account = actsAsProjectAdmin(role)
      ? await session.signInWithPasswordOnly(email, password, 'projectAdmin')
      : await session.signInWithRole(email, password, role);
    navigate(returnPath(homeOf(account)), { replace: true });
  }

  return (
    <AuthCard title="Sign in" subtitle="Choose the role you are signing in as.">
      <SignInForm onSubmit={signIn}>
        {/* The browser's own select: a phone opens its system picker, and the sign-in page, the first page of
            most visits, does without MUI's menu (its Select, Menu, Popover and Modal are ~25 KB of JS gzip). */}
        <NativeSelectField
          fullWidth
          label="Role"
          value={role}
          inputRef={roleField}
          onChange={(e) => setRole(e.target.value as LoginRole)}
        >
          {LOGIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {LABEL[r]}
            </option>
          ))}
        </NativeSelectField>
      </SignInForm>
      <Divider sx={{ my: 3 }} />
      <Stack spacing={1}>
        <Typography variant="body2">
          New organisation?{' '}
          <Link component={RouterLink} to="/register-org">
            Register it here
          </Link>
        </Typography>
        <Typography variant="body2">
          Author?{' '}
          <Link component={RouterLink} to="/author-login">
            Sign in to your author profile
          </Link>
        </Typography>
        <Typography variant="body2">
          Workshop participant?{' '}
          <Link component={RouterLink} to="/participant-login">
            Go to the workshop portal
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
