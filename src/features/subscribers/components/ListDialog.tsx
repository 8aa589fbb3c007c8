import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { zListForm, type ListForm, type SubscriberList } from '../model';
import { useSaveList } from '../queries';
import { DialogButtons } from '../../../components/DialogButtons';

/** Creates or edits a list: name, description, double opt-in. */
export function ListDialog({
  organisationId,
  existing,
  onClose,
  onSaved,
}: {
  organisationId: string;
  existing?: WithId<SubscriberList>;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const [form, setForm] = useState<ListForm>({
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    doubleOptIn: existing?.doubleOptIn ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ListForm, string>>>({});
  const save = useSaveList(organisationId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = zListForm.safeParse(form);
    if (!parsed.success) {
      const fe = z.flattenError(parsed.error).fieldErrors;
      setErrors({ name: fe.name?.[0], description: fe.description?.[0] });
      return;
    }
    setErrors({});
    save.mutate(
      { form: parsed.data, existing },
      { onSuccess: () => onSaved(`${existing ? 'Saved' : 'Created'} the list ${parsed.data.name}`) },
    );
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="list-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="list-dialog-title">{existing ? 'Edit list' : 'New list'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <TextField
              label="List name"
              value={form.name}
              onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
              error={!!errors.name}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label="Description"
              value={form.description}
              onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
              error={!!errors.description}
              helperText={errors.description}
              multiline
              minRows={2}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.doubleOptIn}
                  onChange={(e) => setForm((f) => ({ ...f, doubleOptIn: e.target.checked }))}
                />
              }
              label="Double opt-in (sign-ups confirm by e-mail)"
            />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save list" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
