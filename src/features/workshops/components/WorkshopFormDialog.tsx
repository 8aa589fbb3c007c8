import { useState } from 'react';
import { GroupAvailability } from './GroupAvailability';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { SelectInput } from '../../../components/SelectInput';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldControl } from '../../../components/form-control';
import { FormTextField } from '../../../components/FormTextField';
import { isEmailAddress, zEmailAddress } from '../../../kernel/email-address';
import { messageOf } from '../../../lib/errors';
import { timeProblem, WORKSHOP_DURATIONS, zDuration, type Workshop } from '../model';
import type { WorkshopInput } from '../service';
import type { SubmitDialogProps } from './submit-dialog';
import { FormDateField } from '../../../components/FormDateField';
import { DialogButtons } from '../../../components/DialogButtons';

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

const TIME = /^\d{2}:\d{2}$/;
const zForm = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'At most 200 characters')),
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date')),
    startTime: z.string().check(z.regex(TIME, 'Pick a start time')),
    endTime: z.string().check(z.regex(TIME, 'Pick an end time')),
    address: z.string().check(z.maxLength(500, 'At most 500 characters')),
    description: z.string().check(z.maxLength(5000, 'At most 5000 characters')),
    leadName: z.string().check(z.trim(), z.minLength(1, 'Lead contact name is required'), z.maxLength(200)),
    leadEmail: zEmailAddress(),
    leadPhone: z.string().check(z.maxLength(40, 'At most 40 characters')),
    additional: z.string().check(
      z.maxLength(4000),
      z.superRefine((text, ctx) => {
        const { error } = parseContacts(text);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    ),
    organisationName: z.string().check(z.maxLength(200)),
    duration: zDuration,
  })
  .check(
    // The span is checked once both times are times (their own messages come first).
    z.superRefine((f, ctx) => {
      if (!TIME.test(f.startTime) || !TIME.test(f.endTime)) return;
      const problem = timeProblem(f);
      if (problem) ctx.addIssue({ code: 'custom', path: ['endTime'], message: problem });
    }),
  );
type Form = z.input<typeof zForm>;
type Values = z.output<typeof zForm>;

const fromWorkshop = (w?: Partial<Workshop>): Form => ({
  title: w?.title ?? '',
  date: w?.date ?? '',
  startTime: w?.startTime ?? '10:00',
  endTime: w?.endTime ?? '12:00',
  address: w?.address ?? '',
  description: w?.description ?? '',
  leadName: w?.leadContact?.name ?? '',
  leadEmail: w?.leadContact?.email ?? '',
  leadPhone: w?.leadContact?.phone ?? '',
  additional: (w?.additionalContacts ?? []).map((c) => [c.name, c.email, c.phone].join(', ')).join('\n'),
  organisationName: w?.organisationName ?? '',
  duration: w?.duration ?? 2,
});

/**
 * A new workshop, or changes to one. The screen saves it (`onSubmit`) and closes the dialog when it went through;
 * a failure shows here and the form keeps what was typed.
 */
export function WorkshopFormDialog({
  workshop,
  prefill,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  workshop?: Workshop & { id: string };
  /** A new workshop's starting values (a request's answers), for someone to check and complete. */
  prefill?: Partial<Workshop>;
} & SubmitDialogProps<WorkshopInput>) {
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(zForm),
    defaultValues: fromWorkshop(workshop ?? prefill),
  });
  const control = fieldControl(form.control);
  const submit = form.handleSubmit((d) =>
    onSubmit({
      title: d.title,
      date: d.date,
      startTime: d.startTime,
      endTime: d.endTime,
      address: d.address,
      description: d.description,
      leadContact: { name: d.leadName, email: d.leadEmail, phone: d.leadPhone },
      additionalContacts: parseContacts(d.additional).contacts,
      organisationId: workshop?.organisationId ?? prefill?.organisationId ?? '',
      organisationName: d.organisationName,
      duration: d.duration,
    }),
  );
  const [showGroup, setShowGroup] = useState(false);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="ws-form-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="ws-form-title">{workshop ? 'Edit workshop' : 'New workshop'}</DialogTitle>
        <DialogContent>
          {failure != null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {messageOf(failure)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField fullWidth name="title" control={control} label="Title" required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                name="duration"
                control={control}
                render={({ field: { ref, onChange, ...field }, fieldState }) => (
                  <SelectInput
                    {...field}
                    inputRef={ref}
                    onChange={(e) => onChange(Number(e.target.value))}
                    fullWidth
                    label="Duration"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {WORKSHOP_DURATIONS.map((d) => (
                      <MenuItem key={d} value={d}>
                        {d} hours
                      </MenuItem>
                    ))}
                  </SelectInput>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateField fullWidth name="date" control={control} label="Date" />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormDateField fullWidth name="startTime" control={control} label="Start time" type="time" />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormDateField fullWidth name="endTime" control={control} label="End time" type="time" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField fullWidth name="organisationName" control={control} label="Organisation" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField fullWidth name="address" control={control} label="Address" />
            </Grid>
            <Grid size={12}>
              <FormTextField
                fullWidth
                name="description"
                control={control}
                label="Description"
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField fullWidth name="leadName" control={control} label="Lead contact name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                fullWidth
                name="leadEmail"
                control={control}
                label="Lead contact e-mail"
                type="email"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField fullWidth name="leadPhone" control={control} label="Lead contact phone" />
            </Grid>
            <Grid size={12}>
              <FormTextField
                fullWidth
                name="additional"
                control={control}
                label="Additional contacts"
                multiline
                minRows={2}
                hint="One per line: Name, e-mail, phone"
              />
            </Grid>
            <Grid size={12}>
              {/* For a group's workshop: when its members can come, before the date is chosen. */}
              <Button aria-expanded={showGroup} onClick={() => setShowGroup((v) => !v)}>
                {showGroup ? 'Hide group availability' : "Show a group's availability"}
              </Button>
              {showGroup && <GroupAvailability organisationId={workshop?.organisationId ?? ''} />}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogButtons label={workshop ? 'Save changes' : 'Create workshop'} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
