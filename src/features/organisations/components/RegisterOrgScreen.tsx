import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageOf } from '../../../lib/errors';
import { AuthCard } from '../../../components/AuthCard';
import { useSession } from '../../session';
import { ORGANISATION_TYPES, registrationProblems, type RegistrationForm } from '../registration';

const EMPTY: RegistrationForm = {
  displayName: '',
  email: '',
  password: '',
  name: '',
  type: 'school',
  description: '',
};

export default function RegisterOrgScreen() {
  const { reloadUser } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = registrationProblems(form);
  const show = (field: keyof RegistrationForm) => (submitted ? problems[field] : undefined);
  const set = (field: keyof RegistrationForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const session = await import('../../session/service');
      const service = await import('../service');
      await session.createAccountOrSignIn(form.email, form.password, form.displayName);
      const organisationId = await service.registerOrganisation(form);
      await reloadUser('organisationAdmin', organisationId);
      navigate('/org-dashboard', { replace: true });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Register Organisation"
      subtitle="Create your organisation and its administrator account in one step."
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={busy}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Your account
        </Typography>
        <TextField
          label="Your name"
          value={form.displayName}
          onChange={set('displayName')}
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
          onChange={set('email')}
          error={!!show('email')}
          helperText={show('email')}
          autoComplete="username"
          required
        />
        <TextField
          label="Password"
          type="password"
          value={form.password}
          onChange={set('password')}
          error={!!show('password')}
          helperText={show('password') ?? 'At least 6 characters. Already have an account? Use its password.'}
          autoComplete="new-password"
          required
        />
        <Divider />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Your organisation
        </Typography>
        <TextField
          label="Organisation name"
          value={form.name}
          onChange={set('name')}
          error={!!show('name')}
          helperText={show('name')}
          required
        />
        <TextField select label="Type" value={form.type} onChange={set('type')}>
          {ORGANISATION_TYPES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Description (optional)"
          value={form.description}
          onChange={set('description')}
          error={!!show('description')}
          helperText={show('description')}
          multiline
          minRows={2}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? (
            <CircularProgress size={24} color="inherit" aria-label="Registering" />
          ) : (
            'Register organisation'
          )}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Joining an existing organisation? Use the link or code you were sent. Already registered?{' '}
          <Link component={RouterLink} to="/loginscreen">
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
