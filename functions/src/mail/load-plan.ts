import { Timestamp } from 'firebase-admin/firestore';
import type { MailContext } from '@storytelling/shared/mail-api';
import type { MailKind } from '@storytelling/shared/mail-kinds';
import { SAMPLE_VARIABLES } from '@storytelling/shared/mail-templates';
import type { Caller } from './caller.js';
import { supportAddress } from './config.js';
import {
  bookingPlan,
  groupRequestPlan,
  invitationPlan,
  workshopPlan,
  type OfferData,
  type AccessCodeData,
  type InterestData,
  type PlanResult,
  type WorkshopData,
} from './plans.js';
import { db } from './store.js';

/** How an invitation names a role; other roles by their name. */
const ROLE_WORDING: Record<string, string> = {
  moderator: 'Teacher/Moderator',
  member: 'Student/Member',
  organisationAdmin: 'Administrator',
  facilitator: 'Facilitator',
};
/** An e-mailed access code is valid for 7 days. */
const EMAILED_CODE_DAYS = 7;
const INTEREST_LIMIT = 2000;

const refuse = (status: 400 | 403 | 404, error: string): PlanResult => ({ ok: false, status, error });
const dataOf = async <T>(path: string) => ((await db().doc(path).get()).data() as T | undefined) ?? null;

/**
 * Loads the documents a send concerns (Admin SDK) and asks plans.ts whether this caller may send this kind about
 * them, and to whom. Nothing in the request but the kind, the context ids and a kind's free text is used.
 */
export async function loadPlan(input: {
  kind: MailKind;
  context: MailContext;
  caller: Caller;
  freeText?: string;
  appOrigin: string;
}): Promise<PlanResult> {
  const { kind, context, caller } = input;
  switch (kind) {
    case 'assignmentConfirmation':
    case 'facilitatorResponse':
    case 'interestNotification':
    case 'workshopOffer':
    case 'participantUpdate':
    case 'cancellation': {
      if (!context.workshopId) return refuse(400, 'context.workshopId: say which workshop');
      const workshopId = context.workshopId;
      const [workshop, interests] = await Promise.all([
        dataOf<WorkshopData>(`workshops/${workshopId}`),
        db()
          .collection('interest')
          .where('workshopId', '==', workshopId)
          .limit(INTEREST_LIMIT)
          .get()
          .then((s) => s.docs.map((d) => d.data() as InterestData)),
      ]);
      const offers =
        kind === 'workshopOffer'
          ? await db()
              .collection('workshopOffers')
              .where('workshopId', '==', workshopId)
              .limit(INTEREST_LIMIT)
              .get()
              .then((s) => s.docs.map((d) => d.data() as OfferData))
          : [];
      return workshopPlan({
        kind,
        caller,
        workshopId,
        workshop,
        interests,
        offers,
        appOrigin: input.appOrigin,
        supportAddress: supportAddress(),
        freeText: input.freeText,
      });
    }
    case 'invitation': {
      if (!context.accessCode) return refuse(400, 'context.accessCode: say which access code');
      const raw = await dataOf<Record<string, unknown>>(`accessCodes/${context.accessCode}`);
      const accessCode: AccessCodeData | null = raw
        ? {
            organisationId: raw.organisationId as string | undefined,
            role: raw.role as string | undefined,
            email: raw.email as string | undefined,
            isActive: raw.isActive === true,
            expiresAt: raw.expiresAt instanceof Timestamp ? raw.expiresAt.toDate() : undefined,
          }
        : null;
      const org = accessCode?.organisationId
        ? await dataOf<{ name?: string }>(`Organisations/${accessCode.organisationId}`)
        : null;
      return invitationPlan({
        caller,
        code: context.accessCode,
        accessCode,
        organisationName: org ? (org.name ?? '') : null,
        appOrigin: input.appOrigin,
        now: new Date(),
        roleWording: (role) => ROLE_WORDING[role] ?? role,
        validDays: EMAILED_CODE_DAYS,
      });
    }
    case 'bookingRequest': {
      if (!context.bookingRequestId)
        return refuse(400, 'context.bookingRequestId: say which booking request');
      return bookingPlan({
        caller,
        requestId: context.bookingRequestId,
        booking: await dataOf(`bookingRequests/${context.bookingRequestId}`),
        supportAddress: supportAddress(),
      });
    }
    case 'groupWorkshopRequest': {
      if (!context.groupRequestId) return refuse(400, 'context.groupRequestId: say which request');
      return groupRequestPlan({
        caller,
        request: await dataOf(`groupWorkshopRequests/${context.groupRequestId}`),
        supportAddress: supportAddress(),
      });
    }
    default:
      // Form notices and newsletters are sent by their own server jobs, never on a client's request.
      return refuse(403, `A ${kind} e-mail is not sent on request`);
  }
}

/** A test of a kind's template: super admins, to their own address only, with the editor's sample data. */
export function testPlan(kind: MailKind, caller: Caller): PlanResult {
  if (!caller.superAdmin) return refuse(403, 'Only a super admin sends template tests');
  if (!caller.email) return refuse(403, 'Your account has no e-mail address to send a test to');
  return { ok: true, plan: { kind, recipients: [caller.email], variables: { ...SAMPLE_VARIABLES[kind] } } };
}
