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
import { localDayIso } from '../../../kernel/dates';
import { useClientValue } from '../../../lib/use-client-value';
import { zBookingRequest } from '../booking-request';
import { WORKSHOP_DURATIONS } from '../public-workshop';
import { useRequestBooking } from '../public-actions';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';

const COUNT = 'Enter the number of participants (1-500)';
const DURATION = 'Choose 2, 3 or 4 hours';

const FIRST_DATE = 'Add at least one preferred date';
const NOT_A_DATE = 'Enter a date as day, month and year';
const PAST_DATE = 'Choose today or a later date';

/**
 * One preferred date from the browser's date picker (`YYYY-MM-DD`, '' while none is chosen): a real day, from
 * today (the person's own calendar day) on. The picker offers no earlier day; a browser without one may still
 * send text, which is checked the same way.
 */
const zPreferredDay = (required: boolean) =>
  z.string().check(
    z.superRefine((typed, ctx) => {
      const day = typed.trim();
      if (!day) {
        if (required) ctx.addIssue({ code: 'custom', message: FIRST_DATE });
      } else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
        ctx.addIssue({ code: 'custom', message: NOT_A_DATE });
      else if (day < localDayIso()) ctx.addIssue({ code: 'custom', message: PAST_DATE });
    }),
  );

const { preferredDates: _dates, ...requestFields } = zBookingRequest.shape;

/**
 * The booking request as typed: numbers arrive as text, and up to three preferred dates come from date pickers
 * (a phone shows its own). The count and the duration have one message each. zod/mini and a light form (not
 * react-hook-form): this page is opened from a link, often on a phone.
 */
const zBookingFields = z.object({
  ...requestFields,
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
  firstDate: zPreferredDay(true),
  secondDate: zPreferredDay(false),
  thirdDate: zPreferredDay(false),
});
/** What the form sends is then the request as the server checks it. */
const zBookingForm = z.pipe(
  z.pipe(
    zBookingFields,
    z.transform(({ firstDate, secondDate, thirdDate, ...request }): z.input<typeof zBookingRequest> => ({
      ...request,
      // Each day once, in the order of preference.
      preferredDates: [...new Set([firstDate, secondDate, thirdDate].map((d) => d.trim()).filter(Boolean))],
    })),
  ),
  zBookingRequest,
);

const empty = (organisationName = '') => ({
  organisationName,
  organisationType: '',
  participantCount: '',
  duration: '2',
  firstDate: '',
  secondDate: '',
  thirdDate: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  notes: '',
});

type BookingFormState = ReturnType<typeof useLightForm<typeof zBookingForm, ReturnType<typeof empty>>>;

/** A preferred date: the browser's date picker (a phone's own), no day before today offered. */
function DateInput({
  form,
  name,
  label,
  required = false,
}: {
  form: BookingFormState;
  name: 'firstDate' | 'secondDate' | 'thirdDate';
  label: string;
  required?: boolean;
}) {
  // The page's HTML is drawn at build time, which knows no today: the earliest day is set once hydrated.
  const today = useClientValue(localDayIso, undefined);
  return (
    <TextInput
      fullWidth
      {...form.field(name)}
      label={label}
      type="date"
      required={required}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
    />
  );
}

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
          <DateInput form={form} name="firstDate" label="Preferred date" required />
        </Cell>
        <Cell span={6}>
          <DateInput form={form} name="secondDate" label="Second choice (optional)" />
        </Cell>
        <Cell span={6}>
          <DateInput form={form} name="thirdDate" label="Third choice (optional)" />
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
