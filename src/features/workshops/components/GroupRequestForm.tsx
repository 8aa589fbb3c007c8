import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { newRequestId } from '../../../lib/email-client';
import { messageOf } from '../../../lib/errors';
import { URGENCY, zGroupWorkshopRequest, type Availability } from '../model';
import { requestGroupWorkshop } from '../service';
import { AvailabilityEditor } from './AvailabilityGrid';
import { isEmailAddress } from '../../../kernel/email-address';

const EMPTY = {
  groupName: '',
  department: '',
  groupSize: '',
  groupDescription: '',
  urgency: 'low',
  contactMethod: 'email',
  contactName: '',
  contact: '',
  notes: '',
};
type Form = typeof EMPTY;

/** The group workshop request, with availability by weekday and time band; e-mailed to the support address. */
export function GroupRequestForm({ organisationId }: { organisationId: string }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [bands, setBands] = useState<Availability['bands']>({});
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One id per request, kept across retries: a second click or a retry files it once.
  const requestId = useRef(newRequestId());
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = zGroupWorkshopRequest.safeParse({
      ...form,
      groupSize: form.groupSize === '' ? Number.NaN : Number(form.groupSize),
      availability: bands,
    });
    const next: Partial<Record<keyof Form, string>> = {};
    if (!parsed.success)
      for (const i of parsed.error.issues) {
        const k = i.path[0] as keyof Form;
        next[k] ??= k === 'groupSize' ? 'Enter the group size (1-500)' : i.message;
      }
    if (!form.contactName.trim()) next.contactName = 'Contact name is required';
    if (form.contactMethod === 'email' && !isEmailAddress(form.contact))
      next.contact = 'Enter a valid e-mail address';
    if (form.contactMethod === 'phone' && !/^[+\d][\d\s()-]{5,}$/.test(form.contact.trim()))
      next.contact = 'Enter a phone number';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length) return;
    setBusy(true);
    setStatus(null);
    try {
      await requestGroupWorkshop(
        { ...parsed.data, contactName: form.contactName.trim(), contact: form.contact.trim() },
        organisationId,
        requestId.current,
      );
      requestId.current = newRequestId();
      setStatus({ ok: true, text: 'Thank you — your group workshop request was sent. We will be in touch.' });
      setForm(EMPTY);
      setBands({});
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
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
    <form onSubmit={submit} noValidate aria-label="Group workshop request">
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {status.text}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('groupName', 'Group name', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('department', 'Department')}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {field('groupSize', 'Group size', { type: 'number', required: true })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {field('urgency', 'Urgency', {
            select: true,
            children: (Object.keys(URGENCY) as (keyof typeof URGENCY)[]).map((u) => (
              <MenuItem key={u} value={u}>
                {u[0]!.toUpperCase() + u.slice(1)} — {URGENCY[u]}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormLabel id="contact-method">Contact method</FormLabel>
          <RadioGroup
            row
            aria-labelledby="contact-method"
            value={form.contactMethod}
            onChange={set('contactMethod')}
          >
            <FormControlLabel value="email" control={<Radio />} label="E-mail" />
            <FormControlLabel value="phone" control={<Radio />} label="Phone" />
          </RadioGroup>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('contactName', 'Contact name', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('contact', form.contactMethod === 'email' ? 'Contact e-mail' : 'Contact phone', {
            required: true,
          })}
        </Grid>
        <Grid size={12}>
          {field('groupDescription', 'Group description', { multiline: true, minRows: 2 })}
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1">When can the group attend?</Typography>
          <AvailabilityEditor value={bands} onChange={setBands} />
        </Grid>
        <Grid size={12}>{field('notes', 'Notes', { multiline: true, minRows: 2 })}</Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
        Send group request
      </Button>
    </form>
  );
}
