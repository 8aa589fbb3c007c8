import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { env } from '../../../lib/env';
import { useSession } from '../session-context';
import { mayOpen } from '../../../kernel/permissions';
import { ProfileDialog } from './ProfileDialog';

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
          you run workshops. Your organisation&apos;s admin records them once they have them; send them to{' '}
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
