import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { WITHDRAW_REASON_MAX, zWithdrawInput, type WithdrawInput } from '../consent';
import { useWithdrawConsent } from '../queries';
import type { RecordingRow } from '../service';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';

/** Withdraws a recording's consent, always with the reason; the recording is unpublished at once. */
export function WithdrawConsentDialog({
  recording,
  onClose,
  onSaved,
}: {
  recording: RecordingRow;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const withdraw = useWithdrawConsent();
  const title = recording.title || recording.id;
  const form = useForm<WithdrawInput>({
    resolver: zodResolver(zWithdrawInput),
    defaultValues: { reason: '' },
  });
  const busy = withdraw.isPending;
  const save = form.handleSubmit(({ reason }) =>
    withdraw.mutate(
      { id: recording.id, reason },
      { onSuccess: () => onSaved(`Consent withdrawn for “${title}”; it is no longer published.`) },
    ),
  );
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="withdraw-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="withdraw-title">Withdraw consent: {title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The recording is unpublished at once: it leaves the app, the web and walks, and cannot be
            published again until new consent is recorded. The reason, your name and the time stay on the
            recording.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason for withdrawal"
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: WITHDRAW_REASON_MAX } }}
          />
          <ErrorAlert error={withdraw.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogButtons
          label="Withdraw consent"
          busyLabel="Withdrawing…"
          busy={busy}
          destructive
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
