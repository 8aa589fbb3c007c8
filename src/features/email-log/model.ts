import { z } from 'zod/mini';
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
  subject: z.string().check(z.maxLength(500)),
  recipient: z.string().check(z.maxLength(320)),
  status: z._default(z.enum(EMAIL_LOG_STATUSES), 'sent'),
  sentAt: zDate,
  createdAt: zDate,
  updatedAt: zDate,
  workshopId: z.string(),
  workshopTitle: z.string(),
  workshopDate: z.string(),
  organisationName: z.optional(z.string()),
  organisationId: z.optional(z.string()),
  facilitatorId: z.optional(z.string()),
  participantId: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
  // Written by the server: who sent it, and the message and delivery a resend re-renders from.
  createdBy: z.optional(z.string()),
  kind: z.optional(z.string()),
  messageId: z.optional(z.string()),
  deliveryId: z.optional(z.string()),
});
export type WorkshopEmailLog = z.infer<typeof zWorkshopEmailLog>;

/** `workshopEmailStats/daily`: UTC day → sent and failed, kept by the server (packages/shared/src/mail-stats.ts). */
export const zStatsDoc = z.object({
  days: z._default(
    z.record(z.string(), z.object({ sent: z.optional(z.number()), failed: z.optional(z.number()) })),
    {},
  ),
});

export interface LogFilters {
  type?: (typeof EMAIL_LOG_TYPES)[number] | '';
  status?: (typeof EMAIL_LOG_STATUSES)[number] | '';
  workshopId?: string;
}
