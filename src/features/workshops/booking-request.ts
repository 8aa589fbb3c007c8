import { z } from 'zod/mini';
import { zEmailAddress } from '../../kernel/email-address';
import { zPublicWorkshop } from './public-workshop';

/** Required text, trimmed, with the given message when empty. */
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * A booking request from an organisation. Written with zod/mini: the booking page, opened from a link, checks
 * the request with it and does not download zod's classic API (model.ts re-exports it for everyone else).
 */
export const zBookingRequest = z.object({
  organisationName: required('Organisation name is required', 200),
  organisationType: required('Organisation type is required', 100),
  participantCount: z.int().check(z.minimum(1, 'At least 1 participant'), z.maximum(500)),
  duration: zPublicWorkshop.shape.duration,
  preferredDates: z.array(z.string()).check(z.minLength(1, 'Add at least one preferred date')),
  contactName: required('Contact name is required', 200),
  contactEmail: zEmailAddress(),
  contactPhone: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type BookingRequest = z.infer<typeof zBookingRequest>;
