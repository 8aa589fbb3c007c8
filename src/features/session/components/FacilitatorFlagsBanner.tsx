import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import { env } from '../../../lib/env';
import { ERRORS, messageOf } from '../../../lib/errors';
import { useSession } from '../session-context';
import { zEmailAddress } from '../../../kernel/email-address';
import { mayOpen } from '../../../kernel/permissions';
import { useUpdateOwnProfile } from '../queries';

/**
 * Facilitator flags after sign-in: a missing name or e-mail can be fixed here; a contract or
 * DBS number not on record is for the organisation to confirm, so the facilitator is told whom to send it to.
 */
export function FacilitatorFlagsBanner() {
  const { flags, user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user || !mayOpen(user.userRole, 'facilitator') || !flags) return null;
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

/** The name must not be blank; the e-mail follows the app's one address rule. Both are saved trimmed. */
const zProfile = z.object({
  displayName: z.string().trim().min(1, 'Enter your name.'),
  email: zEmailAddress(ERRORS.invalidEmailFormat),
});

function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const form = useForm({
    resolver: zodResolver(zProfile),
    defaultValues: { displayName: user?.displayName ?? '', email: user?.email ?? '' },
    mode: 'onChange',
  });
  const update = useUpdateOwnProfile();
  const busy = update.isPending;
  // What is missing shows as soon as the dialog opens: that is what the warning asked to complete.
  useEffect(() => void form.trigger(), [form]);
  // Closed through the promise rather than mutate's onSuccess, which is skipped when the save completes the
  // profile and the banner, this dialog with it, has already gone; the failure shows from `update.error`.
  const save = form.handleSubmit((profile) => update.mutateAsync(profile).then(onClose, () => undefined));

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="profile-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id="profile-title">Your profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={form.control} name="displayName" label="Name" autoFocus required />
            <FormTextField control={form.control} name="email" label="Contact e-mail" type="email" required />
            {update.isError && (
              <Alert severity="error" role="alert">
                {messageOf(update.error)}
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
