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
  // Written by the server: who sent it, and the message and delivery a resend re-renders from.
  createdBy: z.string().optional(),
  kind: z.string().optional(),
  messageId: z.string().optional(),
  deliveryId: z.string().optional(),
});
export type WorkshopEmailLog = z.infer<typeof zWorkshopEmailLog>;

export interface DayStats {
  day: string;
  sent: number;
  failed: number;
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** Sent and failed per day (UTC) for the `STATS_WINDOW_DAYS` days ending `now`, oldest first, zero-filled. */
export function statsPerDay(logs: Pick<WorkshopEmailLog, 'status' | 'sentAt'>[], now: Date): DayStats[] {
  const days: DayStats[] = [];
  for (let i = STATS_WINDOW_DAYS - 1; i >= 0; i--)
    days.push({ day: dayKey(new Date(now.getTime() - i * 86_400_000)), sent: 0, failed: 0 });
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const log of logs) {
    const entry = byDay.get(dayKey(log.sentAt));
    if (entry) entry[log.status] += 1;
  }
  return days;
}

/** The start of the stats window, for the Firestore query. */
export const statsWindowStart = (now: Date) => {
  const start = new Date(now.getTime() - (STATS_WINDOW_DAYS - 1) * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  return start;
};

export interface LogFilters {
  type?: (typeof EMAIL_LOG_TYPES)[number] | '';
  status?: (typeof EMAIL_LOG_STATUSES)[number] | '';
  workshopId?: string;
}
