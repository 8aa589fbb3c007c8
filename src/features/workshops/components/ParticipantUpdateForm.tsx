import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/FormTextField';
import { ERRORS, messageOf } from '../../../lib/errors';
import { useMailProgress } from '../../email';
import type { Workshop } from '../model';
import { useInterest, useRetryFailedSends, useSendParticipantUpdate } from '../queries';

function sessionRead(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled: progress is shown only until the page is left
  }
}
function sessionWrite(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // as above
  }
}

const zUpdate = z.object({
  message: z.string().check(z.trim(), z.minLength(1, 'Write the update first'), z.maxLength(5000)),
});
type Update = z.infer<typeof zUpdate>;

/**
 * Sends an update to the participants who can attend. The server queues it (10 a second, the product's pace),
 * so the tab may close; the progress shows live. The request id is chosen before the first click, so a double
 * click or a retried request is one message. When some fail, "Retry the failed ones" sends only those again.
 */
export function ParticipantUpdateForm({ workshop }: { workshop: Workshop & { id: string } }) {
  const interest = useInterest(workshop.id);
  const recipients = (interest.data ?? []).filter((i) => i.canAttend).map((i) => i.email);
  // The last update's id outlives a reload of this tab, so its progress shows again when the person returns (the
  // server carries on sending meanwhile). Session storage: local storage holds only the session keys.
  const remembered = `participantUpdate:${workshop.id}`;
  const [messageId, setMessageIdState] = useState<string | null>(() => sessionRead(remembered));
  const setMessageId = (id: string) => {
    sessionWrite(remembered, id);
    setMessageIdState(id);
  };
  const form = useForm<Update>({ resolver: zodResolver(zUpdate), defaultValues: { message: '' } });
  const send = useSendParticipantUpdate(workshop.id);
  const retry = useRetryFailedSends();
  const submit = form.handleSubmit(({ message }) =>
    send.mutate(
      { message, recipients },
      {
        onSuccess: (result) => {
          setMessageId(result.messageId);
          form.reset({ message: '' });
        },
      },
    ),
  );
  const { progress, error: watchError } = useMailProgress(messageId);
  const done = progress?.status === 'done';
  const busy = send.isPending || retry.isPending;

  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <FormTextField
        control={form.control}
        name="message"
        label={`Update to participants (${recipients.length} recipient${recipients.length === 1 ? '' : 's'})`}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" disabled={busy || interest.isPending}>
          {send.isPending ? 'Sending…' : 'Send update'}
        </Button>
        {done && progress.failed > 0 && (
          <Button onClick={() => messageId && retry.mutate(messageId)} disabled={busy}>
            {retry.isPending ? 'Retrying…' : `Retry the ${progress.failed} failed`}
          </Button>
        )}
      </Stack>
      {(send.error || retry.error || watchError) && (
        <Alert severity="error" role="alert">
          {send.error || retry.error ? messageOf(send.error ?? retry.error) : watchError}
        </Alert>
      )}
      {progress && !done && (
        <div role="status">
          <Typography variant="body2">
            Sending: {progress.sent} of {progress.total} sent
            {progress.failed ? `, ${progress.failed} failed` : ''}. You may close this page; it carries on.
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? ((progress.sent + progress.failed) / progress.total) * 100 : 0}
            aria-label="Sending progress"
          />
        </div>
      )}
      {done && (
        <Alert severity={progress.failed ? 'error' : 'success'} role="status">
          {progress.failed
            ? `${ERRORS.participantEmailsFailed}: ${progress.failed} of ${progress.total} not sent.`
            : `Update sent to ${progress.sent} participant${progress.sent === 1 ? '' : 's'}.`}
        </Alert>
      )}
    </Stack>
  );
}
