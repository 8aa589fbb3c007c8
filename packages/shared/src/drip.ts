import { normaliseAddress } from './email-address.js';

/**
 * Drip campaigns, shared by the app, the functions, the seed and the tests: the documents'
 * shapes and the pure timing (when a person's next step is due, sending hours, exits, the dry run, per-step
 * figures). No I/O and no clock of its own: every function takes `now`, so tests drive days in milliseconds.
 *
 * - `dripCampaigns/{campaignId}`: written by the organisation's admins and moderators (firestore.rules);
 * - `dripEnrollments/{dripEnrollmentId(campaignId, email)}`: written by the server only (the job and the
 *   enrolment endpoint), so a person is enrolled once per campaign and their progress cannot be forged.
 */
export const DRIP_STATES = ['draft', 'active', 'paused', 'archived'] as const;
export type DripState = (typeof DRIP_STATES)[number];

export const DRIP_TRIGGERS = [
  'listJoined',
  'bookingRequested',
  'workshopAttended',
  'feedbackSubmitted',
] as const;
export type DripTriggerType = (typeof DRIP_TRIGGERS)[number];

export interface DripTrigger {
  type: DripTriggerType;
  /** listJoined: the subscriberLists id. */
  listId?: string;
  /** feedbackSubmitted: the feedbackForms id. */
  formId?: string;
}

/** A step's wait after the previous one. Minutes suit a short welcome series; the job runs every minute. */
export const DELAY_UNITS = ['minutes', 'hours', 'days'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
const MINUTES_IN: Record<DelayUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** "HH:MM"–"HH:MM" in the campaign's time zone; start before end (no window across midnight). */
export interface SendingHours {
  start: string;
  end: string;
}

export interface DripStep {
  /** Stable across reordering, so a person's record of sent steps keeps meaning. */
  id: string;
  subject: string;
  /** Rich text from the editor; sanitised again on the server before it is sent. */
  bodyHtml: string;
  delayAmount: number;
  delayUnit: DelayUnit;
  /** Only send within these hours; null = any time. */
  sendingHours: SendingHours | null;
}

/** Unsubscribe and bounce always end an enrolment (the law and the sender's reputation); these are choices. */
export interface DripExitOn {
  paused: boolean;
  goalBooked: boolean;
}

export interface DripCampaignDoc {
  organisationId: string;
  name: string;
  state: DripState;
  trigger: DripTrigger;
  steps: DripStep[];
  exitOn: DripExitOn;
  /** An IANA zone for sending hours, e.g. Europe/London. */
  timeZone: string;
  /** When the campaign last became active: triggers before this do not enrol anyone. */
  activatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const DRIP_ENROLMENT_STATUSES = ['active', 'completed', 'exited'] as const;
export type DripEnrolmentStatus = (typeof DRIP_ENROLMENT_STATUSES)[number];

export const DRIP_EXIT_REASONS = [
  'unsubscribed',
  'bounced',
  'suppressed',
  'paused',
  'goal',
  'removed',
  'archived',
] as const;
export type DripExitReason = (typeof DRIP_EXIT_REASONS)[number];

export interface DripStepOutcome {
  status: 'sent' | 'failed';
  at: Date;
  messageId: string;
}

export interface DripEnrollmentDoc {
  organisationId: string;
  campaignId: string;
  email: string;
  name: string;
  /** How they came in: caught by the trigger, added by hand, or already on the list when it was activated. */
  source: 'trigger' | 'manual' | 'existing';
  status: DripEnrolmentStatus;
  /** When the trigger happened (for an attended workshop, its date): the first step's delay counts from here. */
  startAt: Date;
  /** Step id → what happened when it was due. */
  steps: Record<string, DripStepOutcome>;
  exitReason?: DripExitReason;
  /** The step that was next when the person left, for the per-step "exited" figure. */
  exitedAtStep?: string;
  exitedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const DRIP_LIMITS = {
  name: 120,
  steps: 5,
  subject: 200,
  bodyHtml: 20_000,
  maxDelayDays: 365,
} as const;

/** One enrolment per person and campaign: the id is derived from both (as subscriber ids are). */
export const dripEnrollmentId = (campaignId: string, email: string): string =>
  `${campaignId}__${encodeURIComponent(normaliseAddress(email))}`;

const HOUR = 3_600_000;
export const delayMs = (s: Pick<DripStep, 'delayAmount' | 'delayUnit'>) =>
  s.delayAmount * MINUTES_IN[s.delayUnit] * 60_000;
/** The longest wait a step may have, in its own unit. */
export const maxDelayIn = (unit: DelayUnit) =>
  (DRIP_LIMITS.maxDelayDays * MINUTES_IN.days) / MINUTES_IN[unit];

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const minutesOf = (hhmm: string): number | null => {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Why a sending window is unusable, or null. */
export function sendingHoursProblem(h: SendingHours): string | null {
  const start = minutesOf(h.start);
  const end = minutesOf(h.end);
  if (start === null || end === null) return 'Use hours as HH:MM, e.g. 09:00';
  if (end <= start) return 'The window must end after it starts, on the same day';
  return null;
}

/** Minutes since local midnight of `at` in `timeZone` (falls back to UTC for an unknown zone). */
export function localMinutes(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * The first moment at or after `at` inside the window (local time in `timeZone`). Moves by whole minutes and
 * checks again, so a daylight-saving change on the way is absorbed.
 */
export function nextInWindow(at: Date, hours: SendingHours | null, timeZone: string): Date {
  if (!hours || sendingHoursProblem(hours)) return at;
  const start = minutesOf(hours.start)!;
  const end = minutesOf(hours.end)!;
  let t = at;
  for (let i = 0; i < 4; i++) {
    const m = localMinutes(t, timeZone);
    if (m >= start && m < end) return t;
    const wait = m < start ? start - m : 24 * 60 - m + start;
    // Back to the start of the minute so that 09:00 means 09:00:00.
    t = new Date(Math.floor(t.getTime() / 60_000) * 60_000 + wait * 60_000);
  }
  return t;
}

/** The next step a person is due, by the campaign's current order: the first one not yet done. */
export function nextStepOf(
  campaign: Pick<DripCampaignDoc, 'steps'>,
  enrolment: Pick<DripEnrollmentDoc, 'steps'>,
): { step: DripStep; index: number } | null {
  const index = campaign.steps.findIndex((s) => !enrolment.steps[s.id]);
  return index === -1 ? null : { step: campaign.steps[index]!, index };
}

/** When the last step was done (or the trigger happened): the next delay counts from here. */
export function lastActivityOf(enrolment: Pick<DripEnrollmentDoc, 'steps' | 'startAt'>): Date {
  let last = enrolment.startAt.getTime();
  for (const o of Object.values(enrolment.steps)) last = Math.max(last, o.at.getTime());
  return new Date(last);
}

/** When the person's next step is due, or null when they have had every step. */
export function nextDue(
  campaign: Pick<DripCampaignDoc, 'steps' | 'timeZone'>,
  enrolment: Pick<DripEnrollmentDoc, 'steps' | 'startAt'>,
): { step: DripStep; index: number; at: Date } | null {
  const next = nextStepOf(campaign, enrolment);
  if (!next) return null;
  const earliest = new Date(lastActivityOf(enrolment).getTime() + delayMs(next.step));
  return { ...next, at: nextInWindow(earliest, next.step.sendingHours, campaign.timeZone) };
}

/** Whether a step may be sent now: due, and (when it has sending hours) inside them now. */
export function isDue(
  campaign: Pick<DripCampaignDoc, 'steps' | 'timeZone'>,
  enrolment: Pick<DripEnrollmentDoc, 'steps' | 'startAt'>,
  now: Date,
): { step: DripStep; index: number } | null {
  const due = nextDue(campaign, enrolment);
  if (!due || due.at > now) return null;
  // Overdue (the job was down) but now outside the window: wait for the window again.
  if (nextInWindow(now, due.step.sendingHours, campaign.timeZone).getTime() !== now.getTime()) return null;
  return { step: due.step, index: due.index };
}

/** What the server knows about a person when it checks the exits. */
export interface ExitFacts {
  /** The person's subscriber status in the organisation, if they are a subscriber. */
  subscriberStatus?: string | null;
  /** The address is on the suppression list (unsubscribed by a link, bounced, complained). */
  suppressed: boolean;
  /** The person has booked a workshop since they were enrolled. */
  bookedSince: boolean;
}

/** Why an active enrolment ends now, or null: unsubscribe and bounce always, pause and goal as chosen. */
export function exitReasonFor(
  campaign: Pick<DripCampaignDoc, 'state' | 'exitOn'>,
  facts: ExitFacts,
): DripExitReason | null {
  if (facts.subscriberStatus === 'unsubscribed') return 'unsubscribed';
  if (facts.subscriberStatus === 'bounced') return 'bounced';
  if (facts.suppressed) return 'suppressed';
  if (campaign.state === 'archived') return 'archived';
  if (campaign.state === 'paused' && campaign.exitOn.paused) return 'paused';
  if (facts.bookedSince && campaign.exitOn.goalBooked) return 'goal';
  return null;
}

export interface DryRunEntry {
  enrollmentId: string;
  email: string;
  name: string;
  stepId: string;
  stepNumber: number;
  subject: string;
  at: Date;
}

/**
 * Who gets which step when in the next `days` days, if nothing changes: each active person's remaining steps,
 * each counted from the one before (an overdue step goes at the next run, i.e. now or the next window).
 * A campaign that is not active sends nothing.
 */
export function dryRun(
  campaign: Pick<DripCampaignDoc, 'steps' | 'timeZone' | 'state'>,
  enrolments: (Pick<DripEnrollmentDoc, 'steps' | 'startAt' | 'status' | 'email' | 'name'> & { id: string })[],
  now: Date,
  days = 7,
): DryRunEntry[] {
  if (campaign.state !== 'active') return [];
  const horizon = now.getTime() + days * 24 * HOUR;
  const out: DryRunEntry[] = [];
  for (const e of enrolments) {
    if (e.status !== 'active') continue;
    const simulated = { startAt: e.startAt, steps: { ...e.steps } };
    for (let i = 0; i < campaign.steps.length; i++) {
      const due = nextDue(campaign, simulated);
      if (!due) break;
      const at = due.at < now ? nextInWindow(now, due.step.sendingHours, campaign.timeZone) : due.at;
      if (at.getTime() > horizon) break;
      out.push({
        enrollmentId: e.id,
        email: e.email,
        name: e.name,
        stepId: due.step.id,
        stepNumber: due.index + 1,
        subject: due.step.subject,
        at,
      });
      simulated.steps[due.step.id] = { status: 'sent', at, messageId: '' };
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime() || a.email.localeCompare(b.email));
}

export interface StepFigures {
  stepId: string;
  /** Active people whose next step this is. */
  waiting: number;
  sent: number;
  failed: number;
  /** People who left while this step was their next one. */
  exited: number;
}

/** Per-step figures from the campaign's enrolments (the screen reads them live). */
export function stepFigures(
  campaign: Pick<DripCampaignDoc, 'steps'>,
  enrolments: Pick<DripEnrollmentDoc, 'steps' | 'status' | 'exitedAtStep'>[],
): StepFigures[] {
  const figures = campaign.steps.map((s) => ({ stepId: s.id, waiting: 0, sent: 0, failed: 0, exited: 0 }));
  const byId = new Map(figures.map((f) => [f.stepId, f]));
  for (const e of enrolments) {
    for (const [stepId, o] of Object.entries(e.steps)) {
      const f = byId.get(stepId);
      if (f) f[o.status === 'sent' ? 'sent' : 'failed'] += 1;
    }
    if (e.status === 'active') {
      const next = nextStepOf(campaign, e);
      if (next) byId.get(next.step.id)!.waiting += 1;
    } else if (e.status === 'exited' && e.exitedAtStep) {
      const f = byId.get(e.exitedAtStep);
      if (f) f.exited += 1;
    }
  }
  return figures;
}

/** A new enrolment as every writer builds it (the job, the enrolment endpoint, the seed, the tests). */
export function dripEnrollmentRecord(input: {
  organisationId: string;
  campaignId: string;
  email: string;
  name?: string;
  source: DripEnrollmentDoc['source'];
  startAt: Date;
  now: Date;
  steps?: Record<string, DripStepOutcome>;
}): { id: string; doc: DripEnrollmentDoc } {
  const email = normaliseAddress(input.email);
  return {
    id: dripEnrollmentId(input.campaignId, email),
    doc: {
      organisationId: input.organisationId,
      campaignId: input.campaignId,
      email,
      name: (input.name ?? '').trim().slice(0, 200),
      source: input.source,
      status: 'active',
      startAt: input.startAt,
      steps: input.steps ?? {},
      createdAt: input.now,
      updatedAt: input.now,
    },
  };
}

/** A campaign document as every writer builds it (the app's editor, the seed, the tests). */
export function dripCampaignRecord(input: {
  organisationId: string;
  name: string;
  state?: DripState;
  trigger: DripTrigger;
  steps?: DripStep[];
  exitOn?: DripExitOn;
  timeZone?: string;
  now: Date;
}): DripCampaignDoc {
  const state = input.state ?? 'draft';
  const trigger: DripTrigger = { type: input.trigger.type };
  if (input.trigger.type === 'listJoined' && input.trigger.listId) trigger.listId = input.trigger.listId;
  if (input.trigger.type === 'feedbackSubmitted' && input.trigger.formId)
    trigger.formId = input.trigger.formId;
  return {
    organisationId: input.organisationId,
    name: input.name.trim(),
    state,
    trigger,
    steps: input.steps ?? [],
    exitOn: input.exitOn ?? { paused: true, goalBooked: true },
    timeZone: input.timeZone ?? 'Europe/London',
    activatedAt: state === 'active' ? input.now : null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** Why the server will not run a campaign's steps (the rules check them too, more loosely), or null. */
export function stepsProblem(steps: unknown): string | null {
  if (!Array.isArray(steps) || steps.length > DRIP_LIMITS.steps)
    return `steps: a list of at most ${DRIP_LIMITS.steps}`;
  const ids = new Set<string>();
  for (const s of steps as Partial<DripStep>[]) {
    if (!s || typeof s.id !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(s.id) || ids.has(s.id))
      return 'step id: letters, digits, - and _, each once';
    ids.add(s.id);
    if (typeof s.subject !== 'string' || !s.subject.trim()) return `step ${s.id}: no subject`;
    if (typeof s.bodyHtml !== 'string') return `step ${s.id}: no body`;
    if (!Number.isInteger(s.delayAmount) || (s.delayAmount as number) < 0) return `step ${s.id}: bad delay`;
    if (!(DELAY_UNITS as readonly unknown[]).includes(s.delayUnit)) return `step ${s.id}: bad delay unit`;
    if (s.sendingHours != null && sendingHoursProblem(s.sendingHours))
      return `step ${s.id}: bad sending hours`;
  }
  return null;
}
