import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { newRequestId } from '../../../lib/email-client';
import { messageOf } from '../../../lib/errors';
import { WORKSHOP_DURATIONS, zBookingRequest } from '../model';
import { requestBooking } from '../service';

const EMPTY = {
  organisationName: '',
  organisationType: '',
  participantCount: '',
  duration: '2',
  preferredDates: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  notes: '',
};
type Form = typeof EMPTY;

/**
 * The booking request, with or without an account: every field validated with a clear message; the server
 * stores it and e-mails it to the support address.
 */
export function BookingForm({
  organisationId,
  organisationName,
}: {
  organisationId: string;
  organisationName?: string;
}) {
  const [form, setForm] = useState<Form>({ ...EMPTY, organisationName: organisationName ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One id per request, kept across retries: a second click or a retry files it once.
  const requestId = useRef(newRequestId());
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const dates = form.preferredDates.split(/[\s,]+/).filter(Boolean);
    const badDate = dates.find((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)));
    const parsed = zBookingRequest.safeParse({
      ...form,
      participantCount: form.participantCount === '' ? Number.NaN : Number(form.participantCount),
      duration: Number(form.duration),
      preferredDates: dates,
    });
    const next: Partial<Record<keyof Form, string>> = {};
    if (!parsed.success)
      for (const i of parsed.error.issues) {
        const key = i.path[0] as keyof Form;
        next[key] ??=
          key === 'participantCount'
            ? 'Enter the number of participants (1-500)'
            : key === 'duration'
              ? 'Choose 2, 3 or 4 hours'
              : i.message;
      }
    if (badDate) next.preferredDates = `"${badDate}" is not a date like 2027-03-01`;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length) return;
    setBusy(true);
    setStatus(null);
    try {
      await requestBooking(parsed.data, organisationId, requestId.current);
      requestId.current = newRequestId();
      setStatus({ ok: true, text: 'Thank you — your booking request was sent. We will be in touch.' });
      setForm({ ...EMPTY, organisationName: organisationName ?? '' });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) }); // keeps what was typed
    } finally {
      setBusy(false);
    }
  }
  const field = (
    k: keyof Form,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      fullWidth
      label={label}
      value={form[k]}
      onChange={set(k)}
      {...extra}
      error={!!errors[k]}
      helperText={errors[k] ?? extra.helperText}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Workshop booking request">
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {status.text}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('organisationName', 'Organisation name', { required: true })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('organisationType', 'Organisation type', {
            required: true,
            helperText: 'School, museum, community group…',
          })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {field('participantCount', 'Participants', {
            type: 'number',
            required: true,
            slotProps: { htmlInput: { min: 1, max: 500 } },
          })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {field('duration', 'Duration', {
            select: true,
            children: WORKSHOP_DURATIONS.map((d) => (
              <MenuItem key={d} value={String(d)}>
                {d} hours
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('preferredDates', 'Preferred dates', {
            required: true,
            helperText: 'One or more dates like 2027-03-01, separated by commas',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('contactName', 'Contact name', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('contactEmail', 'Contact e-mail', { type: 'email', required: true })}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('contactPhone', 'Contact phone')}</Grid>
        <Grid size={12}>{field('notes', 'Notes', { multiline: true, minRows: 3 })}</Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
        Send booking request
      </Button>
    </form>
  );
}
