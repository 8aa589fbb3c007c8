import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { formatDate, localDayIso } from '../../../kernel/dates';
import { zComplianceInput, type ComplianceInput, type ComplianceRecord } from '../model';
import { useRecordCompliance } from '../queries';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';
import { FormDateField } from '../../../components/FormDateField';

/**
 * An organisation admin records a facilitator's signed contract and shared DBS check. What was recorded before
 * (and by whom) shows first; of the DBS number only the last four characters are kept.
 */
export function ComplianceDialog({
  organisationId,
  facilitator,
  current,
  recorder,
  onClose,
  onSaved,
}: {
  organisationId: string;
  facilitator: { userId: string; name: string };
  current: ComplianceRecord | null;
  recorder: { uid: string; name: string };
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const record = useRecordCompliance(organisationId);
  const today = localDayIso();
  const form = useForm<ComplianceInput>({
    resolver: zodResolver(zComplianceInput),
    defaultValues: {
      contractSigned: current?.contractSigned ?? false,
      contractSignedOn: current?.contractSignedOn || today,
      dbsNumberShared: current?.dbsNumberShared ?? false,
      dbsSharedOn: current?.dbsSharedOn || today,
      dbsNumber: '',
    },
  });
  const busy = record.isPending;
  const save = form.handleSubmit((input) =>
    record.mutate(
      { facilitatorId: facilitator.userId, label: facilitator.name, input, by: recorder },
      { onSuccess: () => onSaved(facilitator.name) },
    ),
  );
  const contract = useWatch({ control: form.control, name: 'contractSigned' });
  const dbs = useWatch({ control: form.control, name: 'dbsNumberShared' });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="compliance-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="compliance-title">Compliance: {facilitator.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {current?.recordedAt
                ? `Last recorded by ${current.recordedByName || 'an admin'} on ${formatDate(current.recordedAt)}${current.dbsLast4 ? `; DBS number ending ${current.dbsLast4}` : ''}.`
                : 'Nothing recorded yet.'}
            </Typography>
            <FormCheckbox control={form.control} name="contractSigned" label="Contract signed" />
            {contract && <FormDateField control={form.control} name="contractSignedOn" label="Date signed" />}
            <FormCheckbox control={form.control} name="dbsNumberShared" label="DBS check shared" />
            {dbs && (
              <>
                <FormDateField control={form.control} name="dbsSharedOn" label="Date shared" />
                <FormTextField
                  control={form.control}
                  name="dbsNumber"
                  label="DBS certificate number (optional)"
                  autoComplete="off"
                  hint="Only its last four characters are kept, to tell certificates apart."
                />
              </>
            )}
            <ErrorAlert error={record.error} />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save compliance" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
