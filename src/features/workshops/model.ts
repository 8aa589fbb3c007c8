import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { zEmailAddress } from '../../kernel/email-address';
import { zPublicWorkshop } from './public-workshop';
import { TIME_BAND_IDS, WEEKDAYS } from '@storytelling/shared/workshop-requests';

// The public workshop, the booking request and the pure rules live apart, so the public pages that need only
// them do not download the rest of the model; they are re-exported here for everyone else.
export * from './public-workshop';
export * from './rules';
export * from './booking-request';
export {
  groupContactChecks,
  WEEKDAYS,
  zGroupWorkshopRequest,
  type GroupWorkshopRequest,
} from '@storytelling/shared/workshop-requests';

export const zDuration = zPublicWorkshop.shape.duration;

export const TIME_BANDS = [
  { id: 'earlyMorning', label: 'Early Morning', hours: '6AM-9AM' },
  { id: 'morning', label: 'Morning', hours: '9AM-12PM' },
  { id: 'afternoon', label: 'Afternoon', hours: '12PM-5PM' },
  { id: 'evening', label: 'Evening', hours: '5PM-9PM' },
  { id: 'night', label: 'Night', hours: '9PM-12AM' },
] as const;
export type TimeBandId = (typeof TIME_BANDS)[number]['id'];
export const URGENCY = {
  low: 'Flexible',
  medium: 'Within 2-4 weeks',
  high: 'Within 1-2 weeks',
} as const;

export const FACILITATOR_RESPONSES = ['available', 'unavailable', 'tentative'] as const;
export const ASSIGNMENT_TYPES = ['primary', 'recording'] as const;

/** What the feedback job may record after a workshop is delivered (feedback-request-plan.ts on the server). */
export const FEEDBACK_REQUEST_STATES = ['sent', 'noForm', 'noParticipants', 'failed'] as const;

export const zContact = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  email: zEmailAddress(),
  phone: z._default(z.string().check(z.maxLength(40)), ''),
});

/** Collection `workshops`: the public fields (public-workshop.ts) and those only its staff read. */
export const zWorkshop = z.object({
  ...zPublicWorkshop.shape,
  leadContact: zContact,
  additionalContacts: z._default(z.array(zContact), []),
  facilitators: z._default(
    z.array(
      z.object({
        userId: z.string(),
        name: z._default(z.string(), ''),
        email: z._default(z.string(), ''),
        type: z.enum(ASSIGNMENT_TYPES),
      }),
    ),
    [],
  ),
  facilitatorIds: z._default(z.array(z.string()), []),
  responses: z._default(z.record(z.string(), z.enum(FACILITATOR_RESPONSES)), {}),
  participantIds: z._default(z.array(z.string()), []),
  createdAt: z.optional(zDate),
  /** When a super admin marked it delivered (status completed). */
  completedAt: z.optional(zDate),
  /** What the functions' feedback job did after delivery (functions/src/workshops/feedback-requests.ts). */
  feedbackRequest: z.optional(
    z.object({
      state: z.enum(FEEDBACK_REQUEST_STATES),
      at: z.optional(zDate),
      sent: z._default(z.number(), 0),
      formId: z.optional(z.string()),
    }),
  ),
});
export type Workshop = z.infer<typeof zWorkshop>;

const zBandAvailability = z.enum(['available', 'tentative']);
const zTimeBandId = z.enum(TIME_BAND_IDS satisfies readonly TimeBandId[]);

/** A participant's interest in a workshop. */
export const zInterestResponse = z.object({
  canAttend: z.boolean(),
  needsCoverage: z.boolean(),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type InterestResponse = z.infer<typeof zInterestResponse>;

/** Collection `availability`, keyed by the facilitator's uid: general availability by weekday × time band. */
export const zAvailability = z.object({
  userId: z.string(),
  bands: z._default(z.partialRecord(z.enum(WEEKDAYS), z.partialRecord(zTimeBandId, zBandAvailability)), {}),
  updatedAt: z.optional(zDate),
});
export type Availability = z.infer<typeof zAvailability>;

/** Collection `interest`, keyed `{workshopId}_{userId}` so showing interest twice updates one record. */
export const zInterestRecord = z.extend(zInterestResponse, {
  workshopId: z.string(),
  userId: z.string(),
  name: z._default(z.string().check(z.maxLength(200)), ''),
  email: z._default(z.string().check(z.maxLength(320)), ''),
  createdAt: z.optional(zDate),
  updatedAt: z.optional(zDate),
});
export type InterestRecord = z.infer<typeof zInterestRecord>;
export const interestId = (workshopId: string, userId: string) => `${workshopId}_${userId}`;
