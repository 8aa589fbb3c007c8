import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { englishZodResolver } from '../../../components/form-field-binding';
import type { ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { ChoiceList } from '../../../components/ChoiceList';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import { fieldControl } from '../../../components/form-control';
import { FormTextField } from '../../../components/FormTextField';
import { localDayIso } from '../../../kernel/dates';
import { useClientValue } from '../../../lib/use-client-value';
import type { BookingRequest } from '../booking-request';
import { emptyBooking, zBookingForm, type BookingFormInput } from '../booking-form';
import { WORKSHOP_DURATIONS } from '../public-workshop';
import { useRequestBooking } from '../public-actions';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';
import { FormDateField } from '../../../components/FormDateField';

/** A preferred date: the browser's date picker (a phone's own), no day before today offered. */
function DateInput({
  control,
  name,
  label,
  required = false,
}: {
  control: Control<BookingFormInput>;
  name: 'firstDate' | 'secondDate' | 'thirdDate';
  label: string;
  required?: boolean;
}) {
  // The page's HTML is drawn at build time, which knows no today: the earliest day is set once hydrated.
  const today = useClientValue(localDayIso, undefined);
  return (
    <FormDateField fullWidth control={control} name={name} label={label} required={required} min={today} />
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
  ready = true,
}: {
  organisationId: string;
  organisationName?: string;
  /** False while the page drawn at build time waits for the app: the button cannot send yet. */
  ready?: boolean;
}) {
  const form = useForm<BookingFormInput, unknown, BookingRequest & { keepInformed?: boolean }>({
    resolver: englishZodResolver(zBookingForm),
    defaultValues: emptyBooking(organisationName),
  });
  const control = fieldControl(form.control);
  const booking = useRequestBooking(organisationId);
  const submit = form.handleSubmit((request) =>
    booking.mutate(request, { onSuccess: () => form.reset(emptyBooking(organisationName)) }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Workshop booking request">
      <SaveStatus
        pending={booking.isPending}
        outcome={outcomeOf(booking, () => 'Thank you — your booking request was sent. We will be in touch.')}
        onClose={() => booking.reset()}
        onRetry={() => void submit()}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        <Cell span={6}>
          <FormTextField
            fullWidth
            control={control}
            name="organisationName"
            label="Organisation name"
            required
          />
        </Cell>
        <Cell span={6}>
          <FormTextField
            fullWidth
            control={control}
            name="organisationType"
            hint="School, museum, community group…"
            label="Organisation type"
            required
          />
        </Cell>
        <Cell xs={6} span={3}>
          <FormTextField
            fullWidth
            control={control}
            name="participantCount"
            label="Participants"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, max: 500 } }}
          />
        </Cell>
        <Cell xs={6} span={3}>
          <Controller
            control={control}
            name="duration"
            render={({ field: { ref, ...field }, fieldState }) => (
              <NativeSelectField
                fullWidth
                {...field}
                inputRef={ref}
                label="Duration"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {WORKSHOP_DURATIONS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d} hours
                  </option>
                ))}
              </NativeSelectField>
            )}
          />
        </Cell>
        <Cell span={6}>
          <DateInput control={control} name="firstDate" label="Preferred date" required />
        </Cell>
        <Cell span={6}>
          <DateInput control={control} name="secondDate" label="Second choice (optional)" />
        </Cell>
        <Cell span={6}>
          <DateInput control={control} name="thirdDate" label="Third choice (optional)" />
        </Cell>
        <Cell span={4}>
          <FormTextField fullWidth control={control} name="contactName" label="Contact name" required />
        </Cell>
        <Cell span={4}>
          <FormTextField
            fullWidth
            control={control}
            name="contactEmail"
            label="Contact e-mail"
            type="email"
            required
          />
        </Cell>
        <Cell span={4}>
          <FormTextField fullWidth control={control} name="contactPhone" label="Contact phone" />
        </Cell>
        <Cell span={12}>
          <FormTextField fullWidth control={control} name="notes" label="Notes" multiline minRows={3} />
        </Cell>
        {organisationId && (
          <Cell span={12}>
            {/* The subscribers area's KeepInformedBox, inline as in InterestDialog: its index would bring the
                subscriber admin and the streaming SDK to this public page. Same label, the recorded consent. */}
            <Controller
              control={control}
              name="keepInformed"
              render={({ field }) => (
                <ChoiceList
                  type="checkbox"
                  name={field.name}
                  options={[{ value: 'yes', label: KEEP_INFORMED_WORDING }]}
                  isChecked={() => field.value}
                  onChange={(_, checked) => field.onChange(checked)}
                />
              )}
            />
          </Cell>
        )}
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={booking.isPending || !ready}>
        Send booking request
      </Button>
    </form>
  );
}
