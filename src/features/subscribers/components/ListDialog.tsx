import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import { zListForm, type ListForm, type SubscriberList } from '../model';
import { useSaveList } from '../queries';
import { DialogButtons } from '../../../components/DialogButtons';
import { FormSwitch } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';

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
  const { control, handleSubmit } = useForm<ListForm>({
    resolver: zodResolver(zListForm),
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      doubleOptIn: existing?.doubleOptIn ?? true,
    },
  });
  const save = useSaveList(organisationId);
  const submit = handleSubmit((form) =>
    save.mutate(
      { form, existing },
      { onSuccess: () => onSaved(`${existing ? 'Saved' : 'Created'} the list ${form.name}`) },
    ),
  );
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="list-dialog-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="list-dialog-title">{existing ? 'Edit list' : 'New list'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <FormTextField control={control} name="name" label="List name" required autoFocus />
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            <FormSwitch
              control={control}
              name="doubleOptIn"
              label="Double opt-in (sign-ups confirm by e-mail)"
            />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save list" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
