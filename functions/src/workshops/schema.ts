import { z } from 'zod/mini';
import { normaliseAddress } from '@storytelling/shared/email-address';
import {
  zBookingRequest,
  zContactAddress,
  zGroupWorkshopRequest,
  zLine,
  zRequiredLine,
} from '@storytelling/shared/workshop-requests';
// A refused request is answered in zod's words where a rule has none of its own.
import '@storytelling/shared/zod-english';

/**
 * The body of `POST requestWorkshop`: a booking request, a group workshop request (their rules are the app's
 * forms' own, packages/shared/src/workshop-requests.ts) or a project inquiry. Pure, so the abuse cases are
 * unit-tested. Strict objects: a field the app does not send is refused, not stored.
 */
const zPence = z.int().check(z.minimum(0), z.maximum(100_000_000));
/** A project inquiry from /project-questionnaire: the budget view's answers and who to answer. */
export const zInquiryBody = z.strictObject({
  contactName: zRequiredLine(200, 'Contact name is required'),
  contactEmail: zContactAddress,
  organisationName: zRequiredLine(200, 'Organisation name is required'),
  message: z._default(z.string().check(z.maxLength(4000)), ''),
  projectName: z._default(zLine(200), ''),
  budget: z.strictObject({
    facilitatorRatePence: zPence,
    facilitatorHundredthHours: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    facilitators: z.int().check(z.minimum(0), z.maximum(100)),
    materialsPence: zPence,
    otherLines: z.array(z.strictObject({ label: zLine(100), amountPence: zPence })).check(z.maxLength(20)),
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
    request: zBookingRequest,
    /** "Keep me informed" ticked: the contact is subscribed to the organisation (subscribers/store.ts optIn). */
    keepInformed: z._default(z.boolean(), false),
  }),
  z.strictObject({
    type: z.literal('group'),
    requestId: zId,
    organisationId: z._default(z.union([zId, z.literal('')]), ''),
    request: zGroupWorkshopRequest,
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
