import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { z } from 'zod/mini';
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
import { useSubscriberMutation } from '../queries';
import { saveSubscriber, sendConfirmations } from '../service';
import { subscriberId } from '@storytelling/shared/subscribers';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import { DialogButtons } from '../../../components/DialogButtons';

type Errors = Partial<Record<keyof SubscriberForm, string>>;

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
  const [form, setForm] = useState<SubscriberForm>({
    email: existing?.email ?? '',
    name: existing?.name ?? '',
    lists: existing?.lists ?? [],
    status: existing?.status ?? 'subscribed',
    wording: existing?.consent.wording ?? DEFAULT_MANUAL_WORDING,
    customFields: { ...existing?.customFields },
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const choices = statusesStaffMayChoose(existing?.status);
  const saidNo = !choices.includes('subscribed');
  // Someone added as pending is asked at once: a pending record receives nothing until its owner confirms.
  const asks = (f: SubscriberForm) => f.status === 'pending' && existing?.status !== 'pending';
  const save = useSubscriberMutation(async (f: SubscriberForm) => {
    await saveSubscriber(organisationId, f, existing);
    if (asks(f)) await sendConfirmations(organisationId, [subscriberId(organisationId, f.email)]);
  });
  const set = <K extends keyof SubscriberForm>(key: K, value: SubscriberForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = zSubscriberForm.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues
            .filter((i) => i.path[0] === 'customFields' && typeof i.path[1] === 'string')
            .map((i) => [String(i.path[1]), i.message]),
        ),
      );
      setErrors(
        Object.fromEntries(
          Object.entries(z.flattenError(parsed.error).fieldErrors).map(([k, v]) => [k, v?.[0]]),
        ) as Errors,
      );
      return;
    }
    setErrors({});
    setFieldErrors({});
    save.mutate(parsed.data, {
      onSuccess: () =>
        onSaved(
          `${existing ? 'Saved' : 'Added'} ${parsed.data.email}` +
            (asks(parsed.data) ? '; a confirmation e-mail asks them to confirm' : ''),
        ),
    });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="subscriber-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="subscriber-dialog-title">
          {existing ? 'Edit subscriber' : 'Add subscriber'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
            <TextField
              label="E-mail address"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              disabled={!!existing}
              error={!!errors.email}
              helperText={
                errors.email ?? (existing ? 'An address cannot change; add the new one instead' : ' ')
              }
              required
              autoFocus={!existing}
            />
            <TextField
              label="Name"
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              error={!!errors.name}
              helperText={errors.name}
            />
            {fields.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                value={form.customFields?.[f.key] ?? ''}
                onChange={(e) => set('customFields', { ...form.customFields, [f.key]: e.target.value })}
                error={!!fieldErrors[f.key]}
                helperText={fieldErrors[f.key] ?? 'Custom field'}
              />
            ))}
            <TextField
              select
              label="Lists"
              value={form.lists}
              onChange={(e) => set('lists', e.target.value as unknown as string[])}
              slotProps={{ select: { multiple: true } }}
              helperText={lists.length === 0 ? 'Create a list in the Lists tab first' : ' '}
            >
              {lists.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Status"
              value={form.status}
              onChange={(e) => set('status', e.target.value as SubscriberForm['status'])}
              helperText={
                saidNo ? 'They said no: only their own confirmation of a sign-up subscribes them again' : ' '
              }
            >
              {choices.map((s) => (
                <MenuItem key={s} value={s}>
                  {STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Consent wording"
              value={form.wording}
              onChange={(e) => set('wording', e.target.value)}
              error={!!errors.wording}
              helperText={errors.wording ?? 'The words the person agreed to, as shown to them'}
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
