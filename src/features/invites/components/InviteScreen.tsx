import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { FormSkeleton } from '../../../components/FormSkeleton';
import { AccountStepForm } from '../../../components/AccountStepForm';
import { formatDate } from '../../../kernel/dates';
import { ERRORS, messageOf } from '../../../lib/errors';
import { useSession } from '../../session';
import { INVITE_DAYS } from '../model';
import { useAcceptInvite, useInviteLookup } from '../queries';
import { useDeferredData } from '../../../lib/use-deferred-data';

/** A link that cannot be accepted: the catalogue's message, then what happened and what to do. */
function Refused({ title, children }: { title: string; children: string }) {
  return (
    <AuthCard title="Invitation">
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>{title}</AlertTitle>
        {children}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        Ask the person who sent it for a new link.{' '}
        <Link component={RouterLink} to="/loginscreen">
          Go to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}

/**
 * An invite link to a project. A visitor creates an account (or enters the one they have) and accepts in one
 * step; someone signed in accepts with the button. Accepting leads to Shared with me, where the project opens.
 */
export default function InviteScreen() {
  const { inviteId = '' } = useParams();
  const { user, status } = useSession();
  const lookup = useDeferredData(useInviteLookup(inviteId));
  const accept = useAcceptInvite(inviteId);
  const outcome = accept.isSuccess ? (accept.data ? 'accepted' : 'already') : null;

  if (lookup.isPending || status === 'loading')
    return (
      <AuthCard title="Invitation">
        <FormSkeleton fields={2} label="Checking your invite" />
      </AuthCard>
    );
  if (lookup.isError)
    return (
      <AuthCard title="Invitation">
        <Alert severity="error" role="alert">
          {messageOf(lookup.error)}
        </Alert>
      </AuthCard>
    );
  const found = lookup.data;
  if (found.status === 'unknown')
    return (
      <Refused title={ERRORS.invalidAccessCode}>
        This invite link is not valid. It may have been mistyped or withdrawn.
      </Refused>
    );
  if (found.status === 'expired')
    return (
      <Refused title={ERRORS.codeExpired}>
        {`This invite expired on ${formatDate(found.invite.expirationDate)}. Invites last ${INVITE_DAYS} days.`}
      </Refused>
    );

  const level = found.invite.accessLevel === 'write' ? 'read and write' : 'read';
  const signInLink = `/loginscreen?from=${encodeURIComponent(`/invite/${inviteId}`)}`;

  return (
    <AuthCard
      title="Invitation"
      subtitle={`You are invited to a project with ${level} access. The invite is valid until ${formatDate(found.invite.expirationDate)}.`}
    >
      {outcome ? (
        <Stack spacing={2}>
          <Alert severity="success">
            {outcome === 'accepted'
              ? 'Invite accepted: the project is now open to you.'
              : 'You already have access to this project.'}
          </Alert>
          <Button variant="contained" size="large" component={RouterLink} to="/shared-with-me">
            Open projects
          </Button>
        </Stack>
      ) : (
        <AccountStepForm
          user={user}
          intro="Create your account to accept, or enter the e-mail and password of the one you have."
          onStep={(account) => accept.mutate(account)}
          busy={accept.isPending}
          busyLabel="Accepting"
          label={user ? 'Accept invite' : 'Create account and accept'}
          error={accept.error}
        >
          {!user && (
            <Button component={RouterLink} to={signInLink}>
              Sign in to accept
            </Button>
          )}
        </AccountStepForm>
      )}
    </AuthCard>
  );
}
