import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AccountStepForm } from '../../../components/AccountStepForm';
import type { NewAccount } from '../../../components/new-account';
import { FormSkeleton } from '../../../components/FormSkeleton';
import { arrivalState } from '../../../lib/arrival';
import { messageOf } from '../../../lib/errors';
import { AuthCard } from '../../../components/AuthCard';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, ROLES } from '../../../kernel/roles';
import { useSession } from '../../session';
import { codeProblem, HOME_BY_ROLE } from '../model';
import { useCodeLookup, useJoinWithCode, useMyJoinRequest } from '../queries';
import { WaitingForApproval } from './WaitingForApproval';
import { isSharedCode } from '../../memberships/model';
import { useDeferredData } from '../../../lib/use-deferred-data';

export default function JoinOrgScreen() {
  const { accessCode = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('role');
  const requiredRole = ROLES.find((r) => r === requested);
  const { user, status } = useSession();
  const navigate = useNavigate();
  const lookup = useDeferredData(useCodeLookup(accessCode));
  const join = useJoinWithCode();
  const myRequest = useMyJoinRequest(lookup.data?.code.organisationId ?? '', !!user);

  // Someone signed in may have asked already: the answer decides between the join button and the wait.
  if (lookup.isPending || status === 'loading' || myRequest.isLoading)
    return (
      <AuthCard title="Join Organisation">
        <FormSkeleton label="Checking your code" />
      </AuthCard>
    );
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
  if (join.data?.pending || myRequest.data?.status === 'pending')
    return (
      <WaitingForApproval
        organisationName={organisation.name}
        roleWording={wording}
        email={user?.email || join.variables?.account?.email || myRequest.data?.email || ''}
      />
    );
  const declinedBefore = myRequest.data?.status === 'declined';
  const joinAs = (account: NewAccount | undefined) =>
    join.mutate(
      { code: code.code, requiredRole, account },
      {
        // The dashboard says it worked, naming the organisation (no silent landing); a join that waits for
        // approval stays here and says so.
        onSuccess: (joined) =>
          !joined.pending &&
          navigate(HOME_BY_ROLE[joined.role] ?? '/', {
            replace: true,
            state: arrivalState(
              `You joined ${organisation.name} as ${INVITATION_ROLE_WORDING[joined.role] ?? ROLE_LABELS[joined.role]}.`,
            ),
          }),
      },
    );
  return (
    <AuthCard
      title="Join Organisation"
      subtitle={`You are invited to join ${organisation.name} as ${wording}.`}
    >
      {declinedBefore && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          An administrator declined your earlier request to join. You may ask again.
        </Alert>
      )}
      {organisation.settings.requireApproval && isSharedCode(code) && !code.tempUserId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {organisation.name} approves new members: after joining you wait for an administrator, and we e-mail
          you when they decide.
        </Alert>
      )}
      {code.tempUserId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This code was made for {code.animalEmoji} {code.identifier}. Joining turns that temporary place into
          your own membership.
        </Alert>
      )}
      <AccountStepForm
        user={user}
        intro="Create your account, or enter the e-mail and password of the one you have."
        onStep={joinAs}
        busy={join.isPending}
        busyLabel="Joining"
        label={`Join ${organisation.name}`}
        error={join.error}
      />
    </AuthCard>
  );
}
