import { toDate } from '../mail/store.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { refreshWeeks } from '../analytics/rollup.js';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import type { WorkshopData } from '../mail/plans.js';
import { db } from '../mail/store.js';
import { suppressionRefsFor } from '../mail/suppressions.js';
import { weekStart } from '@storytelling/shared/analytics';
import {
  feedbackRequestDue,
  feedbackRequestMessageId,
  feedbackRequestVariables,
  FOLLOW_UP_DAYS,
  formFor,
  participantAddresses,
  type FeedbackRequestRecord,
  type LinkedForm,
} from './feedback-request-plan.js';

/** Who the pipeline records as the sender: the server's own job, not a person. */
const SENDER = 'workshop-feedback';
const WORKSHOP_LIMIT = 200;
const INTEREST_LIMIT = 1000;
/** Up to this many participants are sent to within the job; more go through the queue at the product's pace. */
const INLINE_LIMIT = 50;
const DAY_MS = 86_400_000;

export interface FeedbackRequestRun {
  sent: number;
  noForm: number;
  noParticipants: number;
  failed: number;
}

/**
 * The timed job (crm-jobs.ts locally every 5 s; `workshopFeedbackRequests` every minute in production): for each
 * workshop marked delivered in the last days, e-mails its post-workshop feedback form to its participants once,
 * through the mail pipeline, and records on the workshop what it did (`feedbackRequest`). Safe to run twice or
 * at once: the message id is the workshop's, and the pipeline sends each recipient a message once.
 */
export async function runWorkshopFeedbackRequests(now: Date = new Date()): Promise<FeedbackRequestRun> {
  const run: FeedbackRequestRun = { sent: 0, noForm: 0, noParticipants: 0, failed: 0 };
  const since = new Date(now.getTime() - FOLLOW_UP_DAYS * DAY_MS);
  const completed = await db()
    .collection('workshops')
    .where('status', '==', 'completed')
    .where('completedAt', '>=', since)
    .limit(WORKSHOP_LIMIT)
    .get();
  for (const doc of completed.docs) {
    if (!feedbackRequestDue(doc.data())) continue;
    const outcome = await requestFeedback(doc, now);
    run[outcome] += 1;
  }
  return run;
}

/** Sends (or notes why it cannot send) one workshop's feedback request. */
export async function requestFeedback(
  doc: DocumentSnapshot,
  now: Date = new Date(),
): Promise<FeedbackRequestRecord['state']> {
  const w = (doc.data() ?? {}) as WorkshopData & {
    participantIds?: string[];
    feedbackRequest?: { state?: string };
  };
  const organisationId = String(w.organisationId ?? '');
  const firstLook = !w.feedbackRequest;
  // The delivered workshop counts in its week's analytics now, not when the backfill comes round to that week.
  if (firstLook && organisationId && w.date)
    await refreshWeeks(db(), organisationId, [weekStart(new Date(`${w.date}T00:00:00Z`))], now).catch(
      (error: unknown) => console.error('analytics refresh after delivery failed', doc.id, error),
    );

  const forms = await db()
    .collection('feedbackForms')
    .where('workshopId', '==', doc.id)
    .where('status', '==', 'published')
    .limit(20)
    .get();
  const form = formFor(
    doc.id,
    forms.docs.map((f): LinkedForm => ({
      id: f.id,
      title: String(f.get('title') ?? ''),
      status: String(f.get('status') ?? ''),
      workshopId: String(f.get('workshopId') ?? ''),
      createdAt: toDate(f.get('createdAt')),
    })),
  );
  if (!form) {
    if (firstLook) await record(doc, { state: 'noForm', at: now, sent: 0 });
    return 'noForm';
  }

  const recipients = await recipientsOf(doc.id, w.participantIds ?? [], organisationId);
  if (recipients.length === 0) {
    await record(doc, { state: 'noParticipants', at: now, sent: 0, formId: form.id });
    return 'noParticipants';
  }
  const messageId = feedbackRequestMessageId(doc.id);
  const queued = recipients.length > INLINE_LIMIT;
  try {
    const started = await startMessage({
      messageId,
      plan: {
        kind: 'workshopFeedbackRequest',
        recipients,
        variables: feedbackRequestVariables(w, form, appOrigin()),
        ...(organisationId ? { organisationId } : {}),
      },
      recipients,
      createdBy: SENDER,
      context: { workshopId: doc.id, formId: form.id, ...(organisationId ? { organisationId } : {}) },
      appOrigin: appOrigin(),
      queued,
    });
    const sent = queued ? started.total : started.sent;
    const state = sent > 0 ? 'sent' : 'failed';
    await record(doc, { state, at: now, sent, formId: form.id, messageId });
    return state;
  } catch (error) {
    console.error('workshop feedback request failed', doc.id, error);
    await record(doc, { state: 'failed', at: now, sent: 0, formId: form.id, messageId });
    return 'failed';
  }
}

/** The participants' addresses: interest records and participants' accounts, less suppressed addresses. */
async function recipientsOf(
  workshopId: string,
  participantIds: string[],
  organisationId: string,
): Promise<string[]> {
  const interest = await db()
    .collection('interest')
    .where('workshopId', '==', workshopId)
    .limit(INTEREST_LIMIT)
    .get();
  const users = participantIds.length
    ? await db().getAll(...participantIds.slice(0, INTEREST_LIMIT).map((id) => db().doc(`Users/${id}`)))
    : [];
  const accountEmails = users.map((u) => u.get('email') as unknown);
  const all = participantAddresses(
    interest.docs.map((d) => d.data()),
    accountEmails,
  );
  // A service e-mail needs no newsletter consent, but a bounce, a complaint, the person's own stop of all
  // e-mail or the organisation's erasure of the address still hold.
  const withheld = new Set<string>();
  for (const address of all) {
    const snaps = await db().getAll(...suppressionRefsFor(address, organisationId || undefined));
    if (snaps.some((s) => s.exists)) withheld.add(address);
  }
  return all.filter((a) => !withheld.has(a));
}

async function record(doc: DocumentSnapshot, value: FeedbackRequestRecord): Promise<void> {
  await doc.ref.update({ feedbackRequest: value });
}
