import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zMergeForm, type MergeForm } from '../merge-form';
import type { AuthorRow } from '../service';
import { DialogButtons } from '../../../components/DialogButtons';

/** Picks which of two look-alike profiles survives, and says what the merge will do before it is done. */
export function MergeDialog({
  pair,
  busy,
  onMerge,
  onClose,
}: {
  pair: [AuthorRow, AuthorRow];
  busy: boolean;
  onMerge: (survivor: AuthorRow, merged: AuthorRow) => void;
  onClose: () => void;
}) {
  const form = useForm<MergeForm>({
    resolver: zodResolver(zMergeForm),
    defaultValues: { survivorId: pair[0].id },
  });
  const survivorId = useWatch({ control: form.control, name: 'survivorId' });
  const survivor = pair.find((a) => a.id === survivorId) ?? pair[0];
  const merged = pair.find((a) => a.id !== survivor.id) ?? pair[1];
  const label = (a: AuthorRow) => `${a.name ?? a.id} (${a.id})`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="merge-title">
      <DialogTitle id="merge-title">Merge author profiles</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Keep this profile:</DialogContentText>
        <Controller
          control={form.control}
          name="survivorId"
          render={({ field: { ref: _ref, ...field } }) => (
            <RadioGroup {...field}>
              {pair.map((a) => (
                <FormControlLabel key={a.id} value={a.id} control={<Radio />} label={label(a)} />
              ))}
            </RadioGroup>
          )}
        />
        <DialogContentText sx={{ mt: 1 }}>
          Every recording, tag and user linked to {label(merged)} will move to {label(survivor)}, and{' '}
          {label(merged)} will be deleted. It is recorded in History, where it can be undone for 7 days.
        </DialogContentText>
      </DialogContent>
      <DialogButtons
        label={`Merge into ${survivor.name ?? survivor.id}`}
        busy={busy}
        destructive
        onCancel={onClose}
        onAction={() => void form.handleSubmit(() => onMerge(survivor, merged))()}
      />
    </Dialog>
  );
}
