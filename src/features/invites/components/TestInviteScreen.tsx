import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { messageOf } from '../../../lib/errors';
import { grantableRoles, useOrgAccess } from '../../organisations';
import { AuthCard } from '../../../components/AuthCard';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../../../kernel/roles';
import { FULL_ID_LENGTH } from '../../access-codes/model';
import { invitationPreview, joinLink } from '../invitation-email';
import { isEmailAddress } from '../../../kernel/email-address';

/**
 * Lets an admin try the invitation flow: see the e-mail exactly as it will go out, send it to an address they
 * can read (their own by default), and open the join link in another browser.
 */
export default function TestInviteScreen() {
  const { user, organisationId, organisationName, isModerator, isSuperAdmin } = useOrgAccess();
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<Role>('member');
  const [result, setResult] = useState<{ code: string; emailError: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user || !organisationId || !isModerator)
    return (
      <AuthCard title="Test invite">
        <Alert severity="info" sx={{ mb: 2 }}>
          Sign in as an organisation admin or moderator to try the invitation flow.
        </Alert>
        <Button component={RouterLink} to="/loginscreen?from=/test-invite" variant="contained">
          Sign in
        </Button>
      </AuthCard>
    );

  const origin = window.location.origin;
  const roles = grantableRoles(user.organisations[organisationId]?.roles ?? [], isSuperAdmin);
  // The e-mailed code is the full generated id (spec section 9): the preview shows one of that length.
  const preview = invitationPreview({ organisationName, role, code: 'X'.repeat(FULL_ID_LENGTH), origin });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!isEmailAddress(email)) return setError('Invalid email format');
    setBusy(true);
    setError(null);
    try {
      const { inviteByEmail } = await import('../service');
      setResult(await inviteByEmail({ organisationId: organisationId!, email, role }));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Test invite" subtitle={`Send a real invitation for ${organisationName} and follow it.`}>
      <Stack component="form" spacing={2} onSubmit={send} noValidate>
        <TextField
          label="Send to"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {roles.map((r) => (
            <MenuItem key={r} value={r}>
              {INVITATION_ROLE_WORDING[r] ?? ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" component="div">
          <strong>{preview.subject}</strong>
          <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: '8px 0 0' }}>
            {preview.text}
          </pre>
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Alert severity={result.emailError ? 'warning' : 'success'}>
            {result.emailError ?? `Sent to ${email}.`} Open{' '}
            <Link href={joinLink(origin, result.code)} target="_blank" rel="noopener">
              {joinLink(origin, result.code)}
            </Link>{' '}
            in a private window to join as the invitee.
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          Send test invitation
        </Button>
      </Stack>
    </AuthCard>
  );
}
