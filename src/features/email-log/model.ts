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
  // Written by the server: who sent it, and the message and delivery a resend re-renders from.
  createdBy: z.string().optional(),
  kind: z.string().optional(),
  messageId: z.string().optional(),
  deliveryId: z.string().optional(),
});
export type WorkshopEmailLog = z.infer<typeof zWorkshopEmailLog>;

/** `workshopEmailStats/daily`: UTC day → sent and failed, kept by the server (packages/shared/src/mail-stats.ts). */
export const zStatsDoc = z.object({
  days: z
    .record(z.string(), z.object({ sent: z.number().optional(), failed: z.number().optional() }))
    .default({}),
});

export interface LogFilters {
  type?: (typeof EMAIL_LOG_TYPES)[number] | '';
  status?: (typeof EMAIL_LOG_STATUSES)[number] | '';
  workshopId?: string;
}
