import { z } from 'zod';
import { zDate } from '../../lib/converter';

export const EMAIL_LOG_TYPES = [
  'booking_request',
  'assignment_confirmation',
  'interest_notification',
  'participant_update',
  'cancellation',
] as const;
export const EMAIL_LOG_STATUSES = ['sent', 'failed'] as const;
export const STATS_WINDOW_DAYS = 30;
export const RECENT_LOGS = 50;

/** Collection `workshopEmailLogs`. */
export const zWorkshopEmailLog = z.object({
  type: z.enum(EMAIL_LOG_TYPES),
  subject: z.string().max(500),
  recipient: z.string().max(320),
  status: z.enum(EMAIL_LOG_STATUSES).default('sent'),
  sentAt: zDate,
  createdAt: zDate,
  updatedAt: zDate,
  workshopId: z.string(),
  workshopTitle: z.string(),
  workshopDate: z.string(),
  organisationName: z.string().optional(),
  organisationId: z.string().optional(),
  facilitatorId: z.string().optional(),
  participantId: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type WorkshopEmailLog = z.infer<typeof zWorkshopEmailLog>;
