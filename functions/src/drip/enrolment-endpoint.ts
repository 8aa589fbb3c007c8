import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { isModerator } from '../mail/caller.js';
import { db } from '../mail/store.js';
import { dripEnrollmentId, dripEnrollmentRecord, type DripCampaignDoc } from '../shared/drip.js';
import { isPlainAddress, normaliseAddress } from '../shared/email-address.js';
import { campaignFrom, leave } from './run-drip.js';

/**
 * `POST dripEnrolment {action: 'enrol' | 'remove', campaignId, email, name?}` with the caller's ID token: an
 * organisation admin or moderator of the campaign's organisation (or a super admin) enrols a person by hand or
 * removes one. Enrolments are written by the server only (firestore.rules), so their progress cannot be forged;
 * who may is decided from the caller's records and the campaign, never from the request.
 */
export const DRIP_ENROLMENT_ERRORS = {
  alreadyEnrolled: 'This person is already enrolled in this campaign',
  notEnrolled: 'This person is not enrolled in this campaign',
  archived: 'This campaign is archived',
} as const;

export async function handleDripEnrolment(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const body = (req.body ?? {}) as {
    action?: unknown;
    campaignId?: unknown;
    email?: unknown;
    name?: unknown;
  };
  const { action, campaignId } = body;
  if (action !== 'enrol' && action !== 'remove') return fail(400, 'action: enrol or remove');
  if (typeof campaignId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(campaignId))
    return fail(400, 'campaignId: say which campaign');
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!isPlainAddress(email)) return fail(400, 'Enter a valid e-mail address');
  const name = typeof body.name === 'string' ? body.name.trim().slice(0, 200) : '';
  const snap = await db().doc(`dripCampaigns/${campaignId}`).get();
  if (!snap.exists) return fail(404, 'Campaign not found');
  const campaign: DripCampaignDoc = campaignFrom(snap);
  if (!isModerator(who.caller, campaign.organisationId))
    return fail(403, "Only this organisation's admins and moderators manage its drip campaigns");
  const now = new Date();
  if (action === 'remove') {
    const id = dripEnrollmentId(campaignId, email);
    const left = await leave(id, campaign, 'removed', now);
    return left ? void res.json({ ok: true, id }) : fail(409, DRIP_ENROLMENT_ERRORS.notEnrolled);
  }
  if (campaign.state === 'archived') return fail(409, DRIP_ENROLMENT_ERRORS.archived);
  const record = dripEnrollmentRecord({
    organisationId: campaign.organisationId,
    campaignId,
    email: normaliseAddress(email),
    name,
    source: 'manual',
    startAt: now,
    now,
  });
  const created = await db()
    .doc(`dripEnrollments/${record.id}`)
    .create(record.doc)
    .then(() => true)
    .catch((error: { code?: number }) => {
      if (error.code === 6) return false;
      throw error;
    });
  if (!created) return fail(409, DRIP_ENROLMENT_ERRORS.alreadyEnrolled);
  res.json({ ok: true, id: record.id });
}
