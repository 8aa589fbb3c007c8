import { z } from 'zod/mini';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATES,
  campaignRecord,
  type CampaignDoc,
} from '@storytelling/shared/newsletters';
import { htmlToText } from '@storytelling/shared/rich-text';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';
import { zDate, type WithId } from '../../lib/converter';

export { mergeTagSnippets } from '@storytelling/shared/merge-tags';
export { htmlToText } from '@storytelling/shared/rich-text';

export {
  actionsIn,
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATES,
  campaignRecord,
  isEditable,
  nextState,
  progressOf,
  sendProblem,
  sumTrackCounts,
  TRACK_COUNTS,
  type CampaignDoc,
  type TrackCounts,
  type CampaignState,
} from '@storytelling/shared/newsletters';

/** A stored campaign as the screen reads it: the shared shape, dates as Dates, missing figures as 0. */
const count = z.catch(z.int().check(z.nonnegative()), 0);
export const zCampaign = z.object({
  organisationId: z.string(),
  subject: z.string(),
  preheader: z.catch(z.string(), ''),
  html: z.string(),
  lists: z.catch(z.array(z.string()), []),
  audienceId: z.catch(z.string(), ''),
  createdBy: z.catch(z.string(), ''),
  createdAt: zDate,
  updatedAt: zDate,
  state: z.enum(CAMPAIGN_STATES),
  scheduledAt: z.catch(z.nullable(zDate), null),
  messageId: z.catch(z.nullable(z.string()), null),
  prepared: z.catch(z.boolean(), false),
  total: count,
  sent: count,
  failed: count,
  suppressed: count,
  unsubscribes: count,
  startedAt: z.catch(z.nullable(zDate), null),
  finishedAt: z.catch(z.nullable(zDate), null),
  sentAt: z.catch(z.nullable(zDate), null),
  tracking: z.catch(z.optional(z.boolean()), undefined),
});
export type Campaign = WithId<CampaignDoc>;

/**
 * The message as it went out to its first recipient (`campaigns/{id}/asSent/message`, written by the functions):
 * that person's merge values filled in, without the tracking links and pixel, their unsubscribe token taken out.
 */
export const zAsSent = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.catch(z.string(), ''),
  recipient: z.catch(z.string(), ''),
  tracking: z.catch(z.boolean(), false),
  sentAt: zDate,
});
export type AsSent = z.infer<typeof zAsSent>;

/** The compose form: what a person types, with the messages they see. */
export const zCompose = z.object({
  subject: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter a subject'),
    z.maxLength(CAMPAIGN_LIMITS.subject, `At most ${CAMPAIGN_LIMITS.subject} characters`),
    z.refine((s) => !/[\r\n]/.test(s), 'One line only'),
    z.superRefine((s, ctx) => {
      const problem = mergeTagProblem([s]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  preheader: z
    .string()
    .check(
      z.trim(),
      z.maxLength(CAMPAIGN_LIMITS.preheader, `At most ${CAMPAIGN_LIMITS.preheader} characters`),
    ),
  html: z.string().check(
    z.maxLength(CAMPAIGN_LIMITS.html, 'The newsletter is too long'),
    z.refine((h) => htmlToText(h).trim().length > 0, 'Write the newsletter'),
    z.superRefine((h, ctx) => {
      const problem = mergeTagProblem([h]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  lists: z
    .array(z.string())
    .check(z.maxLength(CAMPAIGN_LIMITS.lists, `At most ${CAMPAIGN_LIMITS.lists} lists`)),
  /** A named audience instead of the lists ('' to send to the lists). */
  audienceId: z._default(z.string().check(z.maxLength(128)), ''),
});
export type ComposeValues = z.infer<typeof zCompose>;

export const STATE_LABELS: Record<CampaignDoc['state'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/**
 * The sending rate over the last snapshots: deliveries with an outcome per second between the oldest and the
 * newest sample of the last `windowMs` (samples are {at, done}).
 */
export function currentRate(samples: readonly { at: number; done: number }[], windowMs = 15_000): number {
  if (samples.length < 2) return 0;
  const last = samples.at(-1)!;
  const first = samples.find((s) => last.at - s.at <= windowMs) ?? samples[0]!;
  const seconds = (last.at - first.at) / 1000;
  return seconds > 0 ? Math.round(((last.done - first.done) / seconds) * 10) / 10 : 0;
}

/**
 * A new newsletter before its first save: held on screen only, so opening the composer writes nothing and a
 * second "New newsletter" returns to the same one. Its empty id says it is not stored yet.
 */
export function unsavedDraft(organisationId: string, createdBy: string, now: Date): Campaign {
  return {
    ...campaignRecord({ organisationId, subject: '', html: '', lists: [], createdBy, now }),
    id: '',
  };
}
