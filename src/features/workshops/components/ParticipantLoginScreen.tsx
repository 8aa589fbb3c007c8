import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { SignInForm } from '../../../components/SignInForm';
import { useReturnPath } from '../../../lib/use-return-path';
import { useSession } from '../../session';

/** "Workshop Portal Login": participants sign in with the member role and land on their dashboard. */
export default function ParticipantLoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (
    <AuthCard
      title="Workshop Portal Login"
      subtitle="See upcoming workshops and tell us whether you can come."
    >
      <SignInForm
        onSubmit={async (email, password) => {
          await session.signInWithRole(email, password, 'member');
          navigate(returnPath('/participant-dashboard'), { replace: true });
        }}
      />
      <Typography variant="body2" sx={{ mt: 3 }}>
        Looking for workshops?{' '}
        <Link component={RouterLink} to="/workshop-directory">
          Browse the workshop directory
        </Link>
      </Typography>
    </AuthCard>
  );
}
