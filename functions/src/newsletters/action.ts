import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { logServerAct } from '../history/log.js';
import { isModerator, type Caller } from '../mail/caller.js';
import { appOrigin } from '../mail/config.js';
import { startMessage } from '../mail/outbox.js';
import { db, messageRef } from '../mail/store.js';
import { mergeTagProblem, sampleValues } from '@storytelling/shared/merge-tags';
import { CAMPAIGN_LIMITS, type CampaignDoc } from '@storytelling/shared/newsletters';
import { newsletterPlan } from './message.js';
import { listsOf } from './lists.js';
import { customFieldsOf } from '../subscribers/field-list.js';
import {
  campaignRef,
  CampaignRefusal,
  loadAudience,
  mailOf,
  resendFailed,
  resumeCampaign,
  scheduleCampaign,
  sendCampaign,
  stopCampaign,
} from './send.js';

/**
 * `POST newsletterAction {action, campaignId, ...}` with the caller's ID token. Authorised from data: the
 * caller's Users record must make them an admin or moderator of the campaign's organisation (or a super admin);
 * the client's word counts for nothing. Actions: testSend, send, schedule ({at} ISO time, or null to take the
 * schedule back), pause, resume, cancel, resendFailed, and the read-only lists ({organisationId}: the lists
 * with their subscribed counts), audience ({organisationId, lists}: the recipient count, suppressions taken
 * off) and failures (who failed, and why).
 */
export const NEWSLETTER_ACTIONS = [
  'testSend',
  'send',
  'schedule',
  'pause',
  'resume',
  'cancel',
  'resendFailed',
  'audience',
  'lists',
  'failures',
] as const;
type Action = (typeof NEWSLETTER_ACTIONS)[number];

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export async function handleNewsletterAction(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const caller = who.caller;
  const body = (typeof req.body === 'object' && req.body) || {};
  const action = body.action as Action;
  if (!NEWSLETTER_ACTIONS.includes(action))
    return fail(400, `action: one of ${NEWSLETTER_ACTIONS.join(', ')}`);
  const origin = appOrigin(req.header('origin') ?? undefined);
  try {
    if (action === 'lists') {
      const orgId = body.organisationId;
      if (typeof orgId !== 'string' || !ID.test(orgId))
        return fail(400, 'organisationId: say which organisation');
      if (!isModerator(caller, orgId))
        return fail(403, 'Only the organisation’s admins and moderators may do this');
      return void res.json({ ok: true, lists: await listsOf(orgId) });
    }
    if (action === 'audience') {
      const orgId = body.organisationId;
      const lists = body.lists;
      if (typeof orgId !== 'string' || !ID.test(orgId))
        return fail(400, 'organisationId: say which organisation');
      if (
        !Array.isArray(lists) ||
        lists.length > CAMPAIGN_LIMITS.lists ||
        !lists.every((l) => typeof l === 'string' && ID.test(l))
      )
        return fail(400, `lists: up to ${CAMPAIGN_LIMITS.lists} list ids`);
      if (!isModerator(caller, orgId))
        return fail(403, 'Only the organisation’s admins and moderators may do this');
      const audience = await loadAudience(orgId, lists as string[]);
      return void res.json({ ok: true, count: audience.length });
    }
    const id = body.campaignId;
    if (typeof id !== 'string' || !ID.test(id)) return fail(400, 'campaignId: say which campaign');
    const snap = await campaignRef(id).get();
    if (!snap.exists) return fail(404, 'Campaign not found');
    const campaign = snap.data() as CampaignDoc;
    if (!isModerator(caller, campaign.organisationId))
      return fail(403, 'Only the organisation’s admins and moderators may do this');
    if ((action === 'send' || action === 'schedule') && !(await mayUseCampaignAudience(campaign, caller)))
      return fail(403, 'Only a super admin sends to a cross-organisation audience');
    const result = await run(action, id, campaign, caller, origin, body);
    res.json({ ok: true, ...result });
  } catch (error) {
    if (error instanceof CampaignRefusal) return fail(error.status, error.message);
    console.error('newsletterAction failed', action, error);
    fail(500, 'The newsletter could not be changed just now; try again');
  }
}

/** A send (or a send set for later) goes into the organisation's history once the server has made it. */
const logSend = (caller: Caller, id: string, campaign: CampaignDoc, summary: string) =>
  logServerAct(caller, {
    organisationId: campaign.organisationId,
    kind: 'send',
    summary,
    target: { collection: 'campaigns', id, label: campaign.subject },
  });

/** A cross-organisation audience is a super admin's alone (the audience's own organisation is checked on send). */
async function mayUseCampaignAudience(c: CampaignDoc, caller: Caller): Promise<boolean> {
  if (!c.audienceId || caller.superAdmin) return true;
  const audience = await db().doc(`audiences/${c.audienceId}`).get();
  return !audience.exists || audience.get('organisationId') !== '';
}

async function run(
  action: Exclude<Action, 'audience' | 'lists'>,
  id: string,
  campaign: CampaignDoc,
  caller: Caller,
  origin: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const stateOf = (c: CampaignDoc) => ({ state: c.state });
  switch (action) {
    case 'testSend':
      return testSend(id, campaign, caller, origin, body.requestId);
    case 'send': {
      const sent = await sendCampaign(id, caller.uid, origin);
      await logSend(caller, id, campaign, `Sent the newsletter “${campaign.subject}” to its lists`);
      return stateOf(sent);
    }
    case 'schedule': {
      if (body.at === null) return stateOf(await scheduleCampaign(id, null, origin));
      const at = typeof body.at === 'string' ? new Date(body.at) : null;
      if (!at || Number.isNaN(at.getTime())) throw new CampaignRefusal(400, 'at: a date and time');
      const scheduled = await scheduleCampaign(id, at, origin);
      await logSend(
        caller,
        id,
        campaign,
        `Scheduled the newsletter “${campaign.subject}” for ${at.toISOString()}`,
      );
      return stateOf(scheduled);
    }
    case 'pause':
    case 'cancel':
      return stateOf(await stopCampaign(id, action));
    case 'resume':
      return stateOf(await resumeCampaign(id, caller.uid, origin));
    case 'resendFailed': {
      const { campaign: c, requeued } = await resendFailed(id);
      return { state: c.state, requeued };
    }
    case 'failures':
      return { failures: await failuresOf(campaign) };
  }
}

/** A test goes to the caller's own address only, through the same pipeline, outside the campaign's figures. */
async function testSend(
  id: string,
  campaign: CampaignDoc,
  caller: Caller,
  origin: string,
  requestId: unknown,
): Promise<Record<string, unknown>> {
  if (!caller.email) throw new CampaignRefusal(400, 'Your account has no e-mail address to send a test to');
  if (!campaign.subject.trim()) throw new CampaignRefusal(400, 'The subject is empty');
  const fields = await customFieldsOf(campaign.organisationId);
  const tags = mergeTagProblem(
    [campaign.subject, campaign.html],
    fields.map((f) => f.key),
  );
  if (tags) throw new CampaignRefusal(400, tags);
  const mail = await mailOf(campaign);
  const key = typeof requestId === 'string' && ID.test(requestId) ? requestId : db().collection('x').doc().id;
  const messageId = `campaign-test-${id}-${key}`;
  const started = await startMessage({
    messageId,
    plan: {
      ...newsletterPlan(campaign.organisationId, mail, [caller.email]),
      // The test shows the merge tags filled for the composer's sample person, as the preview does.
      perRecipient: { [caller.email]: sampleValues(mail.variables.organisationName ?? '', fields) },
    },
    recipients: [caller.email],
    createdBy: caller.uid,
    context: { organisationId: campaign.organisationId },
    appOrigin: origin,
    draft: { ...mail.draft, subject: `[Test] ${mail.draft.subject}` },
    queued: false,
  });
  if (started.failed > 0) throw new CampaignRefusal(409, 'The mail server did not accept the test');
  if (started.suppressed > 0)
    throw new CampaignRefusal(409, 'Your address has unsubscribed from newsletters');
  return { sentTo: caller.email };
}

/** The failed deliveries with their reasons (at most 500), for the results panel. */
async function failuresOf(c: CampaignDoc): Promise<{ recipient: string; error: string }[]> {
  if (!c.messageId) return [];
  const snap = await messageRef(c.messageId)
    .collection('deliveries')
    .where('status', '==', 'failed')
    .limit(500)
    .get();
  return snap.docs.map((d) => ({
    recipient: String(d.get('recipient')),
    error: String(d.get('error') ?? ''),
  }));
}
