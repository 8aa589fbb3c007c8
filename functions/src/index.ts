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
import { handleSendEmail } from './send-email.js';
import { handleUnsubscribe } from './unsubscribe.js';
import { runCrmJobs } from './crm-jobs.js';
import { handleWorkshopRequest } from './workshops/request-workshop.js';
import { handleSubscribers } from './subscribers/handler.js';
import { expirePendingSignups } from './subscribers/store.js';

initializeApp();
getFirestore().settings({ ignoreUndefinedProperties: true });

const region = 'us-central1';

/** The e-mail endpoint: POST a MailRequest (shared/mail-api.ts) with the caller's Firebase ID token. */
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
 * The queue worker: one task per batch of 10 deliveries, one batch a second (the spec's pace). A transient SMTP
 * failure throws once the batch is done, so that Cloud Tasks retries it with backoff; each delivery's claim makes
 * a retried or duplicated task send nothing twice.
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
export const sweepMailNow = onRequest({ region }, async (req, res) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    res.status(404).end();
    return;
  }
  res.json({
    ...(await sweepStalledMail()),
    prunedDays: await pruneMailStats(),
    deletions: await sweepStalledDeletions(),
    crm: await runCrmJobs(),
  });
});

// ── CRM (issues 15 and 16): each area adds its exports between its own markers below. ──
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
// crm-functions: end subscribers
// crm-functions: newsletters
// crm-functions: end newsletters
// crm-functions: drip campaigns
// crm-functions: end drip campaigns
// crm-functions: feedback forms
// crm-functions: end feedback forms
// crm-functions: announcements
// crm-functions: end announcements
