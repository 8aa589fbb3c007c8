import { englishZodResolver } from '../../../components/form-field-binding';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';
import { fieldControl } from '../../../components/form-control';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { zInterestResponse, type InterestResponse, type PublicWorkshop } from '../model';
import type { SubmitDialogProps } from './submit-dialog';
import { DialogButtons } from '../../../components/DialogButtons';

/** The interest record's fields, notes kept without surrounding spaces. */
const zInterestForm = z.extend(zInterestResponse, {
  notes: z.string().check(z.trim(), z.maxLength(2000, 'At most 2000 characters')),
  // Not part of the interest record: the service subscribes the person and stores the rest.
  keepInformed: z.boolean(),
});
type InterestForm = z.input<typeof zInterestForm>;
const START: InterestForm = { canAttend: true, needsCoverage: false, notes: '', keepInformed: false };

/**
 * canAttend, needsCoverage, notes → the interest record and the interest notification e-mail. The screen sends
 * it (`onSubmit`) and closes the dialog when it went through; a failure shows here and the choices stay as they
 * were, so the person can try again.
 */
export function InterestDialog({
  workshop,
  initial,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  workshop: Pick<PublicWorkshop, 'title'> & { id: string };
  /** The answer I gave before, when I am changing it. */
  initial?: InterestResponse;
} & SubmitDialogProps<InterestResponse>) {
  const form = useForm<InterestForm, unknown, InterestResponse & { keepInformed: boolean }>({
    resolver: englishZodResolver(zInterestForm),
    defaultValues: initial
      ? {
          ...START,
          canAttend: initial.canAttend,
          needsCoverage: initial.needsCoverage,
          notes: initial.notes,
        }
      : START,
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="interest-title"
      maxWidth="sm"
      fullWidth
    >
      <form
        onSubmit={(e) =>
          void form.handleSubmit(({ keepInformed, ...v }) =>
            onSubmit((keepInformed ? { ...v, keepInformed } : v) as InterestResponse),
          )(e)
        }
        noValidate
      >
        <DialogTitle id="interest-title">
          {initial ? `Your answer for “${workshop.title}”` : `Interested in “${workshop.title}”`}
        </DialogTitle>
        <DialogContent>
          {failure != null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {messageOf(failure)}
            </Alert>
          )}
          <FormCheckbox control={form.control} name="canAttend" label="I can attend" />
          <FormCheckbox
            control={form.control}
            name="needsCoverage"
            label="I need cover for my usual duties"
          />
          <FormCheckbox control={form.control} name="keepInformed" label={KEEP_INFORMED_WORDING} />
          <FormTextField
            control={fieldControl(form.control)}
            name="notes"
            fullWidth
            label="Notes"
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogButtons label={initial ? 'Save my answer' : 'Send interest'} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
