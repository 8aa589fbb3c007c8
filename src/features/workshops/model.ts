import { z } from 'zod';
import { zDate } from '../../lib/converter';
import { zEmailAddress } from '../../kernel/email-address';
import { zPublicWorkshop } from './public-workshop';

// The public workshop (its mini schema) and the pure rules live apart, zod-free or on zod/mini, so the public
// pages that need only them do not download zod's classic API; they are re-exported here for everyone else.
export * from './public-workshop';
export * from './rules';
export * from './booking-request';

export const zDuration = zPublicWorkshop.shape.duration;

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

/** What the feedback job may record after a workshop is delivered (feedback-request-plan.ts on the server). */
export const FEEDBACK_REQUEST_STATES = ['sent', 'noForm', 'noParticipants', 'failed'] as const;

export const zContact = z.object({
  name: z.string().min(1).max(200),
  email: zEmailAddress(),
  phone: z.string().max(40).default(''),
});

/** Collection `workshops`: the public fields (public-workshop.ts) and those only its staff read. */
export const zWorkshop = z.object({
  ...zPublicWorkshop.shape,
  leadContact: zContact,
  additionalContacts: z.array(zContact).default([]),
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
  /** When a super admin marked it delivered (status completed). */
  completedAt: z.optional(zDate),
  /** What the functions' feedback job did after delivery (functions/src/workshops/feedback-requests.ts). */
  feedbackRequest: z.optional(
    z.object({
      state: z.enum(FEEDBACK_REQUEST_STATES),
      at: z.optional(zDate),
      sent: z.number().default(0),
      formId: z.optional(z.string()),
    }),
  ),
});
export type Workshop = z.infer<typeof zWorkshop>;

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
