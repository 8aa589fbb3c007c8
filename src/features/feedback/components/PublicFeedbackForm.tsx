import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormSkeleton } from '../../../components/FormSkeleton';
import { PageSection } from '../../../components/PageSection';
import { RetryAlert } from '../../../components/RetryAlert';
import { BusyError, ClosedError } from '../public-form';
import { usePublicForm, useSendResponse } from '../public-queries';
import { FeedbackFormView } from './FeedbackFormView';
import { useDeferredData } from '../../../lib/use-deferred-data';

const FAILED = 'Your answers could not be sent. They are still here: check your connection and try again.';

/**
 * /feedback/{formId}: a published form, answered without signing in, usually on a phone. Closed and unknown
 * forms say so; a failed send keeps every answer on screen with a retry; then a thank-you.
 */
export function PublicFeedbackForm({ formId }: { formId: string }) {
  const loaded = useDeferredData(usePublicForm(formId));
  const send = useSendResponse(loaded.data);
  const [botThanked, setBotThanked] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const done = send.isSuccess || botThanked;
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  const card = (children: ReactNode) => (
    <PageSection>
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </PageSection>
  );
  const heading = (text: string) => (
    <Typography
      variant="h1"
      ref={thanks}
      tabIndex={-1}
      sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2, outline: 'none' }}
    >
      {text}
    </Typography>
  );

  if (loaded.isPending)
    return card(
      <>
        {heading('Feedback')}
        <FormSkeleton label="Loading the form" fields={4} />
      </>,
    );
  if (loaded.isError)
    return card(
      <>
        {heading('Feedback')}
        <RetryAlert onRetry={() => loaded.refetch()}>
          The form could not be loaded. Check your connection.
        </RetryAlert>
      </>,
    );
  const state = loaded.data;
  if (state.state === 'unknown')
    return card(
      <>
        {heading('Form not found')}
        <Alert severity="info">There is no form at this address. Check the link you were given.</Alert>
      </>,
    );
  if (state.state === 'closed')
    return card(
      <>
        {heading(state.title)}
        <Alert severity="info">
          This form is closed and no longer takes answers. Thank you for your interest.
        </Alert>
      </>,
    );
  if (done)
    return card(
      <>
        {heading('Thank you!')}
        <Typography>Your answers to “{state.form.title}” have been sent.</Typography>
      </>,
    );
  const failure = send.isError
    ? send.error instanceof BusyError || send.error instanceof ClosedError
      ? send.error.message
      : FAILED
    : null;
  return card(
    <FeedbackFormView
      title={state.form.title}
      introduction={state.form.introduction}
      fields={state.form.fields}
      onSend={(answers) => send.mutate(answers)}
      onBot={() => setBotThanked(true)}
      sending={send.isPending}
      failure={failure}
    />,
  );
}
