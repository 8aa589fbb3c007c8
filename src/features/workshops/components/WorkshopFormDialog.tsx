import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { z } from 'zod';
import { messageOf } from '../../../lib/errors';
import { timeProblem, WORKSHOP_DURATIONS, type Workshop } from '../model';
import type { WorkshopInput } from '../service';
import { isEmailAddress, zEmailAddress } from '../../../kernel/email-address';

const zForm = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date'),
  startTime: z.string().regex(/^\d{2}:\d{2}$/, 'Pick a start time'),
  endTime: z.string().regex(/^\d{2}:\d{2}$/, 'Pick an end time'),
  address: z.string().max(500, 'At most 500 characters'),
  description: z.string().max(5000, 'At most 5000 characters'),
  leadName: z.string().trim().min(1, 'Lead contact name is required').max(200),
  leadEmail: zEmailAddress(),
  leadPhone: z.string().max(40, 'At most 40 characters'),
  additional: z.string().max(4000),
  organisationName: z.string().max(200),
  duration: z.union([z.literal(2), z.literal(3), z.literal(4)]),
});
type Form = z.infer<typeof zForm>;
type Errors = Partial<Record<keyof Form, string>>;

/** One additional contact per line: "Name, e-mail, phone". */
function parseContacts(text: string): {
  contacts: WorkshopInput['additionalContacts'];
  error: string | null;
} {
  const contacts: WorkshopInput['additionalContacts'] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const [name = '', email = '', phone = ''] = line.split(',').map((s) => s.trim());
    if (!name || !isEmailAddress(email))
      return { contacts, error: `Line ${i + 1}: write "Name, e-mail, phone" with a valid e-mail` };
    contacts.push({ name, email, phone });
  }
  return { contacts, error: null };
}

const fromWorkshop = (w?: Workshop): Form => ({
  title: w?.title ?? '',
  date: w?.date ?? '',
  startTime: w?.startTime ?? '10:00',
  endTime: w?.endTime ?? '12:00',
  address: w?.address ?? '',
  description: w?.description ?? '',
  leadName: w?.leadContact.name ?? '',
  leadEmail: w?.leadContact.email ?? '',
  leadPhone: w?.leadContact.phone ?? '',
  additional: (w?.additionalContacts ?? []).map((c) => [c.name, c.email, c.phone].join(', ')).join('\n'),
  organisationName: w?.organisationName ?? '',
  duration: w?.duration ?? 2,
});

export function WorkshopFormDialog({
  open,
  workshop,
  onClose,
  onSave,
}: {
  open: boolean;
  workshop?: Workshop & { id: string };
  onClose: () => void;
  onSave: (input: WorkshopInput) => Promise<void>;
}) {
  const [form, setForm] = useState<Form>(() => fromWorkshop(workshop));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: key === 'duration' ? Number(e.target.value) : e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = zForm.safeParse(form);
    const next: Errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as keyof Form] ??= i.message;
    const contacts = parseContacts(form.additional);
    if (contacts.error) next.additional = contacts.error;
    const timing = parsed.success ? timeProblem(parsed.data) : null;
    if (timing) next.endTime = timing;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const d = parsed.data;
      await onSave({
        title: d.title,
        date: d.date,
        startTime: d.startTime,
        endTime: d.endTime,
        address: d.address,
        description: d.description,
        leadContact: { name: d.leadName, email: d.leadEmail, phone: d.leadPhone },
        additionalContacts: contacts.contacts,
        organisationId: workshop?.organisationId ?? '',
        organisationName: d.organisationName,
        duration: d.duration,
      });
      onClose();
    } catch (error) {
      setFailure(messageOf(error)); // the form keeps what was typed
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: keyof Form,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      fullWidth
      label={label}
      value={form[key]}
      onChange={set(key)}
      {...extra}
      error={!!errors[key]}
      helperText={errors[key] ?? extra.helperText}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="ws-form-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="ws-form-title">{workshop ? 'Edit workshop' : 'New workshop'}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, sm: 8 }}>
              {field('title', 'Title', { required: true, autoFocus: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('duration', 'Duration', {
                select: true,
                children: WORKSHOP_DURATIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {d} hours
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('date', 'Date', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {field('startTime', 'Start time', {
                type: 'time',
                slotProps: { inputLabel: { shrink: true } },
              })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {field('endTime', 'End time', { type: 'time', slotProps: { inputLabel: { shrink: true } } })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('organisationName', 'Organisation')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('address', 'Address')}</Grid>
            <Grid size={12}>{field('description', 'Description', { multiline: true, minRows: 2 })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('leadName', 'Lead contact name')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('leadEmail', 'Lead contact e-mail', { type: 'email' })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('leadPhone', 'Lead contact phone')}</Grid>
            <Grid size={12}>
              {field('additional', 'Additional contacts', {
                multiline: true,
                minRows: 2,
                helperText: 'One per line: Name, e-mail, phone',
              })}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {workshop ? 'Save changes' : 'Create workshop'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
