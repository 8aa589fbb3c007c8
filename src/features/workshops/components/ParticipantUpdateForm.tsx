import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { ParticipantSendError } from '../../email/batch';
import type { Workshop } from '../model';
import { useInterest } from '../queries';
import { sendParticipantUpdate } from '../service';

/**
 * Sends an update to the participants who can attend. On a partial failure it names the recipients that failed
 * and the next send goes only to them, so nobody gets the same update twice.
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
  const [retryOnly, setRetryOnly] = useState<string[] | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const everyone = (interest.data ?? []).filter((i) => i.canAttend).map((i) => i.email);
  const recipients = retryOnly ?? everyone;

  async function send() {
    if (!message.trim()) {
      setStatus({ ok: false, text: 'Write the update first' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const result = await sendParticipantUpdate(workshop.id, message.trim(), recipients, from);
      setStatus({ ok: true, text: `Update sent to ${result.sent.length} participant(s).` });
      setRetryOnly(null);
      setMessage('');
    } catch (error) {
      if (error instanceof ParticipantSendError) {
        setRetryOnly(error.failed);
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
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <div>
        <Button variant="outlined" onClick={send} disabled={busy || interest.isPending}>
          {retryOnly ? `Retry ${retryOnly.length} failed` : 'Send update'}
        </Button>
      </div>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}
