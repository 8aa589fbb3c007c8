import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { normaliseAddress } from '@storytelling/shared/email-address';
import {
  nextState,
  selectAudience,
  sendProblem,
  type AudienceCandidate,
  type CampaignAction,
  type CampaignDoc,
  type CampaignState,
} from '@storytelling/shared/newsletters';
import { settleCampaign } from '../mail/campaign-settle.js';
import { enqueue, startMessage } from '../mail/outbox.js';
import type { MessageDoc } from '../mail/records.js';
import { db, deliveryRef, messageRef, organisationName } from '../mail/store.js';
import { templateFor } from '../mail/templates-store.js';
import { suppressedFor } from '../mail/suppressions.js';
import { messageIdOfCampaign, newsletterMail, newsletterPlan } from './message.js';
import { AudienceRefusal, resolveAudience, storedAudience } from '../audiences/resolve.js';
import { customFieldKeysOf } from '../subscribers/field-list.js';

/**
 * A campaign's send through the mail pipeline (mail/outbox.ts): the audience is built here, on the server, from
 * the organisation's subscribers (subscribed, on a chosen list, not suppressed); the message id is derived from
 * the campaign, so a start that runs twice is one send; pause and cancel hold the message (the worker and the
 * sweep leave a `held` message's waiting deliveries alone), resume lets it go and queues what is left.
 */
export const campaignRef = (id: string) => db().doc(`campaigns/${id}`);
const PAGE = 1000;
const BATCH = 450;

export class CampaignRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The subscribed, unsuppressed addresses on any of `lists`, each once, sorted. */
export async function loadAudience(organisationId: string, lists: readonly string[]): Promise<string[]> {
  if (lists.length === 0) return [];
  const candidates: AudienceCandidate[] = [];
  let last: string | null = null;
  for (;;) {
    let q = db()
      .collection('subscribers')
      .where('organisationId', '==', organisationId)
      .where('status', '==', 'subscribed')
      .where('lists', 'array-contains-any', [...lists])
      .orderBy(FieldPath.documentId())
      .select('email', 'status', 'lists')
      .limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    for (const d of page.docs)
      candidates.push({
        email: String(d.get('email') ?? ''),
        status: String(d.get('status') ?? ''),
        lists: (d.get('lists') as string[] | undefined) ?? [],
      });
    if (page.size < PAGE) break;
    last = page.docs.at(-1)!.id;
  }
  const suppressed = await suppressedFor(
    organisationId,
    candidates.map((c) => normaliseAddress(c.email)),
  );
  return selectAudience(candidates, lists, (a) => suppressed.has(a));
}

/**
 * Who a campaign goes to: its named audience, resolved as the audience screen counts it, or else its lists.
 * Both take only subscribed, unsuppressed addresses.
 */
export async function campaignRecipients(c: CampaignDoc): Promise<string[]> {
  if (!c.audienceId) return loadAudience(c.organisationId, c.lists);
  const audience = await storedAudience(c.audienceId, c.organisationId);
  return (await resolveAudience(audience, c.organisationId)).recipients;
}

/** Refuses a send or schedule whose named audience is gone or is not the campaign's organisation's to use. */
export async function checkCampaignAudience(c: CampaignDoc): Promise<void> {
  if (!c.audienceId) return;
  try {
    await storedAudience(c.audienceId, c.organisationId);
  } catch (e) {
    if (e instanceof AudienceRefusal) throw new CampaignRefusal(e.status === 404 ? 400 : 403, e.message);
    throw e;
  }
}

async function mailOf(c: CampaignDoc) {
  return newsletterMail(c, await organisationName(c.organisationId), await templateFor('newsletter'));
}

/** Moves a campaign to the state `action` leads to, in a transaction, with extra fields; refuses otherwise. */
async function move(
  id: string,
  action: CampaignAction,
  extra: (c: CampaignDoc, now: Date) => Partial<CampaignDoc> = () => ({}),
  now = new Date(),
): Promise<CampaignDoc> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(campaignRef(id));
    if (!snap.exists) throw new CampaignRefusal(404, 'Campaign not found');
    const c = snap.data() as CampaignDoc;
    const to = nextState(c.state, action);
    if (!to)
      throw new CampaignRefusal(
        409,
        `A ${c.state} campaign cannot ${action === 'resendFailed' ? 'resend' : action}`,
      );
    const change = { ...extra(c, now), state: to, updatedAt: now };
    tx.update(snap.ref, change);
    return { ...c, ...change } as CampaignDoc;
  });
}

/** Send now, or a due scheduled campaign: flips it to sending, then prepares and queues the deliveries. */
export async function sendCampaign(
  id: string,
  by: string,
  origin: string,
  now = new Date(),
): Promise<CampaignDoc> {
  const before = (await campaignRef(id).get()).data() as CampaignDoc | undefined;
  if (!before) throw new CampaignRefusal(404, 'Campaign not found');
  const problem = sendProblem(before, await customFieldKeysOf(before.organisationId));
  if (problem) throw new CampaignRefusal(400, problem);
  await checkCampaignAudience(before);
  const c = await move(
    id,
    'send',
    () => ({ messageId: messageIdOfCampaign(id), prepared: false, startedAt: now, appOrigin: origin }),
    now,
  );
  return prepareCampaign(id, c, by, origin);
}

/**
 * Builds the audience and starts the pipeline's message (idempotent on the campaign's message id, and resuming
 * one whose deliveries were half written), then records the total. Run by the send and by the job for a start
 * that was interrupted.
 */
export async function prepareCampaign(
  id: string,
  c: CampaignDoc,
  by: string,
  origin: string,
): Promise<CampaignDoc> {
  const messageId = c.messageId ?? messageIdOfCampaign(id);
  const mail = await mailOf(c);
  const existing = (await messageRef(messageId).get()).data() as MessageDoc | undefined;
  const recipients = existing?.recipients?.length ? existing.recipients : await campaignRecipients(c);
  // A resumed start keeps the choice its message was created with.
  const tracking = existing ? existing.tracking === true : await tracksOpensAndClicks(c.organisationId);
  const started = await startMessage({
    messageId,
    plan: newsletterPlan(c.organisationId, mail, recipients),
    recipients,
    createdBy: by,
    context: { organisationId: c.organisationId, campaignId: id },
    appOrigin: origin,
    draft: mail.draft,
    queued: true,
    tracking,
  });
  await campaignRef(id).update({ prepared: true, total: started.total, tracking, updatedAt: new Date() });
  // An empty audience is finished at once.
  if (started.total === 0) {
    const now = new Date();
    await campaignRef(id).update({ state: 'sent', finishedAt: now, sentAt: now });
  }
  // A pause asked for while the deliveries were being written: hold the message now.
  const after = (await campaignRef(id).get()).data() as CampaignDoc;
  if (after.state === 'paused' || after.state === 'cancelled') await hold(messageId);
  return after;
}

/**
 * Whether the organisation tracks its newsletters' opens and clicks (`settings.trackOpensAndClicks`). Off unless
 * its admins turned it on: counting who opened what is something the people e-mailed have not asked for.
 */
async function tracksOpensAndClicks(organisationId: string): Promise<boolean> {
  const settings = (await db().doc(`Organisations/${organisationId}`).get()).get('settings') as
    { trackOpensAndClicks?: unknown } | undefined;
  return settings?.trackOpensAndClicks === true;
}

async function hold(messageId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const m = (await tx.get(messageRef(messageId))).data() as MessageDoc | undefined;
    if (m && m.status === 'queued')
      tx.update(messageRef(messageId), { status: 'held', lastActivityAt: new Date() });
  });
}

/** Pause or cancel: the campaign's state, then the message held; the batch under way finishes, nothing more starts. */
export async function stopCampaign(id: string, action: 'pause' | 'cancel'): Promise<CampaignDoc> {
  const c = await move(id, action, (_c, now) => (action === 'cancel' ? { finishedAt: now } : {}));
  if (c.messageId && c.prepared) await hold(c.messageId);
  return c;
}

/** Every delivery still waiting, in pages. */
async function waitingDeliveries(messageId: string): Promise<string[]> {
  const ids: string[] = [];
  let last: string | null = null;
  for (;;) {
    let q = messageRef(messageId)
      .collection('deliveries')
      .where('status', 'in', ['queued', 'sending'])
      .orderBy(FieldPath.documentId())
      .select()
      .limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    ids.push(...page.docs.map((d) => d.id));
    if (page.size < PAGE) break;
    last = page.docs.at(-1)!.id;
  }
  return ids;
}

/**
 * Resume: the message is let go and what is still waiting is queued again. A task of before the pause that
 * still runs finds those deliveries claimed or sent (one id per message and recipient), so nothing goes twice.
 */
export async function resumeCampaign(id: string, by: string, origin: string): Promise<CampaignDoc> {
  const c = await move(id, 'resume');
  if (!c.messageId) return c;
  if (!c.prepared) return prepareCampaign(id, c, by, origin);
  await db().runTransaction(async (tx) => {
    const m = (await tx.get(messageRef(c.messageId!))).data() as MessageDoc | undefined;
    if (m?.status === 'held')
      tx.update(messageRef(c.messageId!), { status: 'queued', lastActivityAt: new Date() });
  });
  const waiting = await waitingDeliveries(c.messageId);
  if (waiting.length) await enqueue(c.messageId, waiting);
  return c;
}

/**
 * Resend to failed only: the failed deliveries go back to queued (same ids: each recipient still gets the
 * message once), their count leaves the message's and the campaign's failed figure, and they are queued.
 */
export async function resendFailed(id: string): Promise<{ campaign: CampaignDoc; requeued: number }> {
  const before = (await campaignRef(id).get()).data() as CampaignDoc | undefined;
  if (!before) throw new CampaignRefusal(404, 'Campaign not found');
  if (!before.messageId || before.failed === 0)
    throw new CampaignRefusal(409, 'Nothing failed in this campaign');
  if (nextState(before.state, 'resendFailed') === null)
    throw new CampaignRefusal(409, `A ${before.state} campaign cannot resend`);
  const messageId = before.messageId;
  const failed = (
    await messageRef(messageId).collection('deliveries').where('status', '==', 'failed').select().get()
  ).docs.map((d) => d.id);
  if (failed.length === 0) throw new CampaignRefusal(409, 'Nothing failed in this campaign');
  const now = new Date();
  // The message goes back to queued in the same write as the campaign to sending, so a late "finished" check
  // of the first send cannot mark the campaign sent again while the resend is under way.
  for (let i = 0; i < failed.length; i += BATCH) {
    const chunk = failed.slice(i, i + BATCH);
    const batch = db().batch();
    for (const d of chunk)
      batch.update(deliveryRef(messageId, d), {
        status: 'queued',
        counted: FieldValue.delete(),
        updatedAt: now,
      });
    batch.update(messageRef(messageId), {
      failed: FieldValue.increment(-chunk.length),
      status: 'queued',
      lastActivityAt: now,
    });
    batch.update(campaignRef(id), {
      failed: FieldValue.increment(-chunk.length),
      ...(i === 0 ? { state: 'sending', finishedAt: null, updatedAt: now } : {}),
    });
    await batch.commit();
  }
  await enqueue(messageId, failed);
  const campaign = { ...before, state: 'sending' as const };
  return { campaign, requeued: failed.length };
}

/** Schedule for a time (in the future), or take a schedule back to a draft. */
export async function scheduleCampaign(
  id: string,
  at: Date | null,
  origin: string,
  now = new Date(),
): Promise<CampaignDoc> {
  if (at === null) return move(id, 'unschedule', () => ({ scheduledAt: null }));
  if (at.getTime() <= now.getTime()) throw new CampaignRefusal(400, 'Choose a time in the future');
  const c = (await campaignRef(id).get()).data() as CampaignDoc | undefined;
  if (!c) throw new CampaignRefusal(404, 'Campaign not found');
  const problem = sendProblem(c, await customFieldKeysOf(c.organisationId));
  if (problem) throw new CampaignRefusal(400, problem);
  await checkCampaignAudience(c);
  return move(id, 'schedule', () => ({ scheduledAt: at, appOrigin: origin }));
}

/**
 * The timed job (crm-jobs.ts locally, `startDueNewsletters` onSchedule in production): starts scheduled
 * campaigns whose time has come, and finishes starts that were interrupted (state sending, deliveries not all
 * written, a minute old). The state change is the claim: of two runs in the same minute, one starts each.
 */
export async function startDueCampaigns(
  now = new Date(),
): Promise<{ started: number; resumed: number; settled: number }> {
  const due = await db()
    .collection('campaigns')
    .where('state', '==', 'scheduled')
    .where('scheduledAt', '<=', now)
    .limit(10)
    .get();
  let started = 0;
  for (const d of due.docs) {
    const c = d.data() as CampaignDoc & { appOrigin?: string };
    try {
      await sendCampaign(d.id, c.createdBy, c.appOrigin ?? process.env.APP_ORIGIN ?? '', now);
      started++;
    } catch (e) {
      if (!(e instanceof CampaignRefusal)) throw e;
      // Another run took it, or it cannot be sent: a scheduled campaign that cannot go back to draft.
      if (e.status === 400) await d.ref.update({ state: 'draft' satisfies CampaignState, scheduledAt: null });
    }
  }
  const stuck = await db()
    .collection('campaigns')
    .where('state', '==', 'sending')
    .where('prepared', '==', false)
    .limit(10)
    .get();
  let resumed = 0;
  for (const d of stuck.docs) {
    const c = d.data() as CampaignDoc & { appOrigin?: string; startedAt: { toMillis(): number } | null };
    if (!c.startedAt || now.getTime() - c.startedAt.toMillis() < 60_000) continue;
    await prepareCampaign(d.id, c, c.createdBy, c.appOrigin ?? '');
    resumed++;
  }
  return { started, resumed, settled: await settleFinishedCampaigns(now) };
}

/**
 * Sending campaigns whose deliveries all have an outcome but which are not marked sent yet: the process that
 * finished the last delivery died before it could settle the campaign. Settled here, with their final figures.
 */
export async function settleFinishedCampaigns(now = new Date()): Promise<number> {
  const sending = await db()
    .collection('campaigns')
    .where('state', '==', 'sending')
    .where('prepared', '==', true)
    .limit(20)
    .get();
  let settled = 0;
  for (const d of sending.docs) {
    const messageId = d.get('messageId') as string | null;
    if (messageId && (await settleCampaign(d.ref, messageRef(messageId), now))) settled++;
  }
  return settled;
}

export { mailOf };
