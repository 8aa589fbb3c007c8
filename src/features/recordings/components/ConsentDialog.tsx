import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { localDayIso } from '../../../kernel/dates';
import { LICENCE_WORDS, NAME_MAX, zConsentInput, type ConsentInput } from '../consent';
import { LICENCES } from '../model';
import { useConsentRecord, useRecordConsent } from '../queries';
import type { RecordingRow } from '../service';
import { ConsentUsesField } from './ConsentUsesField';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';
import { FormDateField } from '../../../components/FormDateField';
import { optionsOf } from '../../../components/option-items';

/**
 * Records a recording's consent from the signed consent form: who consented (a parent or guardian for a
 * contributor under 18), when, for which uses, and the licence. After a withdrawal, recording it again is what
 * lets the recording be published again. What was typed stays in the form if saving fails.
 */
export function ConsentDialog({
  recording,
  onClose,
  onSaved,
}: {
  recording: RecordingRow;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const record = useRecordConsent();
  const withdrawal = useConsentRecord(recording)?.withdrawnReason;
  const title = recording.title || recording.id;
  const form = useForm<ConsentInput>({
    resolver: zodResolver(zConsentInput),
    defaultValues: {
      consentedBy: '',
      contributorUnder18: false,
      guardianName: '',
      consentedOn: localDayIso(),
      uses: [],
      licence: recording.licence ?? 'CC-BY-NC-4.0',
    },
  });
  const under18 = useWatch({ control: form.control, name: 'contributorUnder18' });
  const busy = record.isPending;
  const save = form.handleSubmit((input) =>
    record.mutate(
      { id: recording.id, input },
      { onSuccess: () => onSaved(`Consent recorded for “${title}”.`) },
    ),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="consent-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="consent-title">Record consent: {title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {recording.consent?.withdrawnAt && (
              <Alert severity="warning">
                Consent was withdrawn{withdrawal ? ` (${withdrawal})` : ''}. Record it again only from a new
                signed consent form.
              </Alert>
            )}
            <FormTextField
              control={form.control}
              name="consentedBy"
              label="Contributor’s name"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              autoFocus
            />
            <FormCheckbox
              control={form.control}
              name="contributorUnder18"
              label="The contributor is under 18"
            />
            {under18 && (
              <FormTextField
                control={form.control}
                name="guardianName"
                label="Parent or guardian who consented"
                autoComplete="off"
                hint="A contributor under 18 consents through a parent or guardian."
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              />
            )}
            <FormDateField
              control={form.control}
              name="consentedOn"
              label="Date consent was given"
              max={localDayIso()}
            />
            <ConsentUsesField control={form.control} />
            <FormSelectField
              control={form.control}
              name="licence"
              label="Licence"
              fullWidth
              options={optionsOf(LICENCES, LICENCE_WORDS)}
            />
            <Typography variant="body2" color="text.secondary">
              Your name and the time are recorded with the consent.
            </Typography>
            <ErrorAlert error={record.error} />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save consent" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
