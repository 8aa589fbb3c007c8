import { expirePendingSignups } from './subscribers/store.js';

/**
 * The CRM's timed jobs (due newsletters, drip steps, feedback notice digests) as the local stack runs them: the
 * emulators have no scheduler, so the stack's 5-second sweep (`sweepMailNow`) calls `runCrmJobs` too. In
 * production each job is also exported as its own `onSchedule` function. Each job's failure is reported in the
 * result and does not stop the others; each job must be safe to run twice in the same minute.
 */
type CrmJob = () => Promise<unknown>;

const JOBS: Record<string, CrmJob> = {
  // crm-jobs: each area adds its job on its own line below (name: function)
  drip: async () => (await import('./drip/run-drip.js')).runDrip(new Date()),
  feedbackNotices: async () => (await import('./feedback/notices.js')).runFeedbackNotices(),
  newsletters: async () => (await import('./newsletters/send.js')).startDueCampaigns(),
  expireSignups: () => expirePendingSignups(),
  analytics: async () => (await import('./analytics/rollup.js')).runAnalytics(),
  joinDecisions: async () => (await import('./memberships/join-decisions.js')).runJoinDecisionNotices(),
  requestReplies: async () => (await import('./requests/replies.js')).runRequestReplies(),
  workshopFeedbackRequests: async () =>
    (await import('./workshops/feedback-requests.js')).runWorkshopFeedbackRequests(),
};

export async function runCrmJobs(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const [name, job] of Object.entries(JOBS)) {
    try {
      results[name] = await job();
    } catch (err) {
      results[name] = { error: err instanceof Error ? err.message : String(err) };
    }
  }
  return results;
}
