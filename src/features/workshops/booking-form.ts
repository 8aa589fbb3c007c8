import { z } from 'zod/mini';
import { localDayIso } from '../../kernel/dates';
import { zBookingRequest } from './booking-request';

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
 * (a phone shows its own). The count and the duration have one message each.
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
  keepInformed: z.boolean(),
});
// What the form sends is the request as the server checks it, with the contact's wish beside it.
const zBookingAsSent = z.extend(zBookingRequest, { keepInformed: z.optional(z.literal(true)) });

export const zBookingForm = z.pipe(
  z.pipe(
    zBookingFields,
    z.transform(
      ({ firstDate, secondDate, thirdDate, keepInformed, ...request }): z.input<typeof zBookingAsSent> => ({
        ...request,
        // Each day once, in the order of preference.
        preferredDates: [...new Set([firstDate, secondDate, thirdDate].map((d) => d.trim()).filter(Boolean))],
        // Sent only when asked for: the consent is recorded only then.
        ...(keepInformed && { keepInformed: true as const }),
      }),
    ),
  ),
  zBookingAsSent,
);

export type BookingFormInput = z.input<typeof zBookingForm>;

export const emptyBooking = (organisationName = ''): BookingFormInput => ({
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
  keepInformed: false,
});
