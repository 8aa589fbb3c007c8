import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { FACILITATOR_RESPONSES, type Workshop } from './model';

/**
 * Collection `workshopOffers`, keyed `{workshopId}__{facilitatorId}`: a workshop offered to one facilitator
 * before anyone is assigned, and their answer (the spec's interest response: canAttend, needsCoverage, notes,
 * with one of the facilitator response states). The offer carries what the facilitator needs to answer (title,
 * date, times, address), since only assigned facilitators read the workshop itself.
 */
export const zWorkshopOffer = z.object({
  workshopId: z.string(),
  facilitatorId: z.string(),
  facilitatorName: z._default(z.string(), ''),
  facilitatorEmail: z._default(z.string(), ''),
  organisationId: z._default(z.string(), ''),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  address: z._default(z.string(), ''),
  offeredBy: z.string(),
  offeredAt: zDate,
  response: z._default(z.nullable(z.enum(FACILITATOR_RESPONSES)), null),
  canAttend: z._default(z.nullable(z.boolean()), null),
  needsCoverage: z._default(z.nullable(z.boolean()), null),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
  respondedAt: z.optional(zDate),
});
export type WorkshopOffer = z.infer<typeof zWorkshopOffer>;
export const offerId = (workshopId: string, facilitatorId: string) => `${workshopId}__${facilitatorId}`;

/** The facilitator's answer to an offer. */
export const zOfferAnswer = z.object({
  response: z.enum(FACILITATOR_RESPONSES, { error: 'Choose available, unavailable or tentative.' }),
  canAttend: z.boolean(),
  needsCoverage: z.boolean(),
  notes: z.string().check(z.trim(), z.maxLength(2000, 'Keep the notes under 2,000 characters.')),
});
export type OfferAnswer = z.infer<typeof zOfferAnswer>;

/** Offers waiting for an answer on a workshop still to come: the facilitator's "Needs Response". */
export function offersAwaitingAnswer<T extends Pick<WorkshopOffer, 'response' | 'date'>>(
  offers: T[],
  today: string,
): T[] {
  return offers.filter((o) => o.response === null && o.date >= today);
}

/** What each facilitator offered the workshop answered: state, can attend, needs coverage, notes. */
export function answerWords(o: Pick<WorkshopOffer, 'response' | 'canAttend' | 'needsCoverage' | 'notes'>) {
  if (!o.response) return 'No answer yet';
  return [
    o.canAttend ? 'can attend' : 'cannot attend',
    o.needsCoverage ? 'needs coverage' : null,
    o.notes ? `“${o.notes}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A new offer as it is stored: the workshop's own title, date, times and address (what the facilitator is
 * shown), and no answer yet. `offeredAt` is the server's time in the app and a fixed date in the seed.
 */
export function newOffer<At>(
  workshop: Pick<Workshop, 'title' | 'date' | 'startTime' | 'endTime' | 'address' | 'organisationId'> & {
    id: string;
  },
  facilitator: { userId: string; name: string; email: string },
  offeredBy: string,
  offeredAt: At,
) {
  return {
    workshopId: workshop.id,
    facilitatorId: facilitator.userId,
    facilitatorName: facilitator.name,
    facilitatorEmail: facilitator.email,
    organisationId: workshop.organisationId ?? '',
    title: workshop.title,
    date: workshop.date,
    startTime: workshop.startTime,
    endTime: workshop.endTime,
    address: workshop.address ?? '',
    offeredBy,
    offeredAt,
    response: null,
    canAttend: null,
    needsCoverage: null,
    notes: '',
  };
}
