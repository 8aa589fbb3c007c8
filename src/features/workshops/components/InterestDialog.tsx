import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';
import { fieldControl } from '../../../components/form-control';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import { zInterestResponse, type InterestResponse, type PublicWorkshop } from '../model';
import type { SubmitDialogProps } from './submit-dialog';

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
    resolver: zodResolver(zInterestForm),
    defaultValues: initial
      ? {
          ...START,
          canAttend: initial.canAttend,
          needsCoverage: initial.needsCoverage,
          notes: initial.notes,
        }
      : START,
  });
  const checkbox = (name: 'canAttend' | 'needsCoverage' | 'keepInformed', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          control={
            <Checkbox
              {...field}
              slotProps={{ input: { ref } }}
              checked={value}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
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
          {checkbox('canAttend', 'I can attend')}
          {checkbox('needsCoverage', 'I need cover for my usual duties')}
          {checkbox('keepInformed', KEEP_INFORMED_WORDING)}
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
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {initial ? 'Save my answer' : 'Send interest'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
