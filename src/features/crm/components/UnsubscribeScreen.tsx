import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { env } from '../../../lib/env';
import { useHydrated } from '../../../lib/use-client-value';
import { useChangeSubscription, useSubscription } from '../unsubscribe-queries';
import { UnsubscribeFailure } from '../unsubscribe-service';

/** Read by screen readers, not shown (px strings: sx reads the number 1 as 100%). */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const retryable = (error: unknown) => error instanceof UnsubscribeFailure && error.retryable;
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again in a moment.';

/**
 * /unsubscribe?token=…: public, opened from the link in a marketing e-mail, usually on a phone. It talks only to the
 * unsubscribe function (no Firebase, no sign-in): shows the masked address and its state, unsubscribes from the
 * sending organisation's newsletters with one button and offers to undo it; a second choice stops newsletters from
 * every organisation on the service.
 */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const state = useSubscription(token);
  const change = useChangeSubscription(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  // After an action the heading says the result; focus goes there so a screen reader reads it next.
  useEffect(() => {
    if (change.isSuccess) heading.current?.focus();
  }, [change.isSuccess, change.submittedAt]);

  const card = (title: string, children: ReactNode) => (
    <PageSection>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography
          variant="h1"
          ref={heading}
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2, outline: 'none' }}
        >
          {title}
        </Typography>
        {children}
      </Paper>
    </PageSection>
  );

  const checking = card(
    'Unsubscribe',
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>Checking your link…</Typography>
    </Stack>,
  );
  // The build drew this page without the link's token, as checking: hydrating starts from that.
  if (!hydrated) return checking;

  if (!token)
    return card(
      'Unsubscribe',
      <Alert severity="info">
        This page needs the unsubscribe link from one of our e-mails. Open the “Unsubscribe” link at the
        bottom of the e-mail you received, or write to{' '}
        <a href={`mailto:${env.VITE_CONTACT_EMAIL}`}>{env.VITE_CONTACT_EMAIL}</a>.
      </Alert>,
    );

  if (state.isPending) return checking;

  if (state.isError)
    return card(
      'Unsubscribe',
      <Stack spacing={2}>
        <Alert severity="error">{messageOf(state.error)}</Alert>
        {retryable(state.error) && (
          <Button
            variant="contained"
            onClick={() => void state.refetch()}
            disabled={state.isFetching}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {state.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        )}
      </Stack>,
    );

  const { maskedEmail, status, organisationName, everyone } = state.data;
  const lastAction = change.isSuccess ? change.variables : undefined;
  // Resubscribing can leave the address unsubscribed: the server keeps bounces and complaints.
  const blocked = status === 'unsubscribed' && lastAction === 'resubscribe';
  const action = status === 'subscribed' ? 'unsubscribe' : 'resubscribe';
  const title =
    lastAction === 'unsubscribeEveryone' && everyone === 'stopped'
      ? 'You are unsubscribed from every organisation'
      : lastAction === 'resubscribeEveryone' && everyone === 'open'
        ? 'Organisations may e-mail you again'
        : blocked
          ? 'You are still unsubscribed'
          : status === 'unsubscribed'
            ? 'You are unsubscribed'
            : lastAction === 'resubscribe'
              ? 'You are subscribed again'
              : organisationName
                ? `Unsubscribe from ${organisationName}’s newsletters`
                : 'Unsubscribe from our newsletters';
  const busyLabel = change.variables?.startsWith('resubscribe') ? 'Saving…' : 'Unsubscribing…';
  const address = <strong>{maskedEmail}</strong>;
  const sender = organisationName || 'us';
  const contact = <a href={`mailto:${env.VITE_CONTACT_EMAIL}`}>{env.VITE_CONTACT_EMAIL}</a>;
  const wide = { alignSelf: { xs: 'stretch', sm: 'flex-start' } } as const;

  return card(
    title,
    <Stack spacing={2}>
      <Typography>
        {blocked ? (
          <>
            {address} cannot be resubscribed from this page, because earlier e-mails to it could not be
            delivered or were reported. Write to {contact} if you want newsletters again.
          </>
        ) : status === 'unsubscribed' ? (
          <>
            {address} will no longer receive newsletters from {sender}. Changed your mind? You can
            resubscribe.
          </>
        ) : lastAction === 'resubscribe' ? (
          <>
            {address} receives newsletters from {sender} again
            {everyone === 'open' ? '.' : ', once e-mail from every organisation is allowed again (below).'}
          </>
        ) : (
          <>
            Stop sending newsletters from {sender} to {address}?
          </>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        E-mails about workshops and invitations you take part in still arrive.
      </Typography>
      {change.isError && (
        <Alert
          severity="error"
          action={
            retryable(change.error) && change.variables ? (
              <Button color="inherit" size="small" onClick={() => change.mutate(change.variables!)}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {messageOf(change.error)}
        </Alert>
      )}
      {!blocked && (
        <Button
          variant={action === 'unsubscribe' ? 'contained' : 'outlined'}
          size="large"
          onClick={() => change.mutate(action)}
          disabled={change.isPending}
          sx={wide}
        >
          {change.isPending && change.variables === action
            ? busyLabel
            : action === 'unsubscribe'
              ? 'Unsubscribe'
              : 'Resubscribe'}
        </Button>
      )}
      {organisationName && (
        <Stack spacing={1.5} component="section" aria-labelledby="every-organisation" sx={{ pt: 2 }}>
          <Divider />
          <Typography id="every-organisation" variant="h2" sx={{ fontSize: '1.15rem', pt: 1 }}>
            Every organisation on this service
          </Typography>
          {everyone === 'blocked' ? (
            <Typography>
              Earlier e-mails to {address} could not be delivered or were reported, so no organisation on this
              service sends it newsletters. Write to {contact} to change that.
            </Typography>
          ) : everyone === 'stopped' ? (
            <>
              <Typography>No organisation on this service sends newsletters to {address}.</Typography>
              <Button
                variant="outlined"
                onClick={() => change.mutate('resubscribeEveryone')}
                disabled={change.isPending}
                sx={wide}
              >
                {change.isPending && change.variables === 'resubscribeEveryone'
                  ? busyLabel
                  : 'Allow e-mail from organisations again'}
              </Button>
            </>
          ) : (
            <>
              <Typography>
                Other organisations that use this service may send you newsletters of their own. You can stop
                them all here{status === 'subscribed' ? `, ${organisationName} included` : ''}.
              </Typography>
              <Button
                variant="outlined"
                color="error"
                onClick={() => change.mutate('unsubscribeEveryone')}
                disabled={change.isPending}
                sx={wide}
              >
                {change.isPending && change.variables === 'unsubscribeEveryone'
                  ? busyLabel
                  : 'Stop e-mail from every organisation'}
              </Button>
            </>
          )}
        </Stack>
      )}
      <Box role="status" sx={srOnly}>
        {lastAction ? `${title}.` : ''}
      </Box>
    </Stack>,
  );
}
