import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { messageOf } from '../../../lib/errors';
import { AuthCard } from '../../../components/AuthCard';
import { useSession } from '../../session';
import { formatDate } from '../../../kernel/dates';
import { useAcceptInvite, useInviteLookup } from '../queries';

/** An invite link: accepted when valid, explained when expired or unknown. */
export default function InviteScreen() {
  const { inviteId = '' } = useParams();
  const { user, status } = useSession();
  const lookup = useInviteLookup(inviteId);
  const accept = useAcceptInvite(inviteId);
  const outcome = accept.isSuccess ? (accept.data ? 'accepted' : 'already') : null;

  if (lookup.isPending || status === 'loading') return <FullPageSpinner label="Checking your invite" />;
  if (lookup.isError)
    return (
      <AuthCard title="Invitation">
        <Alert severity="error">{messageOf(lookup.error)}</Alert>
      </AuthCard>
    );
  const found = lookup.data;
  if (found.status === 'unknown')
    return (
      <AuthCard title="Invitation">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          This invite link is not valid.
        </Alert>
        <Typography variant="body2" color="text.secondary">
          It may have been mistyped or withdrawn. Ask the person who sent it for a new link.
        </Typography>
      </AuthCard>
    );
  if (found.status === 'expired')
    return (
      <AuthCard title="Invitation">
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          This invite expired on {formatDate(found.invite.expirationDate)}.
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Invites last 7 days. Ask the person who sent it for a new one.
        </Typography>
      </AuthCard>
    );

  const level = found.invite.accessLevel === 'write' ? 'read and write' : 'read';
  return (
    <AuthCard
      title="Invitation"
      subtitle={`You are invited to a project with ${level} access. The invite is valid until ${formatDate(found.invite.expirationDate)}.`}
    >
      {outcome ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {outcome === 'accepted'
            ? 'Invite accepted: the project is now open to you.'
            : 'You already have access to this project.'}
        </Alert>
      ) : user ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
        >
          Accept invite
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          component={RouterLink}
          to={`/loginscreen?from=${encodeURIComponent(`/invite/${inviteId}`)}`}
        >
          Sign in to accept
        </Button>
      )}
      {accept.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {messageOf(accept.error)}
        </Alert>
      )}
      {outcome && (
        <Button component={RouterLink} to="/project-view" sx={{ mt: 1 }}>
          Open projects
        </Button>
      )}
    </AuthCard>
  );
}
