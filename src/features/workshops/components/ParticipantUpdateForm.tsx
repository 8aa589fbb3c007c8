import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { ParticipantSendError, type FailedSend } from '../../email/batch';
import type { Workshop } from '../model';
import { useInterest } from '../queries';
import { retryParticipantUpdate, sendParticipantUpdate } from '../service';

/**
 * Sends an update to the participants who can attend. On a partial failure it names the recipients that failed
 * and the next send retries only them, turning their failed log entries into `sent` (no new entries), so nobody
 * gets the same update twice and each recipient keeps one log entry. While a retry is pending the message is
 * locked: the retry resends the update as first sent.
 */
export function ParticipantUpdateForm({
  workshop,
  from,
}: {
  workshop: Workshop & { id: string };
  from: string;
}) {
  const interest = useInterest(workshop.id);
  const [message, setMessage] = useState('');
  const [retryOnly, setRetryOnly] = useState<FailedSend[] | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const everyone = (interest.data ?? []).filter((i) => i.canAttend).map((i) => i.email);
  const recipients = retryOnly ? retryOnly.map((f) => f.recipient) : everyone;

  async function send() {
    if (!message.trim()) {
      setStatus({ ok: false, text: 'Write the update first' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const result = retryOnly
        ? await retryParticipantUpdate(workshop.id, message.trim(), retryOnly, from)
        : await sendParticipantUpdate(workshop.id, message.trim(), recipients, from);
      setStatus({ ok: true, text: `Update sent to ${result.sent.length} participant(s).` });
      setRetryOnly(null);
      setMessage('');
    } catch (error) {
      if (error instanceof ParticipantSendError) {
        setRetryOnly(error.failedSends);
        setStatus({
          ok: false,
          text: `${error.message}. Not sent to: ${error.failed.join(', ')}. Send again to retry only those.`,
        });
      } else setStatus({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextField
        label={`Update to participants (${recipients.length} recipient${recipients.length === 1 ? '' : 's'})`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000, readOnly: retryOnly !== null } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={send} disabled={busy || interest.isPending}>
          {retryOnly ? `Retry ${retryOnly.length} failed` : 'Send update'}
        </Button>
        {retryOnly && (
          <Button
            onClick={() => {
              setRetryOnly(null);
              setStatus(null);
            }}
            disabled={busy}
          >
            Write a new update
          </Button>
        )}
      </Stack>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}
