import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { db } from '../mail/store.js';
import { templateFor } from '../mail/templates-store.js';
import { suppressionRefsFor } from '../mail/suppressions.js';
import {
  dripEnrollmentRecord,
  exitReasonFor,
  isDue,
  nextStepOf,
  stepsProblem,
  type DripCampaignDoc,
  type DripEnrollmentDoc,
  type DripExitReason,
  type DripStep,
} from '@storytelling/shared/drip';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { htmlToText } from '@storytelling/shared/rich-text';
import { subscriberId } from '@storytelling/shared/subscribers';
import { cleanHtml } from '../validate.js';
import { fillMergeTags, keepOnlyMergeTags } from '@storytelling/shared/merge-tags';
import { dripMessageId } from './ids.js';
import { triggeredPeople } from './triggers.js';

/**
 * The drip job: for every live campaign, enrol the people its trigger has newly caught, end
 * the enrolments whose person unsubscribed, bounced, reached the goal or whose campaign was paused, and send
 * each due step through the mail pipeline as a marketing (`newsletter`) e-mail, so suppressions and the
 * unsubscribe link apply.
 *
 * Safe to run twice at once: a step's message id is derived from the enrolment and the step, so a second run
 * finds the message already made and its delivery already claimed (mail/deliver.ts), and the step is recorded
 * on the enrolment in a transaction only while it is still missing. `now` is injected so tests drive days.
 */
export interface DripRunResult {
  campaigns: number;
  enrolled: number;
  sent: number;
  failed: number;
  exited: number;
}

const toDate = (v: unknown): Date =>
  v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : new Date(String(v));

export function campaignFrom(snap: DocumentSnapshot): DripCampaignDoc {
  const d = snap.data() as DripCampaignDoc;
  return {
    ...d,
    activatedAt: d.activatedAt ? toDate(d.activatedAt) : null,
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}

export function enrolmentFrom(snap: DocumentSnapshot): DripEnrollmentDoc {
  const d = snap.data() as DripEnrollmentDoc;
  const steps: DripEnrollmentDoc['steps'] = {};
  for (const [id, o] of Object.entries(d.steps ?? {})) steps[id] = { ...o, at: toDate(o.at) };
  return { ...d, steps, startAt: toDate(d.startAt) };
}

/**
 * `onlyCampaignId` confines a run to one campaign: the tests' injected clock runs a month ahead, where every
 * other campaign on the stack (the seed's among them) would also have steps due and would blur the figures.
 */
export async function runDrip(now: Date = new Date(), onlyCampaignId?: string): Promise<DripRunResult> {
  const result: DripRunResult = { campaigns: 0, enrolled: 0, sent: 0, failed: 0, exited: 0 };
  const live = await db()
    .collection('dripCampaigns')
    .where('state', 'in', ['active', 'paused', 'archived'])
    .get();
  for (const snap of live.docs) {
    if (onlyCampaignId && snap.id !== onlyCampaignId) continue;
    const campaign = campaignFrom(snap);
    const problem = stepsProblem(campaign.steps);
    if (problem) {
      console.error('Drip campaign skipped', snap.id, problem);
      continue;
    }
    result.campaigns += 1;
    if (campaign.state === 'active') result.enrolled += await enrolTriggered(snap.id, campaign, now);
    const active = await db()
      .collection('dripEnrollments')
      .where('campaignId', '==', snap.id)
      .where('status', '==', 'active')
      .get();
    for (const e of active.docs) {
      const outcome = await advance(snap.id, campaign, e.id, enrolmentFrom(e), now);
      if (outcome) result[outcome] += 1;
    }
  }
  return result;
}

/** Creates the enrolments of people the trigger caught since the campaign became active (each once). */
async function enrolTriggered(campaignId: string, campaign: DripCampaignDoc, now: Date): Promise<number> {
  if (!campaign.activatedAt) return 0;
  const people = await triggeredPeople(campaign, campaign.activatedAt, now);
  let created = 0;
  for (const p of people) {
    if (!isPlainAddress(p.email.trim())) continue;
    const { id, doc } = dripEnrollmentRecord({
      organisationId: campaign.organisationId,
      campaignId,
      email: p.email,
      name: p.name,
      source: 'trigger',
      startAt: p.at,
      now,
    });
    const ok = await db()
      .doc(`dripEnrollments/${id}`)
      .create(doc)
      .then(() => true)
      .catch((error: { code?: number }) => {
        if (error.code === 6) return false; // ALREADY_EXISTS: enrolled before (or by a run alongside)
        throw error;
      });
    if (ok) created += 1;
  }
  return created;
}

async function exitReason(
  campaign: DripCampaignDoc,
  enrolment: DripEnrollmentDoc,
): Promise<DripExitReason | null> {
  const email = normaliseAddress(enrolment.email);
  const [subscriber, ...suppressions] = await db().getAll(
    db().doc(`subscribers/${subscriberId(campaign.organisationId, email)}`),
    ...suppressionRefsFor(email, campaign.organisationId),
  );
  let bookedSince = false;
  if (campaign.exitOn.goalBooked) {
    const bookings = await db()
      .collection('bookingRequests')
      .where('contactEmail', '==', email)
      .where('createdAt', '>=', enrolment.startAt)
      .limit(1)
      .get();
    bookedSince = !bookings.empty;
  }
  return exitReasonFor(campaign, {
    subscriberStatus: subscriber?.exists ? (subscriber.get('status') as string) : null,
    suppressed: suppressions.some((s) => s.exists),
    bookedSince,
  });
}

/** One enrolment's turn: leave, wait, or send the due step and record it. */
async function advance(
  campaignId: string,
  campaign: DripCampaignDoc,
  enrollmentId: string,
  enrolment: DripEnrollmentDoc,
  now: Date,
): Promise<'sent' | 'failed' | 'exited' | null> {
  const reason = await exitReason(campaign, enrolment);
  if (reason) return (await leave(enrollmentId, campaign, reason, now)) ? 'exited' : null;
  if (campaign.state !== 'active') return null;
  const due = isDue(campaign, enrolment, now);
  if (!due) {
    if (!nextStepOf(campaign, enrolment)) await complete(enrollmentId, campaign, now);
    return null;
  }
  const messageId = dripMessageId(enrollmentId, due.step.id);
  const progress = await sendStep(campaignId, campaign, enrolment.email, due.step, messageId);
  if (progress.sent + progress.failed + progress.suppressed < progress.total) return null; // still under way
  if (progress.suppressed > 0)
    return (await leave(enrollmentId, campaign, 'suppressed', now)) ? 'exited' : null;
  const status = progress.sent > 0 ? 'sent' : 'failed';
  const recorded = await db().runTransaction(async (tx) => {
    const ref = db().doc(`dripEnrollments/${enrollmentId}`);
    const fresh = await tx.get(ref);
    if (!fresh.exists || fresh.get('status') !== 'active') return false;
    const current = enrolmentFrom(fresh);
    if (current.steps[due.step.id]) return false; // a run alongside recorded it first
    const steps = { ...current.steps, [due.step.id]: { status, at: now, messageId } };
    const finished = campaign.steps.every((s) => steps[s.id]);
    // The whole map, read in this transaction: a step id is never used as a field path.
    tx.update(ref, { steps, ...(finished ? { status: 'completed' } : {}), updatedAt: now });
    return true;
  });
  return recorded ? status : null;
}

/** A test of a step: to its sender only, marked as a test, filled for the composer's sample person. */
export interface StepTest {
  sample: Record<string, string>;
}

export async function sendStep(
  campaignId: string,
  campaign: DripCampaignDoc,
  email: string,
  step: Pick<DripStep, 'subject' | 'bodyHtml'>,
  messageId: string,
  test?: StepTest,
) {
  const [layout, org] = await Promise.all([
    templateFor('newsletter'),
    db().doc(`Organisations/${campaign.organisationId}`).get(),
  ]);
  const body = cleanHtml(step.bodyHtml);
  // The step's own subject and body in the organisation's newsletter layout, with their merge tags, which the
  // pipeline fills for the person (mail/deliver.ts); other braces are dropped, so a step reaches no other variable.
  const draft = {
    subject: `${test ? '[Test] ' : ''}${keepOnlyMergeTags(step.subject)}`,
    html: layout.html,
    text: layout.text.replace(/\{\{\s*content\s*\}\}/g, () => keepOnlyMergeTags(htmlToText(body))),
  };
  return startMessage({
    messageId,
    plan: {
      kind: 'newsletter',
      recipients: [normaliseAddress(email)],
      variables: {
        organisationName: String(org.get('name') ?? ''),
        content: body,
        // The inbox line is the same for everyone: the subject with its tags' fallbacks.
        preheader: fillMergeTags(keepOnlyMergeTags(step.subject), {}),
      },
      organisationId: campaign.organisationId,
      ...(test ? { perRecipient: { [normaliseAddress(email)]: test.sample } } : {}),
    },
    recipients: [normaliseAddress(email)],
    createdBy: `drip:${campaignId}`,
    context: { organisationId: campaign.organisationId, dripCampaignId: campaignId },
    appOrigin: appOrigin(),
    draft,
    queued: false,
  });
}

/** Ends an active enrolment (in a transaction: only once, whoever gets there first). */
export async function leave(
  enrollmentId: string,
  campaign: Pick<DripCampaignDoc, 'steps'>,
  reason: DripExitReason,
  now: Date,
): Promise<boolean> {
  const ref = db().doc(`dripEnrollments/${enrollmentId}`);
  return db().runTransaction(async (tx) => {
    const fresh = await tx.get(ref);
    if (!fresh.exists || fresh.get('status') !== 'active') return false;
    const next = nextStepOf(campaign, enrolmentFrom(fresh));
    tx.update(ref, {
      status: 'exited',
      exitReason: reason,
      exitedAt: now,
      ...(next ? { exitedAtStep: next.step.id } : {}),
      updatedAt: now,
    });
    return true;
  });
}

/** Every step done (a step may have been removed from the campaign meanwhile). */
async function complete(enrollmentId: string, campaign: DripCampaignDoc, now: Date): Promise<void> {
  const ref = db().doc(`dripEnrollments/${enrollmentId}`);
  await db().runTransaction(async (tx) => {
    const fresh = await tx.get(ref);
    if (!fresh.exists || fresh.get('status') !== 'active') return;
    if (nextStepOf(campaign, enrolmentFrom(fresh))) return;
    tx.update(ref, { status: 'completed', updatedAt: now });
  });
}
