import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { ChoiceList } from '../../../components/ChoiceList';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import { TextInput } from '../../../components/TextInput';
import { useLightForm } from '../../../components/use-light-form';
import { zBookingRequest } from '../booking-request';
import { WORKSHOP_DURATIONS } from '../public-workshop';
import { useRequestBooking } from '../public-actions';
import { KEEP_INFORMED_WORDING } from '../../../../functions/src/shared/subscriber-api';

const COUNT = 'Enter the number of participants (1-500)';
const DURATION = 'Choose 2, 3 or 4 hours';

/**
 * The booking request as typed: numbers and dates arrive as text. The count and the duration have one message
 * each; a preferred date that is not a date is named. zod/mini and a light form (not react-hook-form): this page
 * is opened from a link, often on a phone.
 */
const zBookingForm = z.object({
  ...zBookingRequest.shape,
  participantCount: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => (s.trim() === '' ? Number.NaN : Number(s.trim()))),
    ),
    z.int({ error: COUNT }).check(z.minimum(1, COUNT), z.maximum(500, COUNT)),
  ),
  duration: z.pipe(
    z.pipe(z.string(), z.transform(Number)),
    z.union([z.literal(2), z.literal(3), z.literal(4)], { error: DURATION }),
  ),
  preferredDates: z.pipe(
    z
      .pipe(
        z.string(),
        z.transform((s) => s.split(/[\s,]+/).filter(Boolean)),
      )
      .check(
        z.superRefine((dates, ctx) => {
          const bad = dates.find((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)));
          if (bad) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a date like 2027-03-01` });
        }),
      ),
    zBookingRequest.shape.preferredDates,
  ),
});

const empty = (organisationName = '') => ({
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

/** The form's two-column grid on wider screens: `span` of 12 columns from `sm` up, the whole width on a phone. */
function Cell({ span, xs = 12, children }: { span: number; xs?: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: `span ${xs}`, sm: `span ${span}` }, minWidth: 0 }}>{children}</Box>;
}

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
  const form = useLightForm(zBookingForm, empty(organisationName));
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
  return (
    <form onSubmit={submit} noValidate aria-label="Workshop booking request">
      <SaveStatus
        pending={booking.isPending}
        outcome={outcomeOf(booking, () => 'Thank you — your booking request was sent. We will be in touch.')}
        onClose={() => booking.reset()}
        onRetry={() => void submit()}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        <Cell span={6}>
          <TextInput fullWidth {...form.field('organisationName')} label="Organisation name" required />
        </Cell>
        <Cell span={6}>
          <TextInput
            fullWidth
            {...form.field('organisationType', 'School, museum, community group…')}
            label="Organisation type"
            required
          />
        </Cell>
        <Cell xs={6} span={3}>
          <TextInput
            fullWidth
            {...form.field('participantCount')}
            label="Participants"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, max: 500 } }}
          />
        </Cell>
        <Cell xs={6} span={3}>
          <NativeSelectField fullWidth {...form.field('duration')} label="Duration">
            {WORKSHOP_DURATIONS.map((d) => (
              <option key={d} value={String(d)}>
                {d} hours
              </option>
            ))}
          </NativeSelectField>
        </Cell>
        <Cell span={6}>
          <TextInput
            fullWidth
            {...form.field('preferredDates', 'One or more dates like 2027-03-01, separated by commas')}
            label="Preferred dates"
            required
          />
        </Cell>
        <Cell span={4}>
          <TextInput fullWidth {...form.field('contactName')} label="Contact name" required />
        </Cell>
        <Cell span={4}>
          <TextInput fullWidth {...form.field('contactEmail')} label="Contact e-mail" type="email" required />
        </Cell>
        <Cell span={4}>
          <TextInput fullWidth {...form.field('contactPhone')} label="Contact phone" />
        </Cell>
        <Cell span={12}>
          <TextInput fullWidth {...form.field('notes')} label="Notes" multiline minRows={3} />
        </Cell>
        {organisationId && (
          <Cell span={12}>
            {/* The subscribers area's KeepInformedBox, inline as in InterestDialog: its index would bring the
                subscriber admin and the streaming SDK to this public page. Same label, the recorded consent. */}
            <ChoiceList
              type="checkbox"
              name="keepInformed"
              options={[{ value: 'yes', label: KEEP_INFORMED_WORDING }]}
              isChecked={() => keepInformed}
              onChange={(_, checked) => setKeepInformed(checked)}
            />
          </Cell>
        )}
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={booking.isPending}>
        Send booking request
      </Button>
    </form>
  );
}
