import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { AppError, ERRORS, messageOf } from '../../../lib/errors';
import { PASSWORD_RULE } from '../../../kernel/password';
import { AuthCard } from '../../../components/AuthCard';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, ROLES } from '../../../kernel/roles';
import { useSession } from '../../session';
import { codeProblem, HOME_BY_ROLE } from '../model';
import { isEmailAddress } from '../../../kernel/email-address';

async function lookUp(code: string) {
  const [{ getAccessCode }, { getOrganisation }] = await Promise.all([
    import('../service'),
    import('../../organisations/service'),
  ]);
  const found = await getAccessCode(code);
  if (!found) throw new AppError(ERRORS.invalidAccessCode);
  const organisation = await getOrganisation(found.organisationId);
  return { code: found, organisation };
}

export default function JoinOrgScreen() {
  const { accessCode = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('role');
  const requiredRole = ROLES.find((r) => r === requested);
  const { user, reloadUser, status } = useSession();
  const navigate = useNavigate();
  const lookup = useQuery({
    queryKey: ['join', accessCode],
    queryFn: () => lookUp(accessCode),
    retry: false,
  });
  const [form, setForm] = useState({ displayName: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (lookup.isPending || status === 'loading') return <FullPageSpinner label="Checking your code" />;
  const problem = lookup.isError
    ? messageOf(lookup.error)
    : codeProblem(lookup.data.code, new Date(), requiredRole);
  if (problem || !lookup.data) {
    return (
      <AuthCard title="Join Organisation">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Check the link or code with the person who sent it; they can make you a new one.{' '}
          <Link component={RouterLink} to="/loginscreen">
            Go to sign in
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  const { code, organisation } = lookup.data;
  const wording = INVITATION_ROLE_WORDING[code.role] ?? ROLE_LABELS[code.role];
  const problems = {
    displayName: !form.displayName.trim() ? 'Enter your name.' : undefined,
    email: !isEmailAddress(form.email) ? ERRORS.invalidEmailFormat : undefined,
    password: form.password.length < 6 ? PASSWORD_RULE : undefined,
  };
  const show = (f: keyof typeof problems) => (submitted ? problems[f] : undefined);

  async function join(event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (!user && Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      const service = await import('../service');
      if (!user) {
        const session = await import('../../session/service');
        await session.createAccountOrSignIn(form.email, form.password, form.displayName);
      }
      const joined = await service.joinWithCode(code.code, requiredRole);
      await reloadUser(joined.role, joined.organisationId);
      navigate(HOME_BY_ROLE[joined.role] ?? '/', { replace: true });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Join Organisation"
      subtitle={`You are invited to join ${organisation.name} as ${wording}.`}
    >
      {code.tempUserId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This code was made for {code.animalEmoji} {code.identifier}. Joining turns that temporary place into
          your own membership.
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={join} noValidate aria-busy={busy}>
        {user ? (
          <Typography variant="body2">
            Signed in as <strong>{user.email || user.displayName}</strong>.
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              Create your account, or enter the e-mail and password of the one you have.
            </Typography>
            <TextField
              label="Your name"
              value={form.displayName}
              onChange={(e) => setForm({ ...form, displayName: e.target.value })}
              error={!!show('displayName')}
              helperText={show('displayName')}
              autoComplete="name"
              required
              autoFocus
            />
            <TextField
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              error={!!show('email')}
              helperText={show('email')}
              autoComplete="username"
              required
            />
            <TextField
              label="Password"
              type="password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              error={!!show('password')}
              helperText={show('password') ?? 'At least 6 characters.'}
              autoComplete="new-password"
              required
            />
          </>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? (
            <CircularProgress size={24} color="inherit" aria-label="Joining" />
          ) : (
            `Join ${organisation.name}`
          )}
        </Button>
      </Stack>
    </AuthCard>
  );
}
