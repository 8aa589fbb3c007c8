import type { Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { UNSUBSCRIBE_ERRORS, type UnsubscribeResponse } from './shared/mail-api.js';
import { UNSUBSCRIBE_SECRET } from './mail/config.js';
import { db } from './mail/store.js';
import { readUnsubscribeToken } from './mail/unsubscribe-token.js';

const answer = (res: Response, status: number, body: UnsubscribeResponse) => res.status(status).json(body);

/**
 * The public unsubscribe endpoint (no sign-in; the signed token is the authority):
 * - `GET ?token=` → the masked address and whether it is subscribed;
 * - `POST {token, action: 'unsubscribe' | 'resubscribe'}` (JSON) → the new state;
 * - `POST ?token=` with `List-Unsubscribe=One-Click` (RFC 8058, sent by mail clients) → unsubscribed.
 * A tampered or expired token changes nothing and reveals no address. Unsubscribing adds the address's hash to
 * `suppressions` (which every marketing send checks); resubscribing removes an entry this link made, never a
 * bounce or a complaint.
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
  const { h: hash, m: maskedEmail, c: campaignId } = check.payload;
  const ref = db().doc(`suppressions/${hash}`);
  try {
    if (req.method === 'GET') {
      const status = (await ref.get()).exists ? 'unsubscribed' : 'subscribed';
      return void answer(res, 200, { ok: true, maskedEmail, status });
    }
    const action = oneClick ? 'unsubscribe' : body.action;
    if (action !== 'unsubscribe' && action !== 'resubscribe')
      return void res.status(400).json({ ok: false, error: 'action: unsubscribe or resubscribe' });
    const status = await db().runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data();
      // A newsletter's link names its campaign: the unsubscribe is counted there, once per address.
      const campaign = campaignId ? db().doc(`campaigns/${campaignId}`) : null;
      const campaignExists = campaign ? (await tx.get(campaign)).exists : false;
      if (action === 'unsubscribe') {
        if (!existing) {
          tx.create(ref, {
            addressHash: hash,
            maskedEmail,
            reason: 'unsubscribed',
            source: oneClick ? 'one-click' : 'unsubscribe-page',
            ...(campaignExists ? { campaignId } : {}),
            createdAt: FieldValue.serverTimestamp(),
          });
          if (campaign && campaignExists) tx.update(campaign, { unsubscribes: FieldValue.increment(1) });
        }
        return 'unsubscribed' as const;
      }
      if (existing && existing.reason !== 'unsubscribed') return 'unsubscribed' as const;
      if (existing) {
        tx.delete(ref);
        // Taking back an unsubscribe made from this campaign's link takes it off the campaign's figure.
        const from = existing.campaignId as string | undefined;
        if (from && from === campaignId && campaignExists && campaign)
          tx.update(campaign, { unsubscribes: FieldValue.increment(-1) });
      }
      return 'subscribed' as const;
    });
    answer(res, 200, { ok: true, maskedEmail, status });
  } catch (error) {
    console.error('unsubscribe failed', error);
    answer(res, 503, { ok: false, error: UNSUBSCRIBE_ERRORS.unavailable });
  }
}
