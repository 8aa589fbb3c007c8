import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SUBSCRIBER_ERRORS } from '@storytelling/shared/subscriber-api';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { isEmailAddress } from '../../../kernel/email-address';
import { describeList, signUp } from '../public-service';

/**
 * /subscribe/:listId — a list's public sign-up form (embeddable: it is a plain page). The consent box shows the
 * exact words the server records. A double opt-in list answers with "check your inbox".
 */
export default function SignupScreen() {
  const { listId = '' } = useParams();
  const list = useQuery({ queryKey: ['signup', listId], queryFn: () => describeList(listId), retry: false });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const send = useMutation({ mutationFn: signUp });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      ...(isEmailAddress(email) ? {} : { email: SUBSCRIBER_ERRORS.invalidAddress }),
      ...(consent ? {} : { consent: SUBSCRIBER_ERRORS.consent }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0)
      send.mutate({ listId, email: email.trim(), name: name.trim(), consent });
  };

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
          <form onSubmit={submit} noValidate>
            <Typography sx={{ mb: 2 }}>From {list.data.organisationName}.</Typography>
            <Stack spacing={2}>
              {send.isError && <Alert severity="error">{send.error.message}</Alert>}
              <TextInput
                label="E-mail address"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={!!errors.email}
                helperText={errors.email}
                required
              />
              <TextInput
                label="Name"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <div>
                <FormControlLabel
                  control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
                  label={list.data.wording}
                />
                {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
              </div>
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
