import { z } from 'zod/mini';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';

export { mergeTagSnippets } from '@storytelling/shared/merge-tags';
import { zDate } from '../../lib/converter';
import {
  DELAY_UNITS,
  maxDelayIn,
  DRIP_ENROLMENT_STATUSES,
  DRIP_EXIT_REASONS,
  DRIP_LIMITS,
  DRIP_STATES,
  DRIP_TRIGGERS,
  sendingHoursProblem,
  type DripStep,
  type DripTriggerType,
  type DripState,
  type DripExitReason,
} from '@storytelling/shared/drip';

/**
 * Drip campaigns in the app: the documents' schemas and the wording of states, triggers and exits. The timing
 * itself (next due time, sending hours, exits, dry run, per-step figures) is the functions' shared module, so
 * the screen's dry run and the server's sending agree by construction; it is re-exported here.
 */
export {
  DELAY_UNITS,
  DRIP_LIMITS,
  DRIP_STATES,
  DRIP_TRIGGERS,
  delayMs,
  dripEnrollmentId,
  dryRun,
  exitReasonFor,
  isDue,
  nextDue,
  nextInWindow,
  sendingHoursProblem,
  stepFigures,
  type DripCampaignDoc,
  type DripEnrollmentDoc,
  type DripExitReason,
  type DripState,
  type DripStep,
  type DripTrigger,
  type DripTriggerType,
  type DryRunEntry,
  type StepFigures,
} from '@storytelling/shared/drip';

export const STATE_LABELS: Record<DripState, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};

export const TRIGGER_LABELS: Record<DripTriggerType, string> = {
  listJoined: 'Joined a list',
  bookingRequested: 'Sent a booking request',
  workshopAttended: 'Attended a workshop (counted from its date)',
  feedbackSubmitted: 'Submitted a feedback form',
};

export const EXIT_LABELS: Record<DripExitReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  suppressed: 'On the suppression list',
  paused: 'Campaign paused',
  goal: 'Booked a workshop',
  removed: 'Removed by hand',
  archived: 'Campaign archived',
};

const zHours = z.object({ start: z.string(), end: z.string() }).check(
  z.superRefine((h, ctx) => {
    const problem = sendingHoursProblem(h);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['end'] });
  }),
);

/** A step's subject and body may use the newsletters' merge tags, and no other double braces. */
function knownMergeTags(text: string, ctx: z.core.$RefinementCtx<string>) {
  const problem = mergeTagProblem([text]);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export const zDripStep = z
  .object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Write a subject'),
        z.maxLength(DRIP_LIMITS.subject, `At most ${DRIP_LIMITS.subject} characters`),
        z.superRefine(knownMergeTags),
      ),
    bodyHtml: z.string().check(
      z.maxLength(DRIP_LIMITS.bodyHtml, 'This message is too long'),
      z.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the message'),
      z.superRefine(knownMergeTags),
    ),
    delayAmount: z
      .number({ error: 'Enter a whole number' })
      .check(z.int('Enter a whole number'), z.minimum(0, 'Zero or more')),
    delayUnit: z.enum(DELAY_UNITS),
    sendingHours: z.nullable(zHours),
  })
  .check(
    z.superRefine((s, ctx) => {
      const max = maxDelayIn(s.delayUnit);
      if (s.delayAmount > max)
        ctx.addIssue({ code: 'custom', message: `At most ${max} ${s.delayUnit}`, path: ['delayAmount'] });
    }),
  );

export const zDripTrigger = z
  .object({
    type: z.enum(DRIP_TRIGGERS),
    listId: z.optional(z.string()),
    formId: z.optional(z.string()),
  })
  .check(
    z.superRefine((t, ctx) => {
      if (t.type === 'listJoined' && !t.listId)
        ctx.addIssue({ code: 'custom', message: 'Choose a list', path: ['listId'] });
      if (t.type === 'feedbackSubmitted' && !t.formId?.trim())
        ctx.addIssue({ code: 'custom', message: 'Enter the feedback form', path: ['formId'] });
    }),
  );

/** What the editor saves (the rest — organisation, activation, times — is set by the service). */
export const zDripCampaignForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the campaign a name'),
      z.maxLength(DRIP_LIMITS.name, `At most ${DRIP_LIMITS.name} characters`),
    ),
  trigger: zDripTrigger,
  steps: z.array(zDripStep).check(z.maxLength(DRIP_LIMITS.steps, `At most ${DRIP_LIMITS.steps} steps`)),
  exitOn: z.object({ paused: z.boolean(), goalBooked: z.boolean() }),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type DripCampaignForm = z.infer<typeof zDripCampaignForm>;

export const zDripCampaign = z.object({
  organisationId: z.string(),
  name: z.string(),
  state: z.enum(DRIP_STATES),
  trigger: z.object({
    type: z.enum(DRIP_TRIGGERS),
    listId: z.optional(z.string()),
    formId: z.optional(z.string()),
  }),
  steps: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      bodyHtml: z.string(),
      delayAmount: z.number(),
      delayUnit: z.enum(DELAY_UNITS),
      sendingHours: z.nullable(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
  exitOn: z.object({ paused: z.boolean(), goalBooked: z.boolean() }),
  timeZone: z.string(),
  activatedAt: z.nullable(zDate),
  createdAt: zDate,
  updatedAt: zDate,
});
export type DripCampaign = z.infer<typeof zDripCampaign>;

export const zDripEnrollment = z.object({
  organisationId: z.string(),
  campaignId: z.string(),
  email: z.string(),
  name: z._default(z.string(), ''),
  source: z.enum(['trigger', 'manual', 'existing']),
  status: z.enum(DRIP_ENROLMENT_STATUSES),
  startAt: zDate,
  steps: z.record(
    z.string(),
    z.object({ status: z.enum(['sent', 'failed']), at: zDate, messageId: z.string() }),
  ),
  exitReason: z.optional(z.enum(DRIP_EXIT_REASONS)),
  exitedAtStep: z.optional(z.string()),
  exitedAt: z.optional(zDate),
  createdAt: zDate,
  updatedAt: zDate,
});
export type DripEnrollment = z.infer<typeof zDripEnrollment>;

/** A fresh step: a day after the previous one, office hours off. */
export function newStep(id: string, number: number): DripStep {
  return {
    id,
    subject: `Step ${number}`,
    bodyHtml: '',
    delayAmount: number === 1 ? 0 : 1,
    delayUnit: 'days',
    sendingHours: null,
  };
}

/** Moves a step up (-1) or down (+1); out of range leaves the order as it is. */
export function moveStep<T>(steps: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** "2 days after the previous step, 09:00–17:00 only" */
export function delayWording(
  step: Pick<DripStep, 'delayAmount' | 'delayUnit' | 'sendingHours'>,
  first: boolean,
) {
  const unit = step.delayAmount === 1 ? step.delayUnit.slice(0, -1) : step.delayUnit;
  const after = first ? 'after enrolment' : 'after the previous step';
  const when =
    step.delayAmount === 0
      ? first
        ? 'At enrolment'
        : 'Straight after the previous step'
      : `${step.delayAmount} ${unit} ${after}`;
  return step.sendingHours ? `${when}, ${step.sendingHours.start}–${step.sendingHours.end} only` : when;
}

/** The states a campaign may move to from its state (archived is final). */
export function nextStates(state: DripState): DripState[] {
  switch (state) {
    case 'draft':
      return ['active', 'archived'];
    case 'active':
      return ['paused', 'archived'];
    case 'paused':
      return ['active', 'archived'];
    default:
      return [];
  }
}
