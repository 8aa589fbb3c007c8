import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../session-context';
import { AuthCard } from '../../../components/AuthCard';
import { SignInForm } from '../../../components/SignInForm';
import { useReturnPath } from '../../../lib/use-return-path';

export default function AuthorLoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (
    <AuthCard title="Author sign in" subtitle="See your recordings and claim your author profile.">
      <SignInForm
        onSubmit={async (email, password) => {
          await session.signInWithPasswordOnly(email, password, 'author');
          navigate(returnPath('/author-dashboard'), { replace: true });
        }}
      />
      <Typography variant="body2" sx={{ mt: 3 }}>
        Not an author?{' '}
        <Link component={RouterLink} to="/loginscreen">
          Sign in with a role
        </Link>
      </Typography>
    </AuthCard>
  );
}
