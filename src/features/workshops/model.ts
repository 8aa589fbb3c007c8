import { z } from 'zod';
import { zDate } from '../../lib/converter';
import { zEmailAddress } from '../../kernel/email-address';

export const WORKSHOP_DURATIONS = [2, 3, 4] as const;
export const zDuration = z.union([z.literal(2), z.literal(3), z.literal(4)]);

export const TIME_BANDS = [
  { id: 'earlyMorning', label: 'Early Morning', hours: '6AM-9AM' },
  { id: 'morning', label: 'Morning', hours: '9AM-12PM' },
  { id: 'afternoon', label: 'Afternoon', hours: '12PM-5PM' },
  { id: 'evening', label: 'Evening', hours: '5PM-9PM' },
  { id: 'night', label: 'Night', hours: '9PM-12AM' },
] as const;
export type TimeBandId = (typeof TIME_BANDS)[number]['id'];
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export const URGENCY = {
  low: 'Flexible',
  medium: 'Within 2-4 weeks',
  high: 'Within 1-2 weeks',
} as const;

export const FACILITATOR_RESPONSES = ['available', 'unavailable', 'tentative'] as const;
export const ASSIGNMENT_TYPES = ['primary', 'recording'] as const;
export const WORKSHOP_STATUSES = ['requested', 'scheduled', 'confirmed', 'completed', 'cancelled'] as const;

export const zContact = z.object({
  name: z.string().min(1).max(200),
  email: zEmailAddress(),
  phone: z.string().max(40).default(''),
});

/** Collection `workshops`. */
export const zWorkshop = z.object({
  title: z.string().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
  address: z.string().max(500).default(''),
  description: z.string().max(5000).default(''),
  leadContact: zContact,
  additionalContacts: z.array(zContact).default([]),
  organisationId: z.string().default(''),
  organisationName: z.string().default(''),
  duration: zDuration,
  status: z.enum(WORKSHOP_STATUSES).default('scheduled'),
  facilitators: z
    .array(
      z.object({
        userId: z.string(),
        name: z.string().default(''),
        email: z.string().default(''),
        type: z.enum(ASSIGNMENT_TYPES),
      }),
    )
    .default([]),
  facilitatorIds: z.array(z.string()).default([]),
  responses: z.record(z.string(), z.enum(FACILITATOR_RESPONSES)).default({}),
  participantIds: z.array(z.string()).default([]),
  createdAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
});
export type Workshop = z.infer<typeof zWorkshop>;

/**
 * What a public page shows of a workshop (collection `publicWorkshops`, same id), kept in step with the workshop
 * on every write (service.ts writes both in one batch; the seed uses the same builder). The workshop itself holds
 * the contacts' phones and e-mails, the facilitators and their responses and the participants, so only super
 * admins and its assigned facilitators read it.
 */
export const PUBLIC_WORKSHOP_FIELDS = [
  'title',
  'date',
  'startTime',
  'endTime',
  'address',
  'description',
  'organisationId',
  'organisationName',
  'duration',
  'status',
  'updatedAt',
] as const;
export const zPublicWorkshop = zWorkshop.pick({
  title: true,
  date: true,
  startTime: true,
  endTime: true,
  address: true,
  description: true,
  organisationId: true,
  organisationName: true,
  duration: true,
  status: true,
  updatedAt: true,
});
export type PublicWorkshop = z.infer<typeof zPublicWorkshop>;
/** The public fields of a workshop (or of a change to one: only the fields it has). */
export function publicWorkshopOf(w: Partial<Workshop>): Partial<PublicWorkshop> {
  const out: Partial<Record<(typeof PUBLIC_WORKSHOP_FIELDS)[number], unknown>> = {};
  for (const key of PUBLIC_WORKSHOP_FIELDS) if (w[key] !== undefined) out[key] = w[key];
  return out as Partial<PublicWorkshop>;
}
/** Open workshops take interest and participant updates; cancelled and completed ones do not. */
export const OPEN_STATUSES: readonly Workshop['status'][] = ['requested', 'scheduled', 'confirmed'];

/** A booking request from an organisation. */
export const zBookingRequest = z.object({
  organisationName: z.string().trim().min(1, 'Organisation name is required').max(200),
  organisationType: z.string().trim().min(1, 'Organisation type is required').max(100),
  participantCount: z.number().int().min(1, 'At least 1 participant').max(500),
  duration: zDuration,
  preferredDates: z.array(z.string()).min(1, 'Add at least one preferred date'),
  contactName: z.string().trim().min(1, 'Contact name is required').max(200),
  contactEmail: zEmailAddress(),
  contactPhone: z.string().trim().max(40).default(''),
  notes: z.string().max(2000).default(''),
});
export type BookingRequest = z.infer<typeof zBookingRequest>;

const zBandAvailability = z.enum(['available', 'tentative']);
const zTimeBandId = z.enum([
  'earlyMorning',
  'morning',
  'afternoon',
  'evening',
  'night',
] satisfies TimeBandId[]);

/** A group workshop request. */
export const zGroupWorkshopRequest = z.object({
  groupName: z.string().trim().min(1, 'Group name is required').max(200),
  department: z.string().trim().max(200).default(''),
  groupSize: z.number().int().min(1, 'Group size must be at least 1').max(500),
  groupDescription: z.string().max(2000).default(''),
  urgency: z.enum(['low', 'medium', 'high']),
  contactMethod: z.enum(['email', 'phone']),
  availability: z
    .partialRecord(z.enum(WEEKDAYS), z.partialRecord(zTimeBandId, zBandAvailability))
    .default({}),
  notes: z.string().max(2000).default(''),
});
export type GroupWorkshopRequest = z.infer<typeof zGroupWorkshopRequest>;

/** A participant's interest in a workshop. */
export const zInterestResponse = z.object({
  canAttend: z.boolean(),
  needsCoverage: z.boolean(),
  notes: z.string().max(2000).default(''),
});
export type InterestResponse = z.infer<typeof zInterestResponse>;

/** Collection `availability`, keyed by the facilitator's uid: general availability by weekday × time band. */
export const zAvailability = z.object({
  userId: z.string(),
  bands: z.partialRecord(z.enum(WEEKDAYS), z.partialRecord(zTimeBandId, zBandAvailability)).default({}),
  updatedAt: z.optional(zDate),
});
export type Availability = z.infer<typeof zAvailability>;

// ---------- Pure rules: who may do what next with a workshop ----------

export type WorkshopActor = 'superAdmin' | 'facilitator' | 'participant' | 'public';
export type WorkshopAction =
  'edit' | 'cancel' | 'assign' | 'respond' | 'sendUpdate' | 'showInterest' | 'complete' | 'view';

const isClosed = (w: Pick<Workshop, 'status'>) => w.status === 'cancelled' || w.status === 'completed';

/** Whether the workshop's date is before `today` (both `YYYY-MM-DD`, so string order is date order). */
export const isPast = (w: Pick<Workshop, 'date'>, today: string) => w.date < today;

/**
 * What `actor` (with uid `userId`) may do next with `w`. Closed or past workshops only allow viewing (a super
 * admin may still mark a past one completed); a facilitator acts only on workshops they are assigned to.
 */
export function allowedActions(
  actor: WorkshopActor,
  w: Pick<Workshop, 'status' | 'date' | 'facilitatorIds'>,
  userId: string | null,
  today: string,
): WorkshopAction[] {
  const actions: WorkshopAction[] = ['view'];
  if (isClosed(w)) return actions;
  const past = isPast(w, today);
  if (actor === 'superAdmin') {
    if (past) return [...actions, 'complete'];
    return [...actions, 'edit', 'assign', 'cancel', 'sendUpdate'];
  }
  if (past) return actions;
  if (actor === 'facilitator' && userId && w.facilitatorIds.includes(userId))
    return [...actions, 'respond', 'sendUpdate'];
  if (actor === 'participant' && userId) return [...actions, 'showInterest'];
  return actions;
}

export const can = (...args: [...Parameters<typeof allowedActions>, WorkshopAction]) => {
  const action = args[4];
  return allowedActions(args[0], args[1], args[2], args[3]).includes(action);
};

export type FacilitatorList = 'requiringResponse' | 'assigned' | 'myResponses' | 'past';

/**
 * The facilitator dashboard's lists. A workshop assigned to me with no response of mine needs a response;
 * one I answered is in my responses; every open upcoming one I am assigned to is in assigned; past ones are past.
 */
export function facilitatorLists(
  workshops: (Pick<Workshop, 'status' | 'date' | 'facilitatorIds' | 'responses'> & { id: string })[],
  userId: string,
  today: string,
): Record<FacilitatorList, string[]> {
  const lists: Record<FacilitatorList, string[]> = {
    requiringResponse: [],
    assigned: [],
    myResponses: [],
    past: [],
  };
  for (const w of workshops) {
    if (!w.facilitatorIds.includes(userId)) continue;
    if (isPast(w, today) || w.status === 'completed') {
      lists.past.push(w.id);
      continue;
    }
    if (w.status === 'cancelled') continue;
    lists.assigned.push(w.id);
    if (w.responses[userId]) lists.myResponses.push(w.id);
    else lists.requiringResponse.push(w.id);
  }
  return lists;
}

/** Keeps `facilitatorIds` (what rules and queries use) in step with `facilitators`; one entry per person. */
export function withFacilitators(
  assignments: Workshop['facilitators'],
): Pick<Workshop, 'facilitators' | 'facilitatorIds'> {
  const seen = new Map<string, Workshop['facilitators'][number]>();
  for (const a of assignments) seen.set(a.userId, a);
  const facilitators = [...seen.values()];
  return { facilitators, facilitatorIds: facilitators.map((f) => f.userId) };
}

/** End time must be after start time, and the span must match the duration (2, 3 or 4 hours). */
export function timeProblem(w: Pick<Workshop, 'startTime' | 'endTime' | 'duration'>): string | null {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const span = minutes(w.endTime) - minutes(w.startTime);
  if (span <= 0) return 'End time must be after start time';
  if (span !== w.duration * 60)
    return `A ${w.duration}-hour workshop must end ${w.duration} hours after it starts`;
  return null;
}

/** The workshop directory's filter: upcoming, open, matching text in title, organisation or address. */
export function filterDirectory<
  T extends Pick<Workshop, 'title' | 'organisationName' | 'address' | 'date' | 'status'>,
>(workshops: T[], query: string, today: string): T[] {
  const q = query.trim().toLowerCase();
  return workshops
    .filter((w) => !isPast(w, today) && !isClosed(w))
    .filter((w) => !q || [w.title, w.organisationName, w.address].some((s) => s.toLowerCase().includes(q)))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Collection `interest`, keyed `{workshopId}_{userId}` so showing interest twice updates one record. */
export const zInterestRecord = zInterestResponse.extend({
  workshopId: z.string(),
  userId: z.string(),
  name: z.string().max(200).default(''),
  email: z.string().max(320).default(''),
  createdAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
});
export type InterestRecord = z.infer<typeof zInterestRecord>;
export const interestId = (workshopId: string, userId: string) => `${workshopId}_${userId}`;
