import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import type { MailResponse } from '@storytelling/shared/mail-api';
import { callerOf } from './auth.js';
import { isStaff, type Caller } from './mail/caller.js';
import { appOrigin, QUOTA } from './mail/config.js';
import { loadPlan, testPlan } from './mail/load-plan.js';
import { requeue, startMessage } from './mail/outbox.js';
import type { MessageDoc } from './mail/records.js';
import { db, messageIdFor, messageRef } from './mail/store.js';
import { takeQuota, validateMailRequest, type ValidRequest } from './validate.js';

function fail(res: Response, status: number, error: string): void {
  res.status(status).json({ ok: false, error } satisfies MailResponse);
}

/** Counts the request against the caller's quota in Firestore, so the limit holds across instances. */
async function quotaWait(caller: Caller): Promise<number> {
  const ref = db().doc(`mailQuotas/${caller.uid}`);
  const limit = isStaff(caller) ? QUOTA.staff : QUOTA.member;
  return db().runTransaction(async (tx) => {
    const state = (await tx.get(ref)).data() as { windowStart: number; count: number } | undefined;
    const { next, retryAfter } = takeQuota(state ?? null, Date.now(), limit, QUOTA.windowMs);
    if (!retryAfter) tx.set(ref, next);
    return retryAfter;
  });
}

/**
 * POST with `Authorization: Bearer <Firebase ID token>` and a JSON MailRequest (packages/shared/src/mail-api.ts). The server
 * decides from Firestore whether this caller may send this kind about these documents to these recipients,
 * renders the kind's template and sends (in the request, or through the task queue for bulk kinds). Anything
 * not allowed: 403, nothing sent, nothing logged.
 */
export async function handleSendEmail(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') return fail(res, 405, 'Use POST');
  if (!(req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return fail(res, 415, 'Send JSON (content-type: application/json)');
  const who = await callerOf(req);
  if (!who.ok) return fail(res, 401, who.error);
  const caller = who.caller;
  const retryAfter = await quotaWait(caller);
  if (retryAfter > 0) {
    res.setHeader('retry-after', String(retryAfter));
    return fail(res, 429, `Too many e-mails; try again in ${retryAfter} seconds`);
  }
  const valid = validateMailRequest(req.body);
  if (!valid.ok) return fail(res, valid.status, valid.error);
  try {
    const origin = appOrigin(req.header('origin') ?? undefined);
    const result = await handle(valid.value, caller, origin);
    if (!result.ok) return fail(res, result.status, result.error);
    const { messageId, status, total, sent, failed, suppressed } = result.value;
    // A send in the request that failed answers 502 with the generic text; the log entry holds the rest.
    if (status === 'done' && failed > 0 && sent === 0)
      return fail(res, 502, 'The mail server did not accept the message');
    res
      .status(status === 'queued' ? 202 : 200)
      .json({ ok: true, messageId, status, total, sent, failed, suppressed });
  } catch (error) {
    console.error('sendEmail failed', error);
    fail(res, 500, 'The e-mail could not be sent just now');
  }
}

type Handled =
  | { ok: true; value: Awaited<ReturnType<typeof startMessage>> }
  | { ok: false; status: number; error: string };

async function handle(request: ValidRequest, caller: Caller, origin: string): Promise<Handled> {
  switch (request.action) {
    case 'resend':
      return resend(request, caller);
    case 'retryFailed':
      return retryFailed(request, caller);
    case 'test': {
      const decision = testPlan(request.kind!, caller);
      if (!decision.ok) return decision;
      const outside = request.to.filter((to) => to !== caller.email);
      if (outside.length) return { ok: false, status: 403, error: 'A test goes only to your own address' };
      const value = await startMessage({
        messageId: messageIdFor(caller.uid, request.requestId),
        plan: decision.plan,
        recipients: decision.plan.recipients,
        createdBy: caller.uid,
        context: {},
        appOrigin: origin,
        draft: request.draft,
        queued: false,
      });
      return { ok: true, value };
    }
    default: {
      const decision = await loadPlan({
        kind: request.kind!,
        context: request.context,
        caller,
        freeText: request.text,
        appOrigin: origin,
      });
      if (!decision.ok) return decision;
      // No `to`: everyone the data ties to this send (the support address for notices, every facilitator of an
      // assignment). A `to` narrows that, and may name nobody else.
      const recipients = request.to.length ? request.to : decision.plan.recipients;
      if (recipients.length === 0)
        return { ok: false, status: 409, error: 'There is nobody to send this e-mail to' };
      const allowed = new Set(decision.plan.recipients);
      const outside = recipients.filter((to) => !allowed.has(to));
      if (outside.length)
        return {
          ok: false,
          status: 403,
          error: `This e-mail may not go to ${outside.slice(0, 3).join(', ')}${outside.length > 3 ? ` and ${outside.length - 3} more` : ''}`,
        };
      const value = await startMessage({
        messageId: messageIdFor(caller.uid, request.requestId),
        plan: decision.plan,
        recipients,
        createdBy: caller.uid,
        context: request.context,
        appOrigin: origin,
      });
      return { ok: true, value };
    }
  }
}

/** Resend one logged e-mail: super admins; re-rendered from its kind and the server-kept variables. */
async function resend(request: ValidRequest, caller: Caller): Promise<Handled> {
  if (!caller.superAdmin)
    return { ok: false, status: 403, error: 'Only a super admin resends logged e-mails' };
  const logId = request.context.logId;
  if (!logId) return { ok: false, status: 400, error: 'context.logId: say which log entry' };
  const log = (await db().doc(`workshopEmailLogs/${logId}`).get()).data();
  if (!log) return { ok: false, status: 404, error: 'Log entry not found' };
  if (typeof log.messageId !== 'string' || typeof log.deliveryId !== 'string')
    return {
      ok: false,
      status: 409,
      error: 'This entry was logged before e-mails were sent by the server; send it again from its workshop',
    };
  if (log.status !== 'failed')
    return { ok: false, status: 409, error: 'This e-mail was sent; there is nothing to resend' };
  return { ok: true, value: await requeue(log.messageId, [log.deliveryId], { inline: true }) };
}

/** Send the failed deliveries of a message again: its sender or a super admin. */
async function retryFailed(request: ValidRequest, caller: Caller): Promise<Handled> {
  const messageId = request.context.messageId;
  if (!messageId) return { ok: false, status: 400, error: 'context.messageId: say which message' };
  const message = (await messageRef(messageId).get()).data() as MessageDoc | undefined;
  if (!message) return { ok: false, status: 404, error: 'Message not found' };
  if (message.createdBy !== caller.uid && !caller.superAdmin)
    return { ok: false, status: 403, error: 'Only its sender retries this message' };
  return { ok: true, value: await requeue(messageId) };
}
