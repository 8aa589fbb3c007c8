import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';

/**
 * What someone sees after joining with a shared code where the organisation requires approval: they are not in
 * yet, nothing of the organisation opens to them, and they will hear by e-mail either way.
 */
export function WaitingForApproval({
  organisationName,
  roleWording,
  email,
}: {
  organisationName: string;
  roleWording: string;
  email: string;
}) {
  const notice = useRef<HTMLDivElement>(null);
  // The form (and the button that had focus) is gone: focus goes to the answer so it is read out next and Tab
  // continues from here, not from the top of the page.
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <AuthCard title="Join Organisation">
      <Alert
        severity="info"
        role="status"
        ref={notice}
        tabIndex={-1}
        sx={{ mb: 2, outline: 'none' }}
        data-testid="waiting-for-approval"
      >
        <AlertTitle>Waiting for approval</AlertTitle>
        Your request to join {organisationName} as {roleWording} is with its administrators. Until one of them
        approves it, your account has no access to the organisation.
      </Alert>
      <Typography variant="body2" color="text.secondary">
        We will e-mail {email ? <strong>{email}</strong> : 'you'} when they decide, whichever way. Once
        approved,{' '}
        <Link component={RouterLink} to="/loginscreen">
          sign in
        </Link>{' '}
        to start.
      </Typography>
    </AuthCard>
  );
}
