import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { confirmSignUp } from '../public-service';

/** /subscribe/:listId/confirm?token=… — the link of the confirmation e-mail; confirming is idempotent. */
export default function ConfirmScreen() {
  const { listId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useQuery({
    queryKey: ['signup-confirm', listId, token],
    queryFn: () => confirmSignUp(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <PageSection>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
          {confirm.isSuccess ? 'Subscription confirmed' : 'Confirm your subscription'}
        </Typography>
        {confirm.isPending && <LoadingRows rows={2} label="Confirming" />}
        {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
        {confirm.isSuccess && (
          <Alert severity="success" role="status">
            You are subscribed to {confirm.data.listName}. Thank you!
          </Alert>
        )}
      </Paper>
    </PageSection>
  );
}
