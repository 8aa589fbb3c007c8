import { z } from 'zod/mini';
import { isPlainAddress, MAX_ADDRESS_CHARS, normaliseAddress } from '@storytelling/shared/email-address';

/**
 * The body of `POST requestWorkshop`: a booking request or a group workshop
 * request, checked field by field as the app's forms check them (src/features/workshops/model.ts). Pure, so the
 * abuse cases are unit-tested. Strict objects: a field the app does not send is refused, not stored.
 */
const NO_CRLF = /^[^\r\n]*$/;
const line = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), z.regex(NO_CRLF, 'must be one line'));
const required = (max: number, message: string) => line(max).check(z.minLength(1, message));
const zAddress = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(MAX_ADDRESS_CHARS),
    z.refine((s) => NO_CRLF.test(s) && isPlainAddress(s), 'Enter a valid e-mail address'),
  ),
  z.transform(normaliseAddress),
);
const zIsoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2027-03-01'),
  z.refine((d) => !Number.isNaN(Date.parse(d)), 'Not a date'),
);
const zBand = z.enum(['available', 'tentative']);
const zBands = z.partialRecord(z.enum(['earlyMorning', 'morning', 'afternoon', 'evening', 'night']), zBand);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const zBookingBody = z.strictObject({
  organisationName: required(200, 'Organisation name is required'),
  organisationType: required(100, 'Organisation type is required'),
  participantCount: z.int().check(z.minimum(1), z.maximum(500)),
  duration: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  preferredDates: z.array(zIsoDate).check(z.minLength(1, 'Add at least one preferred date'), z.maxLength(10)),
  contactName: required(200, 'Contact name is required'),
  contactEmail: zAddress,
  contactPhone: z._default(line(40), ''),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});

export const zGroupBody = z.strictObject({
  groupName: required(200, 'Group name is required'),
  department: z._default(line(200), ''),
  groupSize: z.int().check(z.minimum(1), z.maximum(500)),
  groupDescription: z._default(z.string().check(z.maxLength(2000)), ''),
  urgency: z.enum(['low', 'medium', 'high']),
  contactMethod: z.enum(['email', 'phone']),
  contactName: required(200, 'Contact name is required'),
  contact: required(320, 'Say how to reach you'),
  availability: z._default(z.partialRecord(z.enum(WEEKDAYS), zBands), {}),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});

const zPence = z.int().check(z.minimum(0), z.maximum(100_000_000));
/** A project inquiry from /project-questionnaire: the budget view's answers and who to answer. */
export const zInquiryBody = z.strictObject({
  contactName: required(200, 'Contact name is required'),
  contactEmail: zAddress,
  organisationName: required(200, 'Organisation name is required'),
  message: z._default(z.string().check(z.maxLength(4000)), ''),
  projectName: z._default(line(200), ''),
  budget: z.strictObject({
    facilitatorRatePence: zPence,
    facilitatorHundredthHours: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    facilitators: z.int().check(z.minimum(0), z.maximum(100)),
    materialsPence: zPence,
    otherLines: z.array(z.strictObject({ label: line(100), amountPence: zPence })).check(z.maxLength(20)),
    notes: z._default(z.string().check(z.maxLength(2000)), ''),
  }),
});

const zId = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/, 'not a valid id'));

export const zWorkshopRequestBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('booking'),
    requestId: zId,
    organisationId: z._default(z.union([zId, z.literal('')]), ''),
    request: zBookingBody,
    /** "Keep me informed" ticked: the contact is subscribed to the organisation (subscribers/store.ts optIn). */
    keepInformed: z._default(z.boolean(), false),
  }),
  z.strictObject({
    type: z.literal('group'),
    requestId: zId,
    organisationId: z._default(z.union([zId, z.literal('')]), ''),
    request: zGroupBody,
  }),
  z.strictObject({
    type: z.literal('inquiry'),
    requestId: zId,
    organisationId: z._default(z.union([zId, z.literal('')]), ''),
    request: zInquiryBody,
  }),
]);
export type WorkshopRequestBody = z.infer<typeof zWorkshopRequestBody>;

/** The body, or the first problem in words ("request.contactEmail: Enter a valid e-mail address"). */
export function parseWorkshopRequest(
  body: unknown,
): { ok: true; value: WorkshopRequestBody } | { ok: false; error: string } {
  const parsed = zWorkshopRequestBody.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: `${issue.path.join('.') || 'body'}: ${issue.message}` };
}

/** The address the request is about, for the per-address limit: the booking's e-mail, or a group's contact. */
export function contactAddressOf(body: WorkshopRequestBody): string {
  if (body.type !== 'group') return body.request.contactEmail;
  return normaliseAddress(body.request.contact);
}
