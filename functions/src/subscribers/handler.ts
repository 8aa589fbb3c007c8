import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { isModerator } from '../mail/caller.js';
import { appOrigin, UNSUBSCRIBE_SECRET } from '../mail/config.js';
import { db, organisationName } from '../mail/store.js';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import {
  KEEP_INFORMED_WORDING,
  MEMBER_OPT_IN_WORDING,
  NEWS_WITHOUT_LIST,
  SUBSCRIBER_ERRORS,
  signupWording,
  type SubscribersResponse,
} from '@storytelling/shared/subscriber-api';
import { clientIp, quotaKeys, takeRequestQuota } from '../workshops/quota.js';
import { startBulkJob } from './bulk.js';
import { readConfirmToken } from './confirm-token.js';
import { optInOrAsk, sendConfirmation, sendConfirmations } from './confirmation.js';
import {
  confirmSignup,
  eraseSubscriber,
  memberOptOut,
  memberStatus,
  organisationLists,
  signupChange,
  suppressedOf,
} from './store.js';

type Answer = (status: number, body: SubscribersResponse) => void;
const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);
const ID = /^[A-Za-z0-9_.-]{1,200}$/;

/**
 * `POST subscribers` (JSON), the only way the public reaches the CRM's audience (firestore.rules let no visitor
 * write `subscribers`):
 * - `describe {listId}`: a list's name, its organisation and the consent wording, for the sign-up form;
 * - `signup {listId, email, name, consent}`: rate-limited per address and network address like workshop
 *   requests; a double opt-in list (or an address that unsubscribed, bounced or is suppressed) gets a
 *   confirmation e-mail with a signed token, any other list subscribes at once;
 * - `confirm {token}`: the token's address becomes subscribed to its list, consent time = now;
 * Staff actions (Firebase ID token, moderator or admin of the organisation, or super admin):
 * - `erase {organisationId, email}`: the record goes, the address stays only as that organisation's suppression;
 * - `suppressed {organisationId, hashes}`: which of these hashes that organisation may not add (the import's check);
 * - `bulk {organisationId, jobId, filter, operation}` (admins only): a change to everyone matching the filter,
 *   run in steps by the server (bulk.ts);
 * Signed-in member: `memberStatus` / `memberOptIn {organisationId, optIn}`.
 */
export async function handleSubscribers(req: Request, res: Response): Promise<void> {
  const answer: Answer = (status, body) => void res.status(status).json(body);
  if (req.method !== 'POST') return answer(405, { ok: false, error: 'Use POST' });
  const body = (typeof req.body === 'object' && req.body) || {};
  try {
    switch (body.action) {
      case 'describe':
        return await describe(body, answer);
      case 'signup':
        return await signup(req, body, answer);
      case 'describeConfirmation':
        return await describeConfirmation(body, answer);
      case 'confirm':
        return await confirm(body, answer);
      case 'interestOptIn':
        return await interestOptIn(req, body, answer);
      case 'erase':
      case 'bulk':
      case 'suppressed':
      case 'sendConfirmation':
      case 'memberStatus':
      case 'memberOptIn':
        return await signedIn(req, body, answer);
      default:
        return answer(400, { ok: false, error: 'Unknown action' });
    }
  } catch (error) {
    console.error('subscribers failed', error);
    answer(500, { ok: false, error: SUBSCRIBER_ERRORS.unavailable });
  }
}

async function listAndOrg(listId: unknown) {
  const id = str(listId, 200);
  if (!id || !ID.test(id)) return null;
  const list = (await db().doc(`subscriberLists/${id}`).get()).data();
  if (!list) return null;
  const org = (await db().doc(`Organisations/${list.organisationId}`).get()).data();
  const organisationName = typeof org?.name === 'string' ? org.name : '';
  return {
    id,
    organisationId: String(list.organisationId),
    name: String(list.name ?? ''),
    doubleOptIn: list.doubleOptIn === true,
    organisationName,
    wording: signupWording(String(list.name ?? ''), organisationName),
  };
}

async function describe(body: Record<string, unknown>, answer: Answer) {
  const list = await listAndOrg(body.listId);
  if (!list) return answer(404, { ok: false, error: SUBSCRIBER_ERRORS.listNotFound });
  answer(200, {
    ok: true,
    listName: list.name,
    organisationName: list.organisationName,
    wording: list.wording,
    doubleOptIn: list.doubleOptIn,
  });
}

async function signup(req: Request, body: Record<string, unknown>, answer: Answer) {
  const list = await listAndOrg(body.listId);
  if (!list) return answer(404, { ok: false, error: SUBSCRIBER_ERRORS.listNotFound });
  const raw = str(body.email, 320)?.trim() ?? '';
  if (!raw || /[\r\n]/.test(raw) || !isPlainAddress(raw))
    return answer(400, { ok: false, error: SUBSCRIBER_ERRORS.invalidAddress });
  if (body.consent !== true) return answer(400, { ok: false, error: SUBSCRIBER_ERRORS.consent });
  const name = (str(body.name ?? '', 200) ?? '').replace(/[\r\n]+/g, ' ').trim();
  const email = normaliseAddress(raw);
  const ip = clientIp(req.header('x-forwarded-for'), req.ip);
  const wait = await takeRequestQuota(quotaKeys({ ip, address: email, uid: null }));
  if (wait > 0) {
    return answer(429, {
      ok: false,
      error: `Too many requests; try again in ${Math.ceil(wait / 60)} minutes`,
    });
  }
  const change = await signupChange({ list, email, name, now: new Date() });
  if (change.status === 'subscribed') return answer(200, { ok: true, status: 'subscribed' });
  await sendConfirmation({
    subscriberId: change.subscriberId,
    email,
    organisationId: list.organisationId,
    list: { id: list.id, name: list.name },
    source: 'signupForm',
    wording: list.wording,
    origin: appOrigin(req.header('origin') ?? undefined),
    createdBy: '',
  });
  answer(200, { ok: true, status: 'confirmationSent' });
}

/** A confirmation token's record, list (or none) and organisation, or why it cannot be used. */
async function confirmationOf(token: unknown) {
  const check = readConfirmToken(UNSUBSCRIBE_SECRET.value(), token, new Date());
  if (!check.ok)
    return {
      ok: false as const,
      status: 400,
      error: check.reason === 'expired' ? SUBSCRIBER_ERRORS.expiredToken : SUBSCRIBER_ERRORS.invalidToken,
    };
  const p = check.payload;
  const list = p.l ? await listAndOrg(p.l) : null;
  if (p.l && !list) return { ok: false as const, status: 404, error: SUBSCRIBER_ERRORS.listNotFound };
  const organisationId = list?.organisationId ?? p.o ?? '';
  if (!organisationId || (p.o && p.o !== organisationId))
    return { ok: false as const, status: 400, error: SUBSCRIBER_ERRORS.invalidToken };
  return {
    ok: true as const,
    payload: p,
    organisationId,
    organisationName: list?.organisationName ?? (await organisationName(organisationId)),
    listId: list?.id ?? '',
    listName: list?.name ?? NEWS_WITHOUT_LIST,
  };
}

/** What the confirmation page shows before the person decides: nothing changes. */
async function describeConfirmation(body: Record<string, unknown>, answer: Answer) {
  const c = await confirmationOf(body.token);
  if (!c.ok) return answer(c.status, { ok: false, error: c.error });
  answer(200, {
    ok: true,
    listName: c.listName,
    organisationName: c.organisationName,
    wording: c.payload.w,
    doubleOptIn: true,
  });
}

async function confirm(body: Record<string, unknown>, answer: Answer) {
  const c = await confirmationOf(body.token);
  if (!c.ok) return answer(c.status, { ok: false, error: c.error });
  const done = await confirmSignup({
    subscriberId: c.payload.s,
    listId: c.listId,
    organisationId: c.organisationId,
    source: c.payload.c ?? 'signupForm',
    wording: c.payload.w,
    now: new Date(),
  });
  if (!done) return answer(400, { ok: false, error: SUBSCRIBER_ERRORS.expiredToken });
  answer(200, { ok: true, status: 'confirmed', listName: c.listName });
}

/**
 * "Keep me informed" ticked in the interest dialog: the caller's own interest record in a workshop says they
 * registered and the workshop names its organisation; the address is the caller's own account's, never one a
 * record or the request carries, and it is subscribed at once only when the account proved it (otherwise its
 * owner is asked to confirm). Nothing the request says beyond the workshop id is used.
 */
async function interestOptIn(req: Request, body: Record<string, unknown>, answer: Answer) {
  const who = await callerOf(req);
  if (!who.ok) return answer(401, { ok: false, error: who.error });
  const workshopId = str(body.workshopId, 200);
  if (!workshopId || !ID.test(workshopId)) return answer(400, { ok: false, error: 'workshopId is required' });
  const [interest, workshop] = await Promise.all([
    db().doc(`interest/${workshopId}_${who.caller.uid}`).get(),
    db().doc(`workshops/${workshopId}`).get(),
  ]);
  const email = who.caller.email ?? '';
  const organisationId = String(workshop.get('organisationId') ?? '');
  if (!interest.exists || !organisationId || !isPlainAddress(email))
    return answer(409, { ok: false, error: 'Register your interest in this workshop first' });
  const result = await optInOrAsk({
    organisationId,
    email,
    name: String(interest.get('name') ?? ''),
    source: 'workshopInterest',
    wording: KEEP_INFORMED_WORDING,
    vouched: who.caller.emailVerified === true,
    origin: appOrigin(req.header('origin') ?? undefined),
    createdBy: who.caller.uid,
  });
  answer(200, { ok: true, ...result });
}

async function signedIn(req: Request, body: Record<string, unknown>, answer: Answer) {
  const who = await callerOf(req);
  if (!who.ok) return answer(401, { ok: false, error: who.error });
  const caller = who.caller;
  const organisationId = str(body.organisationId, 200);
  if (!organisationId || !ID.test(organisationId))
    return answer(400, { ok: false, error: 'organisationId is required' });
  if (body.action === 'memberStatus' || body.action === 'memberOptIn') {
    if (!caller.superAdmin && !(organisationId in caller.roles))
      return answer(403, { ok: false, error: 'You are not a member of this organisation' });
    if (!caller.email) return answer(400, { ok: false, error: 'Your account has no e-mail address' });
    if (body.action === 'memberStatus')
      return answer(200, { ok: true, optedIn: await memberStatus(organisationId, caller.email) });
    if (body.optIn !== true) {
      await memberOptOut({ organisationId, email: caller.email, now: new Date() });
      return answer(200, { ok: true, optedIn: false });
    }
    const result = await optInOrAsk({
      organisationId,
      email: caller.email,
      name: caller.name,
      source: 'memberOptIn',
      wording: MEMBER_OPT_IN_WORDING,
      lists: await organisationLists(organisationId),
      vouched: caller.emailVerified === true,
      origin: appOrigin(req.header('origin') ?? undefined),
      createdBy: caller.uid,
    });
    return answer(200, { ok: true, ...result });
  }
  if (body.action === 'bulk') {
    const started = await startBulkJob(caller, organisationId, body);
    return 'error' in started
      ? answer(started.status, { ok: false, error: started.error })
      : answer(started.status, { ok: true, job: started.job });
  }
  if (!isModerator(caller, organisationId))
    return answer(403, { ok: false, error: "Only this organisation's admins and moderators" });
  if (body.action === 'sendConfirmation') {
    const ids = Array.isArray(body.subscriberIds) ? body.subscriberIds : null;
    if (!ids || ids.length === 0 || ids.length > 500 || !ids.every((id) => typeof id === 'string'))
      return answer(400, { ok: false, error: 'subscriberIds: 1 to 500 record ids' });
    const listId = body.listId === undefined ? null : str(body.listId, 200);
    if (body.listId !== undefined && (!listId || !ID.test(listId)))
      return answer(400, { ok: false, error: 'listId must be a list id' });
    const result = await sendConfirmations({
      organisationId,
      subscriberIds: ids as string[],
      listId,
      origin: appOrigin(req.header('origin') ?? undefined),
      createdBy: caller.uid,
    });
    if (!result.ok) return answer(404, { ok: false, error: SUBSCRIBER_ERRORS.listNotFound });
    return answer(200, { ok: true, sent: result.sent, skipped: result.skipped });
  }
  if (body.action === 'erase') {
    const raw = str(body.email, 320)?.trim() ?? '';
    if (!raw || !isPlainAddress(raw))
      return answer(400, { ok: false, error: SUBSCRIBER_ERRORS.invalidAddress });
    await eraseSubscriber(organisationId, raw, caller.uid);
    return answer(200, { ok: true, erased: true });
  }
  const hashes = Array.isArray(body.hashes) ? body.hashes : null;
  if (
    !hashes ||
    hashes.length > 10_000 ||
    !hashes.every((h) => typeof h === 'string' && /^[0-9a-f]{64}$/.test(h))
  )
    return answer(400, { ok: false, error: 'hashes: up to 10,000 sha-256 hex strings' });
  answer(200, { ok: true, suppressed: await suppressedOf(organisationId, hashes as string[]) });
}
