import { z } from 'zod';
import { isPlainAddress, MAX_ADDRESS_CHARS, normaliseAddress } from '@storytelling/shared/email-address';

/**
 * The body of `POST requestWorkshop`: a booking request or a group workshop
 * request, checked field by field as the app's forms check them (src/features/workshops/model.ts). Pure, so the
 * abuse cases are unit-tested. Strict objects: a field the app does not send is refused, not stored.
 */
const NO_CRLF = /^[^\r\n]*$/;
const line = (max: number) => z.string().trim().max(max).regex(NO_CRLF, 'must be one line');
const required = (max: number, message: string) => line(max).min(1, message);
const zAddress = z
  .string()
  .trim()
  .max(MAX_ADDRESS_CHARS)
  .refine((s) => NO_CRLF.test(s) && isPlainAddress(s), 'Enter a valid e-mail address')
  .transform(normaliseAddress);
const zIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2027-03-01')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Not a date');
const zBand = z.enum(['available', 'tentative']);
const zBands = z.partialRecord(z.enum(['earlyMorning', 'morning', 'afternoon', 'evening', 'night']), zBand);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const zBookingBody = z.strictObject({
  organisationName: required(200, 'Organisation name is required'),
  organisationType: required(100, 'Organisation type is required'),
  participantCount: z.number().int().min(1).max(500),
  duration: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  preferredDates: z.array(zIsoDate).min(1, 'Add at least one preferred date').max(10),
  contactName: required(200, 'Contact name is required'),
  contactEmail: zAddress,
  contactPhone: line(40).default(''),
  notes: z.string().max(2000).default(''),
});

export const zGroupBody = z.strictObject({
  groupName: required(200, 'Group name is required'),
  department: line(200).default(''),
  groupSize: z.number().int().min(1).max(500),
  groupDescription: z.string().max(2000).default(''),
  urgency: z.enum(['low', 'medium', 'high']),
  contactMethod: z.enum(['email', 'phone']),
  contactName: required(200, 'Contact name is required'),
  contact: required(320, 'Say how to reach you'),
  availability: z.partialRecord(z.enum(WEEKDAYS), zBands).default({}),
  notes: z.string().max(2000).default(''),
});

const zPence = z.number().int().min(0).max(100_000_000);
/** A project inquiry from /project-questionnaire: the budget view's answers and who to answer. */
export const zInquiryBody = z.strictObject({
  contactName: required(200, 'Contact name is required'),
  contactEmail: zAddress,
  organisationName: required(200, 'Organisation name is required'),
  message: z.string().max(4000).default(''),
  projectName: line(200).default(''),
  budget: z.strictObject({
    facilitatorRatePence: zPence,
    facilitatorHundredthHours: z.number().int().min(0).max(1_000_000),
    facilitators: z.number().int().min(0).max(100),
    materialsPence: zPence,
    otherLines: z.array(z.strictObject({ label: line(100), amountPence: zPence })).max(20),
    notes: z.string().max(2000).default(''),
  }),
});

const zId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'not a valid id');

export const zWorkshopRequestBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('booking'),
    requestId: zId,
    organisationId: z.union([zId, z.literal('')]).default(''),
    request: zBookingBody,
    /** "Keep me informed" ticked: the contact is subscribed to the organisation (subscribers/store.ts optIn). */
    keepInformed: z.boolean().default(false),
  }),
  z.strictObject({
    type: z.literal('group'),
    requestId: zId,
    organisationId: z.union([zId, z.literal('')]).default(''),
    request: zGroupBody,
  }),
  z.strictObject({
    type: z.literal('inquiry'),
    requestId: zId,
    organisationId: z.union([zId, z.literal('')]).default(''),
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
