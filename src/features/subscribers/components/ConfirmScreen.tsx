import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { useConfirmationDescription, useConfirmSignUp } from '../public-queries';

/**
 * /subscribe/:listId/confirm?token=… (a list's) and /confirm-subscription?token=… (an organisation's news
 * without a list) — the link of the confirmation e-mail; the token says what it confirms. Opening it changes nothing: mail
 * scanners and link previews open links too, so only the person's press of the button confirms (a POST to the
 * server). Confirming twice is harmless.
 */
export default function ConfirmScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const list = useConfirmationDescription(token);
  const confirm = useConfirmSignUp(token);
  return (
    <PageSection>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
          {confirm.isSuccess ? 'Subscription confirmed' : 'Confirm your subscription'}
        </Typography>
        {!token && (
          <Alert severity="info">
            This page needs the link from your confirmation e-mail. Open the link in the e-mail you received.
          </Alert>
        )}
        {token && list.isPending && <LoadingRows rows={2} label="Loading" />}
        {list.isError && <Alert severity="error">{list.error.message}</Alert>}
        {confirm.isSuccess && (
          <Alert severity="success" role="status">
            You are subscribed to {confirm.data.listName}. Thank you!
          </Alert>
        )}
        {list.data && !confirm.isSuccess && (
          <Stack spacing={2}>
            <Typography>
              Do you want to receive <strong>{list.data.listName}</strong> from {list.data.organisationName}{' '}
              by e-mail?
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {list.data.wording}
            </Typography>
            {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
            <Button
              variant="contained"
              size="large"
              onClick={() => confirm.mutate()}
              disabled={confirm.isPending}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {confirm.isPending ? 'Confirming…' : 'Yes, subscribe me'}
            </Button>
            <Typography variant="body2" color="text.secondary">
              Did not sign up? Close this page: without your confirmation nothing is sent to you.
            </Typography>
          </Stack>
        )}
      </Paper>
    </PageSection>
  );
}
