import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldControl } from '../../../components/form-control';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import { WORKSHOP_DURATIONS, zBookingRequest, type BookingRequest } from '../model';
import { useRequestBooking } from '../public-actions';
import { KEEP_INFORMED_WORDING } from '../../../../functions/src/shared/subscriber-api';

const COUNT = 'Enter the number of participants (1-500)';
const DURATION = 'Choose 2, 3 or 4 hours';

/**
 * The booking request as typed: numbers and dates arrive as text. The count and the duration have one message
 * each; a preferred date that is not a date is named.
 */
const zBookingForm = zBookingRequest.extend({
  participantCount: z
    .string()
    .trim()
    .transform((s) => (s === '' ? Number.NaN : Number(s)))
    .pipe(z.number({ error: COUNT }).int(COUNT).min(1, COUNT).max(500, COUNT)),
  duration: z
    .string()
    .transform(Number)
    .pipe(z.union([z.literal(2), z.literal(3), z.literal(4)], { error: DURATION })),
  preferredDates: z
    .string()
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .superRefine((dates, ctx) => {
      const bad = dates.find((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)));
      if (bad) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a date like 2027-03-01` });
    })
    .pipe(zBookingRequest.shape.preferredDates),
});
type Form = z.input<typeof zBookingForm>;

const empty = (organisationName = ''): Required<Form> => ({
  organisationName,
  organisationType: '',
  participantCount: '',
  duration: '2',
  preferredDates: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  notes: '',
});

/**
 * The booking request, with or without an account: every field validated with a clear message; the server
 * stores it and e-mails it to the support address. What was typed stays when sending fails.
 */
export function BookingForm({
  organisationId,
  organisationName,
}: {
  organisationId: string;
  organisationName?: string;
}) {
  const form = useForm<Form, unknown, BookingRequest>({
    resolver: zodResolver(zBookingForm),
    defaultValues: empty(organisationName),
  });
  const booking = useRequestBooking(organisationId);
  const [keepInformed, setKeepInformed] = useState(false);
  const submit = form.handleSubmit((request) =>
    booking.mutate(keepInformed ? { ...request, keepInformed } : request, {
      onSuccess: () => {
        form.reset(empty(organisationName));
        setKeepInformed(false);
      },
    }),
  );
  const control = fieldControl(form.control);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Workshop booking request">
      <SaveStatus
        pending={booking.isPending}
        outcome={outcomeOf(booking, () => 'Thank you — your booking request was sent. We will be in touch.')}
        onClose={() => booking.reset()}
        onRetry={() => void submit()}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="organisationName"
            control={control}
            label="Organisation name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="organisationType"
            control={control}
            label="Organisation type"
            required
            hint="School, museum, community group…"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            fullWidth
            name="participantCount"
            control={control}
            label="Participants"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, max: 500 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelectField fullWidth name="duration" control={control} label="Duration">
            {WORKSHOP_DURATIONS.map((d) => (
              <MenuItem key={d} value={String(d)}>
                {d} hours
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="preferredDates"
            control={control}
            label="Preferred dates"
            required
            hint="One or more dates like 2027-03-01, separated by commas"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField fullWidth name="contactName" control={control} label="Contact name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            fullWidth
            name="contactEmail"
            control={control}
            label="Contact e-mail"
            type="email"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField fullWidth name="contactPhone" control={control} label="Contact phone" />
        </Grid>
        <Grid size={12}>
          <FormTextField fullWidth name="notes" control={control} label="Notes" multiline minRows={3} />
        </Grid>
        {organisationId && (
          <Grid size={12}>
            {/* The subscribers area's KeepInformedBox, inline as in InterestDialog: its index would bring the
                subscriber admin and the streaming SDK to this public page. Same label, the recorded consent. */}
            <FormControlLabel
              control={
                <Checkbox checked={keepInformed} onChange={(e) => setKeepInformed(e.target.checked)} />
              }
              label={KEEP_INFORMED_WORDING}
            />
          </Grid>
        )}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={booking.isPending}>
        Send booking request
      </Button>
    </form>
  );
}
