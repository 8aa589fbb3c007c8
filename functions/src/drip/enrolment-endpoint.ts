import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { isModerator } from '../mail/caller.js';
import { db } from '../mail/store.js';
import {
  DRIP_LIMITS,
  dripEnrollmentId,
  dripEnrollmentRecord,
  type DripCampaignDoc,
} from '@storytelling/shared/drip';
import { isPlainAddress, normaliseAddress } from '@storytelling/shared/email-address';
import { htmlToText } from '@storytelling/shared/rich-text';
import { campaignFrom, leave, sendStep } from './run-drip.js';
import { mergeTagProblem, sampleValues } from '@storytelling/shared/merge-tags';
import { customFieldsOf } from '../subscribers/field-list.js';

/**
 * `POST dripEnrolment {action: 'enrol' | 'remove', campaignId, email, name?}` with the caller's ID token: an
 * organisation admin or moderator of the campaign's organisation (or a super admin) enrols a person by hand or
 * removes one. `{action: 'enrolExisting', campaignId, count?}` enrols the people already on an active campaign's
list (its trigger catches only those who join after the activation), or with `count: true` only counts them.
`{action: 'testSend', campaignId, step: {subject, bodyHtml}, requestId?}` sends a step as it
 * stands in the editor (saved or not) to the caller's own address only, filled for the sample person. Enrolments are written by the server only (firestore.rules), so their progress cannot be forged;
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
    step?: unknown;
    requestId?: unknown;
    count?: unknown;
  };
  const { action, campaignId } = body;
  if (action !== 'enrol' && action !== 'remove' && action !== 'testSend' && action !== 'enrolExisting')
    return fail(400, 'action: enrol, remove, testSend or enrolExisting');
  if (typeof campaignId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(campaignId))
    return fail(400, 'campaignId: say which campaign');
  if (action === 'testSend' || action === 'enrolExisting') {
    const snap = await db().doc(`dripCampaigns/${campaignId}`).get();
    if (!snap.exists) return fail(404, 'Campaign not found');
    const campaign = campaignFrom(snap);
    if (!isModerator(who.caller, campaign.organisationId))
      return fail(403, "Only this organisation's admins and moderators manage its drip campaigns");
    if (action === 'enrolExisting') {
      const outcome = await enrolExisting(campaignId, campaign, body.count === true, new Date());
      return 'error' in outcome ? fail(409, outcome.error) : void res.json({ ok: true, ...outcome });
    }
    const outcome = await testStep(campaignId, campaign, who.caller.email, body);
    return 'error' in outcome ? fail(outcome.status, outcome.error) : void res.json({ ok: true, ...outcome });
  }
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

/** Sends one step to the caller: checked as the editor checks it, marked as a test, outside any enrolment. */
async function testStep(
  campaignId: string,
  campaign: DripCampaignDoc,
  callerEmail: string | null | undefined,
  body: { step?: unknown; requestId?: unknown },
): Promise<{ sentTo: string } | { status: 400 | 409; error: string }> {
  if (!callerEmail) return { status: 400, error: 'Your account has no e-mail address to send a test to' };
  const step = (body.step ?? {}) as { subject?: unknown; bodyHtml?: unknown };
  const subject = typeof step.subject === 'string' ? step.subject.trim() : '';
  const bodyHtml = typeof step.bodyHtml === 'string' ? step.bodyHtml : '';
  if (!subject || subject.length > DRIP_LIMITS.subject || /[\r\n]/.test(subject))
    return { status: 400, error: `Write a subject of at most ${DRIP_LIMITS.subject} characters` };
  if (!htmlToText(bodyHtml).trim() || bodyHtml.length > DRIP_LIMITS.bodyHtml)
    return { status: 400, error: 'Write the message' };
  const fields = await customFieldsOf(campaign.organisationId);
  const tags = mergeTagProblem(
    [subject, bodyHtml],
    fields.map((f) => f.key),
  );
  if (tags) return { status: 400, error: tags };
  const key =
    typeof body.requestId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.requestId)
      ? body.requestId
      : db().collection('x').doc().id;
  const organisation = await db().doc(`Organisations/${campaign.organisationId}`).get();
  const started = await sendStep(
    campaignId,
    campaign,
    callerEmail,
    { subject, bodyHtml },
    `drip-test-${campaignId}-${key}`,
    { sample: sampleValues(String(organisation.get('name') ?? ''), fields) },
  );
  if (started.failed > 0) return { status: 409, error: 'The mail server did not accept the test' };
  if (started.suppressed > 0) return { status: 409, error: 'Your address has unsubscribed from newsletters' };
  return { sentTo: callerEmail };
}

/**
 * The people subscribed to a list-triggered campaign's list and not enrolled in it yet: counted, or enrolled
 * from now (their first step's wait starts at the enrolment, not at the day they joined the list long ago).
 * Each is created once; someone who was enrolled before, and left, is not enrolled again.
 */
async function enrolExisting(
  campaignId: string,
  campaign: DripCampaignDoc,
  countOnly: boolean,
  now: Date,
): Promise<{ count: number } | { enrolled: number } | { error: string }> {
  const listId = campaign.trigger.type === 'listJoined' ? campaign.trigger.listId : '';
  if (!listId) return { error: 'Only a campaign started by joining a list has people already on it' };
  if (!countOnly && campaign.state !== 'active') return { error: 'Activate the campaign first' };
  const people = await db()
    .collection('subscribers')
    .where('organisationId', '==', campaign.organisationId)
    .where('status', '==', 'subscribed')
    .where('lists', 'array-contains-any', [listId])
    .select('email', 'name')
    .get();
  const enrolled = new Set(
    (await db().collection('dripEnrollments').where('campaignId', '==', campaignId).select().get()).docs.map(
      (d) => d.id,
    ),
  );
  const waiting = people.docs
    .map((d) => ({ email: String(d.get('email') ?? ''), name: String(d.get('name') ?? '') }))
    .filter((p) => isPlainAddress(p.email) && !enrolled.has(dripEnrollmentId(campaignId, p.email)));
  if (countOnly) return { count: waiting.length };
  let created = 0;
  for (let i = 0; i < waiting.length; i += 50)
    await Promise.all(
      waiting.slice(i, i + 50).map(async (p) => {
        const record = dripEnrollmentRecord({
          organisationId: campaign.organisationId,
          campaignId,
          email: normaliseAddress(p.email),
          name: p.name,
          source: 'existing',
          startAt: now,
          now,
        });
        const ok = await db()
          .doc(`dripEnrollments/${record.id}`)
          .create(record.doc)
          .then(() => true)
          .catch((error: { code?: number }) => {
            if (error.code === 6) return false; // enrolled meanwhile, by the job or a second click
            throw error;
          });
        if (ok) created += 1;
      }),
    );
  return { enrolled: created };
}
