import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import {
  DEFAULT_MANUAL_WORDING,
  STATUS_LABELS,
  statusesStaffMayChoose,
  zSubscriberForm,
  type Subscriber,
  type SubscriberForm,
  type SubscriberList,
} from '../model';
import { asksToConfirm, useSaveSubscriber } from '../queries';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import { DialogButtons } from '../../../components/DialogButtons';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { optionsOf } from '../../../components/option-items';

/** Adds a subscriber by hand or edits one (the address of an existing record is its id: it stays). */
export function SubscriberDialog({
  organisationId,
  lists,
  fields = [],
  existing,
  onClose,
  onSaved,
}: {
  organisationId: string;
  lists: WithId<SubscriberList>[];
  /** The organisation's custom fields, each an editable text field. */
  fields?: CustomFieldDef[];
  existing?: WithId<Subscriber>;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { control, handleSubmit } = useForm<SubscriberForm>({
    resolver: zodResolver(zSubscriberForm),
    defaultValues: {
      email: existing?.email ?? '',
      name: existing?.name ?? '',
      lists: existing?.lists ?? [],
      status: existing?.status ?? 'subscribed',
      wording: existing?.consent.wording ?? DEFAULT_MANUAL_WORDING,
      // Every field the record had (shown or not), and an empty value for each field it has none of yet.
      customFields: {
        ...Object.fromEntries(fields.map((f) => [f.key, ''])),
        ...existing?.customFields,
      },
    },
  });
  const choices = statusesStaffMayChoose(existing?.status);
  const saidNo = !choices.includes('subscribed');
  const save = useSaveSubscriber(organisationId);

  const submit = handleSubmit((form) =>
    save.mutate(
      { form, existing },
      {
        onSuccess: () =>
          onSaved(
            `${existing ? 'Saved' : 'Added'} ${form.email}` +
              (asksToConfirm(form, existing) ? '; a confirmation e-mail asks them to confirm' : ''),
          ),
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="subscriber-dialog-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="subscriber-dialog-title">
          {existing ? 'Edit subscriber' : 'Add subscriber'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <FormTextField
              control={control}
              name="email"
              label="E-mail address"
              disabled={!!existing}
              hint={existing ? 'An address cannot change; add the new one instead' : ' '}
              required
              autoFocus={!existing}
            />
            <FormTextField control={control} name="name" label="Name" />
            {fields.map((f) => (
              <FormTextField
                key={f.key}
                control={control}
                name={`customFields.${f.key}`}
                label={f.label}
                hint="Custom field"
              />
            ))}
            <FormSelectField
              control={control}
              name="lists"
              label="Lists"
              slotProps={{ select: { multiple: true } }}
              hint={lists.length === 0 ? 'Create a list in the Lists tab first' : ' '}
              options={lists.map((l) => ({ value: l.id, label: l.name }))}
            />
            <FormSelectField
              control={control}
              name="status"
              label="Status"
              hint={
                saidNo ? 'They said no: only their own confirmation of a sign-up subscribes them again' : ' '
              }
              options={optionsOf(choices, STATUS_LABELS)}
            />
            <FormTextField
              control={control}
              name="wording"
              label="Consent wording"
              hint="The words the person agreed to, as shown to them"
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save" busyLabel="Saving…" busy={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
