import type { Response } from 'express';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import {
  UNSUBSCRIBE_ACTIONS,
  UNSUBSCRIBE_ERRORS,
  type UnsubscribeRequest,
  type UnsubscribeResponse,
  type UnsubscribeState,
} from '@storytelling/shared/mail-api';
import { recentWeeks, refreshWeeks } from './analytics/rollup.js';
import { UNSUBSCRIBE_SECRET } from './mail/config.js';
import { openAddress } from './mail/sealed-address.js';
import { db } from './mail/store.js';
import { organisationSuppressionId } from './mail/suppressions.js';
import { addressHash, readUnsubscribeToken, type TokenPayload } from './mail/unsubscribe-token.js';
import { RESUBSCRIBE_WORDING } from '@storytelling/shared/subscriber-api';
import { subscriberId } from '@storytelling/shared/subscribers';

const answer = (res: Response, status: number, body: UnsubscribeResponse) => res.status(status).json(body);
type Action = UnsubscribeRequest['action'];

/**
 * The public unsubscribe endpoint (no sign-in; the signed token is the authority):
 * - `GET ?token=` → the masked address, the sending organisation and the state (packages/shared/src/mail-api.ts);
 * - `POST {token, action}` (JSON) → the new state;
 * - `POST ?token=` with `List-Unsubscribe=One-Click` (RFC 8058, sent by mail clients) → unsubscribed from the
 *   sending organisation's mail.
 * A link from an organisation's mail changes that organisation's subscriber record (its lists, counts and
 * analytics follow at once), never another organisation's: only the person's own "every organisation" choice
 * writes a suppression for everyone. A tampered or expired token changes nothing and reveals no address.
 */
export async function handleUnsubscribe(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.status(405).json({ ok: false, error: 'Use GET or POST' });
    return;
  }
  const body = (typeof req.body === 'object' && req.body) || {};
  const oneClick = req.method === 'POST' && body['List-Unsubscribe'] === 'One-Click';
  const token = (req.method === 'GET' || oneClick ? req.query.token : body.token) as unknown;
  const check = readUnsubscribeToken(UNSUBSCRIBE_SECRET.value(), token, new Date());
  if (!check.ok) return void answer(res, 400, { ok: false, error: UNSUBSCRIBE_ERRORS[check.reason] });
  const link = linkOf(check.payload);
  if (!link) return void answer(res, 400, { ok: false, error: UNSUBSCRIBE_ERRORS.invalid });
  const action: unknown = oneClick ? 'unsubscribe' : body.action;
  if (req.method === 'POST' && !UNSUBSCRIBE_ACTIONS.includes(action as Action)) {
    res.status(400).json({ ok: false, error: `action: one of ${UNSUBSCRIBE_ACTIONS.join(', ')}` });
    return;
  }
  try {
    const state = await db().runTransaction(async (tx) => {
      const before = await read(tx, link);
      if (req.method === 'GET') return before.state;
      change(tx, link, before, action as Action, oneClick ? 'one-click' : 'unsubscribe-page');
      return after(before, action as Action, link);
    });
    // The organisation's analytics count unsubscribes by week: this week's figures follow at once, not at the
    // next scheduled refresh. A failure here loses nothing (that refresh recomputes them).
    if (req.method === 'POST' && link.organisation)
      await refreshWeeks(db(), link.organisation.id, recentWeeks(new Date(), 1)).catch((error: unknown) =>
        console.error('unsubscribe: analytics refresh failed', error),
      );
    answer(res, 200, state);
  } catch (error) {
    console.error('unsubscribe failed', error);
    answer(res, 503, { ok: false, error: UNSUBSCRIBE_ERRORS.unavailable });
  }
}

/** What a valid link names: the address (hash and masked), the campaign, and the organisation's records. */
interface Link {
  hash: string;
  maskedEmail: string;
  everyone: DocumentReference;
  campaign: DocumentReference | null;
  organisation: {
    id: string;
    subscriber: DocumentReference;
    suppression: DocumentReference;
  } | null;
}

function linkOf(p: TokenPayload): Link | null {
  const base = {
    hash: p.h,
    maskedEmail: p.m,
    everyone: db().doc(`suppressions/${p.h}`),
    campaign: p.c ? db().doc(`campaigns/${p.c}`) : null,
  };
  if (!p.o || !p.e) return { ...base, organisation: null };
  const address = openAddress(UNSUBSCRIBE_SECRET.value(), p.e);
  // The sealed address must be the one whose hash was signed.
  if (!address || addressHash(address) !== p.h) return null;
  return {
    ...base,
    organisation: {
      id: p.o,
      subscriber: db().doc(`subscribers/${subscriberId(p.o, address)}`),
      suppression: db().doc(`suppressions/${organisationSuppressionId(p.o, p.h)}`),
    },
  };
}

interface Read {
  state: UnsubscribeState;
  everyoneReason: string | null;
  subscriberStatus: string | null;
  organisationSuppressed: boolean;
  campaignExists: boolean;
  countedInCampaign: boolean;
}

const countMarker = (link: Link) => link.campaign?.collection('unsubscribes').doc(link.hash) ?? null;

/** Every read the change needs, done first, as a transaction requires. */
async function read(tx: Transaction, link: Link): Promise<Read> {
  const org = link.organisation;
  const marker = countMarker(link);
  const refs = [
    link.everyone,
    ...(org ? [org.subscriber, org.suppression, db().doc(`Organisations/${org.id}`)] : []),
    ...(link.campaign && marker ? [link.campaign, marker] : []),
  ];
  const snaps = await tx.getAll(...refs);
  const [everyone, subscriber, orgSuppression, organisation] = org
    ? snaps.slice(0, 4)
    : [snaps[0], undefined, undefined, undefined];
  const [campaign, counted] = link.campaign ? snaps.slice(-2) : [undefined, undefined];
  const everyoneReason = everyone!.exists ? String(everyone!.get('reason') ?? 'unsubscribed') : null;
  const subscriberStatus = subscriber?.exists ? String(subscriber.get('status')) : null;
  const organisationSuppressed = orgSuppression?.exists === true;
  const orgClosed = subscriberStatus
    ? subscriberStatus === 'unsubscribed' || subscriberStatus === 'bounced'
    : organisationSuppressed;
  return {
    state: {
      ok: true,
      maskedEmail: link.maskedEmail,
      organisationName: org ? String(organisation?.get('name') ?? '') || org.id : '',
      status: (org ? orgClosed : everyoneReason !== null) ? 'unsubscribed' : 'subscribed',
      everyone: everyoneReason === null ? 'open' : everyoneReason === 'unsubscribed' ? 'stopped' : 'blocked',
    },
    everyoneReason,
    subscriberStatus,
    organisationSuppressed,
    campaignExists: campaign?.exists === true,
    countedInCampaign: counted?.exists === true,
  };
}

/** The state after `change`, worked out from what was read before it (a transaction cannot read its writes). */
function after(before: Read, action: Action, link: Link): UnsubscribeState {
  const state = { ...before.state };
  const scope = link.organisation ? action : action.replace('Everyone', '');
  const everyoneOwn = before.everyoneReason === null || before.everyoneReason === 'unsubscribed';
  if (scope === 'unsubscribeEveryone' || (!link.organisation && scope === 'unsubscribe')) {
    if (before.everyoneReason === null) state.everyone = 'stopped';
  }
  if (scope === 'resubscribeEveryone' || (!link.organisation && scope === 'resubscribe')) {
    if (everyoneOwn) state.everyone = 'open';
  }
  if (!link.organisation) state.status = state.everyone === 'open' ? 'subscribed' : 'unsubscribed';
  else if (scope === 'unsubscribe' || scope === 'unsubscribeEveryone') state.status = 'unsubscribed';
  else if (scope === 'resubscribe' && before.subscriberStatus !== 'bounced') state.status = 'subscribed';
  return state;
}

function change(tx: Transaction, link: Link, before: Read, action: Action, source: string): void {
  const now = new Date();
  const org = link.organisation;
  const everywhere = action === 'unsubscribeEveryone' || action === 'resubscribeEveryone' || !org;
  const stopping = action === 'unsubscribe' || action === 'unsubscribeEveryone';
  if (everywhere && stopping && before.everyoneReason === null)
    tx.create(link.everyone, {
      addressHash: link.hash,
      maskedEmail: link.maskedEmail,
      reason: 'unsubscribed',
      source: org ? 'unsubscribe-everyone' : source,
      ...(before.campaignExists ? { campaignId: link.campaign!.id } : {}),
      createdAt: FieldValue.serverTimestamp(),
    });
  // Only the person's own "every organisation" choice is theirs to take back; a bounce or a complaint stays.
  if (everywhere && !stopping && before.everyoneReason === 'unsubscribed') tx.delete(link.everyone);
  // Stopping everyone's mail from an organisation's link also stops that organisation's, where its staff look.
  if (org && stopping) unsubscribeInOrganisation(tx, org, before, source, now);
  if (org && action === 'resubscribe') resubscribeInOrganisation(tx, org, before, now);
  countInCampaign(tx, link, before, stopping, action);
}

function unsubscribeInOrganisation(
  tx: Transaction,
  org: NonNullable<Link['organisation']>,
  before: Read,
  source: string,
  now: Date,
): void {
  if (before.subscriberStatus === 'subscribed' || before.subscriberStatus === 'pending')
    tx.update(org.subscriber, { status: 'unsubscribed', updatedAt: now });
  // No record in the organisation to hold the choice (erased since, or mailed as a member): a suppression of its own.
  else if (before.subscriberStatus === null && !before.organisationSuppressed)
    tx.create(org.suppression, {
      addressHash: org.suppression.id.slice(org.id.length + 2),
      reason: 'unsubscribed',
      source,
      organisationId: org.id,
      createdAt: FieldValue.serverTimestamp(),
    });
}

/** The person's own yes again, from their own link: the consent record says when and how. */
function resubscribeInOrganisation(
  tx: Transaction,
  org: NonNullable<Link['organisation']>,
  before: Read,
  now: Date,
): void {
  if (before.subscriberStatus === 'unsubscribed')
    tx.update(org.subscriber, {
      status: 'subscribed',
      'consent.at': now,
      'consent.wording': RESUBSCRIBE_WORDING,
      'consent.confirmedBy': 'unsubscribeLink',
      updatedAt: now,
    });
  if (before.organisationSuppressed) tx.delete(org.suppression);
}

/**
 * A newsletter's link counts its unsubscribes once per address: a marker per address under the campaign says it
 * was counted, and taking the unsubscribe back from the same link takes it off again.
 */
function countInCampaign(tx: Transaction, link: Link, before: Read, stopping: boolean, action: Action): void {
  const marker = countMarker(link);
  if (!link.campaign || !marker || !before.campaignExists) return;
  const wasOpen = before.state.status === 'subscribed';
  if (stopping && wasOpen && !before.countedInCampaign) {
    tx.create(marker, { at: FieldValue.serverTimestamp() });
    tx.update(link.campaign, { unsubscribes: FieldValue.increment(1) });
  }
  const takesBack = link.organisation ? action === 'resubscribe' : !stopping;
  if (takesBack && before.countedInCampaign) {
    tx.delete(marker);
    tx.update(link.campaign, { unsubscribes: FieldValue.increment(-1) });
  }
}
