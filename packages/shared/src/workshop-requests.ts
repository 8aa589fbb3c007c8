import { z } from 'zod/mini';
import { isPlainAddress, normaliseAddress, zEmailAddress } from './email-address';

/**
 * A booking request and a group workshop request, as the app's forms send them and the requestWorkshop function
 * takes them: one set of rules and messages, so a form never sends what the server would refuse, and the person
 * reads the same words from either. Strict objects: a field the app does not send is refused, not stored.
 */

const NO_CRLF = /^[^\r\n]*$/;
/** Trimmed text on one line: the support e-mail shows it, and a line break there could forge a header. */
export const zLine = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), z.regex(NO_CRLF, 'must be one line'));
export const zRequiredLine = (max: number, message: string) => zLine(max).check(z.minLength(1, message));
/** The e-mail address rule, kept as addresses are compared and stored (lower case). */
export const zContactAddress = z.pipe(zEmailAddress(), z.transform(normaliseAddress));
const zNotes = z._default(z.string().check(z.maxLength(2000)), '');

export const zIsoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2027-03-01'),
  z.refine((d) => !Number.isNaN(Date.parse(d)), 'Not a date'),
);
export const MAX_PREFERRED_DATES = 10;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const TIME_BAND_IDS = ['earlyMorning', 'morning', 'afternoon', 'evening', 'night'] as const;
const zBands = z.partialRecord(z.enum(TIME_BAND_IDS), z.enum(['available', 'tentative']));

export const zBookingRequest = z.strictObject({
  organisationName: zRequiredLine(200, 'Organisation name is required'),
  organisationType: zRequiredLine(100, 'Organisation type is required'),
  participantCount: z.int().check(z.minimum(1, 'At least 1 participant'), z.maximum(500)),
  duration: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  preferredDates: z
    .array(zIsoDate)
    .check(z.minLength(1, 'Add at least one preferred date'), z.maxLength(MAX_PREFERRED_DATES)),
  contactName: zRequiredLine(200, 'Contact name is required'),
  contactEmail: zContactAddress,
  contactPhone: z._default(zLine(40), ''),
  notes: zNotes,
});
export type BookingRequest = z.infer<typeof zBookingRequest>;

/** A phone number as people write one: digits, spaces, brackets and dashes, an optional leading +. */
const PHONE = /^[+\d][\d\s()-]{5,}$/;

/**
 * Checked once the method and the contact are each fine on their own, even while other fields are wrong, so a
 * form shows every message at once.
 */
const contactIsChecked = ({ issues }: z.core.ParsePayload) =>
  !issues.some(({ path }) => path?.[0] === undefined || path[0] === 'contact' || path[0] === 'contactMethod');
const contactFits = (method: 'email' | 'phone', fits: (contact: string) => boolean, message: string) =>
  z.refine<{ contactMethod: string; contact: string }>((f) => f.contactMethod !== method || fits(f.contact), {
    path: ['contact'],
    message,
    when: contactIsChecked,
  });
/** The contact is what the contact method says: an e-mail address, or a phone number. */
export const groupContactChecks = [
  contactFits('email', isPlainAddress, 'Enter a valid e-mail address'),
  contactFits('phone', (c) => PHONE.test(c), 'Enter a phone number'),
] as const;

export const zGroupWorkshopRequest = z
  .strictObject({
    groupName: zRequiredLine(200, 'Group name is required'),
    department: z._default(zLine(200), ''),
    groupSize: z.int().check(z.minimum(1, 'Group size must be at least 1'), z.maximum(500)),
    groupDescription: zNotes,
    urgency: z.enum(['low', 'medium', 'high']),
    contactMethod: z.enum(['email', 'phone']),
    contactName: zRequiredLine(200, 'Contact name is required'),
    contact: zLine(320),
    availability: z._default(z.partialRecord(z.enum(WEEKDAYS), zBands), {}),
    notes: zNotes,
  })
  .check(...groupContactChecks);
export type GroupWorkshopRequest = z.infer<typeof zGroupWorkshopRequest>;
