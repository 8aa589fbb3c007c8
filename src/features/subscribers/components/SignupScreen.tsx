import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/FormTextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { useListDescription, useSignUp } from '../public-queries';
import { zSignupForm, type SignupForm } from '../signup-form';

/**
 * /subscribe/:listId — a list's public sign-up form (embeddable: it is a plain page). The consent box shows the
 * exact words the server records. A double opt-in list answers with "check your inbox".
 */
export default function SignupScreen() {
  const { listId = '' } = useParams();
  const list = useListDescription(listId);
  const { control, handleSubmit } = useForm<SignupForm>({
    resolver: zodResolver(zSignupForm),
    defaultValues: { email: '', name: '', consent: false },
  });
  const send = useSignUp();
  const submit = handleSubmit((form) => send.mutate({ listId, ...form }));

  return (
    <PageSection>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
          {list.data ? `Sign up: ${list.data.listName}` : 'Sign up'}
        </Typography>
        {list.isPending && <LoadingRows rows={3} label="Loading the form" />}
        {list.isError && <Alert severity="error">{list.error.message}</Alert>}
        {list.data && send.isSuccess && (
          <Alert severity="success" role="status">
            {send.data.status === 'subscribed'
              ? `You are subscribed to ${list.data.listName}. Thank you!`
              : 'Check your inbox: we sent you a link to confirm your subscription. It is valid for 7 days.'}
          </Alert>
        )}
        {list.data && !send.isSuccess && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Typography sx={{ mb: 2 }}>From {list.data.organisationName}.</Typography>
            <Stack spacing={2}>
              {send.isError && <Alert severity="error">{send.error.message}</Alert>}
              <FormTextField
                control={control}
                name="email"
                label="E-mail address"
                type="email"
                autoComplete="email"
                required
              />
              <FormTextField control={control} name="name" label="Name" autoComplete="name" />
              <Controller
                control={control}
                name="consent"
                render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                  <div>
                    <FormControlLabel
                      control={
                        <Checkbox
                          {...field}
                          slotProps={{ input: { ref } }}
                          checked={value}
                          onChange={(e) => onChange(e.target.checked)}
                        />
                      }
                      label={list.data.wording}
                    />
                    {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                  </div>
                )}
              />
              <Button type="submit" variant="contained" disabled={send.isPending}>
                {send.isPending ? 'Signing up…' : 'Sign up'}
              </Button>
              <Typography variant="body2" color="text.secondary">
                We use your address only to send you this list. See our <a href="/privacy">privacy policy</a>.
              </Typography>
            </Stack>
          </form>
        )}
      </Paper>
    </PageSection>
  );
}
