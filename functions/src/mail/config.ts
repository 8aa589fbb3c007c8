import { defineSecret } from 'firebase-functions/params';
import { DEFAULT_PRODUCT_NAME } from '@storytelling/shared/mail-kinds';
import { positiveInt } from '../validate.js';

/**
 * The mail pipeline's settings, from the functions' environment (functions/.env.example) and Secret Manager.
 * The local stack sets them for the emulators (scripts/stack).
 */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');

export const supportAddress = () => process.env.SUPPORT_EMAIL ?? 'support@storytelling.example';
export const productName = () => process.env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME;

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;
/**
 * The app's address for links in e-mails (join links, unsubscribe pages): APP_ORIGIN in production. On the
 * emulators a loopback origin of the request is used instead, since test runs serve the app on free ports; a
 * caller can never point a link at another host.
 */
export function appOrigin(requestOrigin?: string): string {
  if (process.env.FUNCTIONS_EMULATOR === 'true' && requestOrigin && LOOPBACK_ORIGIN.test(requestOrigin))
    return requestOrigin;
  return (process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
}

/** The unsubscribe function's own URL, for the RFC 8058 one-click POST. */
export function unsubscribeFunctionUrl(): string {
  if (process.env.UNSUBSCRIBE_URL) return process.env.UNSUBSCRIBE_URL;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
  return `https://us-central1-${project}.cloudfunctions.net/unsubscribe`;
}

/**
 * The tracking function's own URL (`t`, index.ts), which open pixels and click links point at: TRACK_URL, else
 * beside the unsubscribe function (same project and region), as on the local stack.
 */
export function trackFunctionUrl(): string {
  if (process.env.TRACK_URL) return process.env.TRACK_URL.replace(/\/+$/, '');
  return unsubscribeFunctionUrl().replace(/\/unsubscribe$/, '/t');
}

/** Requests per account per window, kept in Firestore; staff get more (they invite and assign in bulk). */
export const QUOTA = {
  windowMs: positiveInt(process.env.EMAIL_RATE_WINDOW_SECONDS, 60) * 1000,
  member: positiveInt(process.env.EMAIL_RATE_LIMIT, 30),
  staff: positiveInt(process.env.EMAIL_STAFF_RATE_LIMIT, 300),
};

/**
 * The task queue's pace, the product's own: participant updates go in batches of 10, one batch a
 * second. One task is one batch; the queue dispatches one a second, one at a time, so the rate holds however
 * many recipients there are and whichever instance runs them.
 */
export const QUEUE = {
  batchSize: 10,
  batchIntervalMs: 1000,
  maxDispatchesPerSecond: 1,
  maxConcurrentDispatches: 1,
  maxAttempts: 5,
  minBackoffSeconds: 5,
};

/** A claim older than this is taken to belong to a worker that died; a message idle this long is re-queued. */
export const CLAIM_MS = positiveInt(process.env.MAIL_CLAIM_SECONDS, 60) * 1000;
export const STALL_MS = positiveInt(process.env.MAIL_STALL_SECONDS, 30) * 1000;
