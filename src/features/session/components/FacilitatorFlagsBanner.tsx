import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { env } from '../../../lib/env';
import { ERRORS, messageOf } from '../../../lib/errors';
import { useSession } from '../session-context';
import { isEmailAddress } from '../../../kernel/email-address';

/**
 * Facilitator flags after sign-in (spec section 4): a missing name or e-mail can be fixed here; a contract or
 * DBS number not on record is for the organisation to confirm, so the facilitator is told whom to send it to.
 */
export function FacilitatorFlagsBanner() {
  const { flags, user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user || user.userRole !== 'facilitator' || !flags) return null;
  if (!flags.profileIncomplete && !flags.complianceIncomplete) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pt: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      {flags.profileIncomplete && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setEditing(true)}>
              Complete profile
            </Button>
          }
        >
          Your profile is incomplete: organisations need your name and e-mail to contact you about workshops.
        </Alert>
      )}
      {flags.complianceIncomplete && (
        <Alert severity="warning">
          Your compliance record is incomplete: a signed contract and a shared DBS number are needed before
          you run workshops. Send them to{' '}
          <Link href={`mailto:${env.VITE_SUPPORT_EMAIL}?subject=Facilitator%20compliance`}>
            {env.VITE_SUPPORT_EMAIL}
          </Link>
          .
        </Alert>
      )}
      {editing && <ProfileDialog onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { user, refreshFlags } = useSession();
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameProblem = !displayName.trim() ? 'Enter your name.' : null;
  const emailProblem = !isEmailAddress(email) ? ERRORS.invalidEmailFormat : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (nameProblem || emailProblem) return;
    setBusy(true);
    setError(null);
    try {
      await (await import('../profile-service')).updateOwnProfile({ displayName, email });
      await refreshFlags();
      onClose();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="profile-title" fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id="profile-title">Your profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Name"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              error={!!nameProblem}
              helperText={nameProblem}
              autoFocus
              required
            />
            <TextField
              label="Contact e-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!emailProblem}
              helperText={emailProblem}
              required
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
