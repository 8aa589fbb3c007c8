import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import type { Caller } from '../mail/caller.js';
import { appOrigin, supportAddress } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { bookingPlan, groupRequestPlan, type PlanResult } from '../mail/plans.js';
import { db, messageIdFor } from '../mail/store.js';
import { normaliseAddress } from '@storytelling/shared/email-address';
import { KEEP_INFORMED_WORDING } from '@storytelling/shared/subscriber-api';
import { optInOrAsk } from '../subscribers/confirmation.js';
import { clientIp, quotaKeys, takeRequestQuota } from './quota.js';
import { acknowledge, requestRecord } from '../requests/file-request.js';
import { REQUEST_COLLECTIONS } from '../requests/records.js';
import { contactAddressOf, parseWorkshopRequest } from './schema.js';

/** What the app gets back: the stored request's id and whether the support address was e-mailed. */
export type WorkshopRequestResponse =
  { ok: true; id: string; emailed: boolean } | { ok: false; error: string };

/** gRPC ALREADY_EXISTS, as the Admin SDK reports a create of an existing document. */
const ALREADY_EXISTS = 6;

/** Who filed a request without an account: no uid, so no client can ever read it back as theirs. */
const VISITOR_UID = '';

/**
 * `POST requestWorkshop`: a booking or group workshop request or a project inquiry (/project-questionnaire), from
 * anyone (a school books without an account;
 * a signed-in person's ID token, when sent, files it as theirs). Validated (schema.ts), counted against the
 * request limits (quota.ts), stored with the Admin SDK (clients cannot write these collections), then e-mailed
 * to the support address through the mail pipeline (plans.ts bookingPlan / groupRequestPlan, outbox.ts
 * startMessage), which logs the booking e-mail in workshopEmailLogs. The same requestId again is the same
 * request: stored once, e-mailed once. The requester is sent an acknowledgement (requests/file-request.ts), and a
 * repeat from the same contact about the same organisation within a day is flagged, not dropped.
 */
export async function handleWorkshopRequest(req: Request, res: Response): Promise<void> {
  const answer = (status: number, body: WorkshopRequestResponse) => void res.status(status).json(body);
  if (req.method !== 'POST') return answer(405, { ok: false, error: 'Use POST' });
  if (!(req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return answer(415, { ok: false, error: 'Send JSON (content-type: application/json)' });
  let caller: Caller | null = null;
  if (req.header('authorization')) {
    const who = await callerOf(req);
    if (!who.ok) return answer(401, { ok: false, error: who.error });
    caller = who.caller;
  }
  const parsed = parseWorkshopRequest(req.body);
  if (!parsed.ok) return answer(400, { ok: false, error: parsed.error });
  const body = parsed.value;
  const ip = clientIp(req.header('x-forwarded-for'), req.ip);
  // Scoped to the filer (account, else network address), so nobody can guess another person's request id.
  const id = messageIdFor(caller?.uid ?? `ip:${ip}`, `${body.type}:${body.requestId}`);
  const ref = db().doc(`${REQUEST_COLLECTIONS[body.type]}/${id}`);
  try {
    // Whether this call filed the request: a repeat of the same request must not ask anyone anything again.
    let filedNow = false;
    if (!(await ref.get()).exists) {
      const wait = await takeRequestQuota(
        quotaKeys({ ip, address: contactAddressOf(body), uid: caller?.uid ?? null }),
      );
      if (wait > 0) {
        res.setHeader('retry-after', String(wait));
        console.warn('workshop request refused: over the limit', { type: body.type, retryAfter: wait });
        return answer(429, {
          ok: false,
          error: `Too many requests; try again in ${Math.ceil(wait / 60)} minutes`,
        });
      }
      const organisationId = await knownOrganisation(body.organisationId);
      // The same request arriving twice at once: the second create finds the first's document, and carries on.
      const record = await requestRecord({
        kind: body.type,
        request: body.request,
        organisationId,
        filer: caller ? { uid: caller.uid, source: 'account' } : { uid: VISITOR_UID, source: 'visitor' },
        now: new Date(),
      });
      filedNow = await ref.create(record).then(
        () => true,
        (error: { code?: number }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
          return false;
        },
      );
    }
    const stored = (await ref.get()).data() ?? {};
    // "Keep me informed": the contact address is whatever the form was given, so it is subscribed at once only
    // when it is the signed-in filer's own verified address; anyone else's owner is asked to confirm.
    if (filedNow && body.type === 'booking' && body.keepInformed && stored.organisationId) {
      const contact = normaliseAddress(body.request.contactEmail);
      await optInOrAsk({
        organisationId: String(stored.organisationId),
        email: contact,
        name: body.request.contactName,
        source: 'workshopBooking',
        wording: KEEP_INFORMED_WORDING,
        vouched: caller?.emailVerified === true && caller.email === contact,
        origin: appOrigin(req.header('origin') ?? undefined),
        createdBy: caller?.uid ?? VISITOR_UID,
      }).catch((error: unknown) => console.error('keep-me-informed opt-in failed', error));
    }
    const filer: Caller = caller ?? {
      uid: VISITOR_UID,
      email: null,
      name: String(stored.contactName ?? ''),
      superAdmin: false,
      roles: {},
    };
    const origin = appOrigin(req.header('origin') ?? undefined);
    // The requester hears that it arrived (once: the pipeline's message id is the request's).
    await acknowledge({ kind: body.type, id, stored, createdBy: filer.uid, appOrigin: origin }).catch(
      (error: unknown) => console.error('request acknowledgement failed', error),
    );
    // Project inquiries wait in the inquiry manager; workshop requests are also e-mailed to support.
    if (body.type === 'inquiry') {
      console.info('project inquiry filed', { id, source: caller ? 'account' : 'visitor' });
      return answer(200, { ok: true, id, emailed: false });
    }
    const decision: PlanResult =
      body.type === 'booking'
        ? bookingPlan({ caller: filer, requestId: id, booking: stored, supportAddress: supportAddress() })
        : groupRequestPlan({ caller: filer, request: stored, supportAddress: supportAddress() });
    if (!decision.ok) return answer(decision.status, { ok: false, error: decision.error });
    const sent = await startMessage({
      messageId: id,
      plan: decision.plan,
      recipients: decision.plan.recipients,
      createdBy: filer.uid,
      context: body.type === 'booking' ? { bookingRequestId: id } : { groupRequestId: id },
      appOrigin: origin,
    });
    const emailed = sent.sent > 0;
    console.info('workshop request filed', {
      type: body.type,
      id,
      source: caller ? 'account' : 'visitor',
      emailed,
    });
    answer(200, { ok: true, id, emailed });
  } catch (error) {
    console.error('workshop request failed', error);
    answer(500, { ok: false, error: 'Your request could not be sent just now; please try again' });
  }
}

/** An organisation named in the booking link is kept only if it exists (a visitor may type any path). */
async function knownOrganisation(organisationId: string): Promise<string> {
  if (!organisationId) return '';
  return (await db().doc(`Organisations/${organisationId}`).get()).exists ? organisationId : '';
}
