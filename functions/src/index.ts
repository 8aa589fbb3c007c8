import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { QUEUE, UNSUBSCRIBE_SECRET } from './mail/config.js';
import { deliver } from './mail/deliver.js';
import type { DeliverTask } from './mail/outbox.js';
import { pruneMailStats, sweepStalledMail } from './mail/sweep.js';
import { handleDeleteProject, runDeletionTask, sweepStalledDeletions } from './projects/delete-project.js';
import { handleCheckProjectPassword } from './projects/check-password.js';
import { handleExportProject } from './projects/export-project.js';
import { handleSendEmail } from './send-email.js';
import { handleUnsubscribe } from './unsubscribe.js';
import { runCrmJobs } from './crm-jobs.js';
import { handleWorkshopRequest } from './workshops/request-workshop.js';
import { handleSubscribers } from './subscribers/handler.js';
import { expirePendingSignups } from './subscribers/store.js';

initializeApp();
getFirestore().settings({ ignoreUndefinedProperties: true });

const region = 'us-central1';

/** The e-mail endpoint: POST a MailRequest (packages/shared/src/mail-api.ts) with the caller's Firebase ID token. */
export const sendEmail = onRequest({ cors: true, region, secrets: [UNSUBSCRIBE_SECRET] }, handleSendEmail);

/** The public unsubscribe endpoint behind /unsubscribe and the List-Unsubscribe one-click POST. */
export const unsubscribe = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleUnsubscribe,
);

/**
 * Booking and group workshop requests, from anyone (no account needed): validated, rate-limited, stored and
 * e-mailed to the support address through the mail pipeline (workshops/request-workshop.ts).
 */
export const requestWorkshop = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleWorkshopRequest,
);

/**
 * The queue worker: one task per batch of 10 deliveries, one batch a second (the product's pace). A transient
 * SMTP failure throws once the batch is done, so that Cloud Tasks retries it with backoff; each delivery's
 * claim makes a retried or duplicated task send nothing twice.
 */
export const deliverMail = onTaskDispatched<DeliverTask>(
  {
    region,
    secrets: [UNSUBSCRIBE_SECRET],
    rateLimits: {
      maxDispatchesPerSecond: QUEUE.maxDispatchesPerSecond,
      maxConcurrentDispatches: QUEUE.maxConcurrentDispatches,
    },
    retryConfig: { maxAttempts: QUEUE.maxAttempts, minBackoffSeconds: QUEUE.minBackoffSeconds },
  },
  async ({ data }) => {
    const started = Date.now();
    const outcomes = await Promise.all(
      data.deliveryIds.map((id) =>
        deliver(data.messageId, id, { finalOnFailure: false, maxAttempts: QUEUE.maxAttempts }),
      ),
    );
    // The queue runs one batch at a time; holding each for a second keeps batches a full second apart even
    // where the queue's token bucket would let the next one start a little early.
    await new Promise((r) => setTimeout(r, Math.max(0, QUEUE.batchIntervalMs - (Date.now() - started))));
    if (outcomes.includes('retry')) throw new Error('Transient SMTP failure; the queue retries this batch');
  },
);

/** Deleting a project on the server (POST {projectId}): checked as the rules check it, then run in steps. */
export const deleteProject = onRequest({ cors: true, region }, handleDeleteProject);

/**
 * A project's archive for Omeka S (POST {projectId, jobId}): a zip streamed back as its media is fetched, the
 * progress in projectExports/{jobId}. Large projects take minutes and hold one file at a time in memory.
 */
export const exportProject = onRequest(
  { cors: true, region, timeoutSeconds: 540, memory: '1GiB' },
  handleExportProject,
);

/** Whether a typed project password opens the project (POST {projectId, password}); never reveals it. */
export const checkProjectPassword = onRequest({ cors: true, region }, handleCheckProjectPassword);

/** One step of a project deletion at a time (steps of one project must not overlap); each queues the next. */
export const deleteProjectStep = onTaskDispatched<{ projectId: string }>(
  {
    region,
    rateLimits: { maxDispatchesPerSecond: 5, maxConcurrentDispatches: 1 },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5 },
  },
  async ({ data }) => runDeletionTask(data.projectId),
);

/**
 * Re-queues sends and project deletions whose tasks were lost, and prunes old e-mail figures (production: every
 * minute; the local stack calls sweepMailNow).
 */
export const sweepMail = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await sweepStalledMail();
  await pruneMailStats();
  await sweepStalledDeletions();
});

/** The same sweep on request, for the local stack's timer only: it answers 404 outside the emulator. */
export const sweepMailNow = onRequest({ region }, async (_req, res) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    res.status(404).end();
    return;
  }
  res.json({
    ...(await sweepStalledMail()),
    prunedDays: await pruneMailStats(),
    deletions: await sweepStalledDeletions(),
    subscriberJobs: await sweepStalledBulkJobs(),
    crm: await runCrmJobs(),
  });
});

// ── CRM: each area adds its exports between its own markers below. ──
// crm-functions: subscribers
/** Public sign-up and confirmation of the CRM's lists, and the staff's erasure and import checks. */
export const subscribers = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleSubscribers,
);
/** Unconfirmed sign-ups go after 7 days (production: hourly; the local stack runs it with runCrmJobs). */
export const expireSignups = onSchedule({ schedule: 'every 60 minutes', region }, async () => {
  await expirePendingSignups();
});
// Imported here rather than at the top so that the areas' additions stay within their markers (imports hoist).
import { runBulkTask, sweepStalledBulkJobs } from './subscribers/bulk.js';
/** One step of a bulk change to subscribers (subscribers/bulk.ts); steps of one job never overlap. */
export const subscriberBulkStep = onTaskDispatched<{ jobId: string }>(
  {
    region,
    rateLimits: { maxDispatchesPerSecond: 5, maxConcurrentDispatches: 1 },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5 },
  },
  async ({ data }) => runBulkTask(data.jobId),
);
/** Bulk changes whose step was lost with a crashed process are queued again. */
export const sweepSubscriberJobs = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await sweepStalledBulkJobs();
});
// crm-functions: end subscribers
// crm-functions: newsletters
import { handleNewsletterAction } from './newsletters/action.js';
import { startDueCampaigns } from './newsletters/send.js';
/** Newsletter campaigns: test, send, schedule, pause, resume, cancel, resend the failed ones. */
export const newsletterAction = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleNewsletterAction,
);
/** Starts scheduled newsletters whose time has come (locally the stack's sweep runs it as a CRM job). */
export const startDueNewsletters = onSchedule(
  { schedule: 'every 1 minutes', region, secrets: [UNSUBSCRIBE_SECRET] },
  async () => {
    await startDueCampaigns();
  },
);
import { handleTrack } from './track.js';
/**
 * Newsletter open pixels (`/t/o`) and click links (`/t/c`) of organisations that track them (track.ts). Its
 * name is one letter because it is part of every link in a tracked newsletter.
 */
export const t = onRequest({ region, secrets: [UNSUBSCRIBE_SECRET] }, handleTrack);
// crm-functions: end newsletters
// crm-functions: drip campaigns
import { handleDripEnrolment } from './drip/enrolment-endpoint.js';
import { runDrip } from './drip/run-drip.js';

/** Drip campaigns: enrol the newly triggered, end finished or unsubscribed enrolments, send due steps. */
export const runDripCampaigns = onSchedule(
  { schedule: 'every 1 minutes', region, secrets: [UNSUBSCRIBE_SECRET] },
  async () => {
    await runDrip(new Date());
  },
);
/** A drip campaign's manual enrol and remove (POST, the caller's ID token), authorised from data. */
export const dripEnrolment = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleDripEnrolment,
);
/**
 * The drip job at a given time (`?now=ISO`, optionally `&campaign=id` for one campaign only), for the tests'
 * injected clock only: 404 outside the emulator.
 */
export const runDripNow = onRequest({ region, secrets: [UNSUBSCRIBE_SECRET] }, async (req, res) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    res.status(404).end();
    return;
  }
  const now = typeof req.query.now === 'string' ? new Date(req.query.now) : new Date();
  if (Number.isNaN(now.getTime())) {
    res.status(400).json({ ok: false, error: 'now: an ISO date' });
    return;
  }
  const campaign = typeof req.query.campaign === 'string' ? req.query.campaign : undefined;
  res.json({ ok: true, ...(await runDrip(now, campaign)) });
});
// crm-functions: end drip campaigns
// crm-functions: feedback forms
import { runFeedbackNotices } from './feedback/notices.js';
/** Form submission notices (feedback/notices.ts): each form's new responses e-mailed to its owner, digested. */
export const feedbackNotices = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await runFeedbackNotices();
});
// crm-functions: end feedback forms
// crm-functions: announcements
// Imported here rather than at the top so that the areas' additions stay within their markers (imports hoist).
import { handleEmailAnnouncement } from './announcements/send.js';
/**
 * E-mails an announcement to its audience once (POST {announcementId}, the caller's ID token): authorised from
 * data, the audience resolved and the body sanitised on the server, sent through the mail pipeline.
 */
export const emailAnnouncement = onRequest(
  { cors: true, region, secrets: [UNSUBSCRIBE_SECRET] },
  handleEmailAnnouncement,
);
// crm-functions: end announcements
// crm-functions: audiences
import { handleAudienceAction } from './audiences/action.js';
/** Named audiences: how many an organisation would e-mail, and who is in one (never an address). */
export const audienceAction = onRequest({ cors: true, region }, handleAudienceAction);
// crm-functions: end audiences
// crm-functions: partners
// crm-functions: end partners
// crm-functions: analytics
import { runAnalytics } from './analytics/rollup.js';
/** The CRM analytics counters (analytics/rollup.ts): each organisation's weekly figures, refreshed. */
export const analyticsCounters = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await runAnalytics();
});
// crm-functions: end analytics
// crm-functions: wanders
// crm-functions: end wanders
import { runJoinDecisionNotices } from './memberships/join-decisions.js';
/**
 * Tells people joining where approval is required that an admin approved or declined them (locally the stack's
 * sweep runs it as a CRM job).
 */
export const joinDecisionNotices = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await runJoinDecisionNotices();
});
import { runRequestReplies } from './requests/replies.js';
/**
 * Answers booking and group workshop requests and project inquiries once staff schedule or decline them
 * (locally the stack's sweep runs it as a CRM job).
 */
export const requestReplies = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await runRequestReplies();
});
import { runWorkshopFeedbackRequests } from './workshops/feedback-requests.js';
/**
 * E-mails a delivered workshop's feedback form to its participants once (locally the stack's sweep runs it as a
 * CRM job).
 */
export const workshopFeedbackRequests = onSchedule({ schedule: 'every 1 minutes', region }, async () => {
  await runWorkshopFeedbackRequests();
});
import { handleUndoHistory } from './history/undo.js';
/**
 * Undoes a history entry within its days (POST {entryId}, the caller's ID token): restores exactly what the
 * entry stored, or says why not; the undo is itself logged.
 */
export const undoHistory = onRequest({ cors: true, region }, handleUndoHistory);
