import { AppError, ERRORS } from '../../lib/errors';

export const PARTICIPANT_BATCH_SIZE = 10;
export const PARTICIPANT_BATCH_DELAY_MS = 1000;

/**
 * One recipient that did not get the message. `logId` is the id of the `failed` workshopEmailLogs entry written
 * for it (null when there is none, e.g. the log itself could not be written); a retry turns that SAME entry
 * into `sent` instead of writing a new one, so each recipient keeps exactly one entry per message.
 */
export interface FailedSend {
  recipient: string;
  error: string;
  logId: string | null;
}

export interface BatchResult {
  sent: string[];
  failed: FailedSend[];
}

/** The log entry id a failed send carries (see `EmailSendError`), if any. */
const logIdOf = (reason: unknown): string | null => {
  const id = (reason as { logId?: unknown } | null)?.logId;
  return typeof id === 'string' && id ? id : null;
};

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one message per recipient in batches of 10 with 1 second between batches (spec section 9). Recipients
 * are trimmed and de-duplicated case-insensitively first, so nobody gets the same update twice; each
 * recipient's outcome is recorded, so none is lost. `sleep` is injectable so tests run on a fake clock.
 */
export async function sendInBatches(
  recipients: string[],
  send: (recipient: string) => Promise<void>,
  options: { batchSize?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<BatchResult> {
  const {
    batchSize = PARTICIPANT_BATCH_SIZE,
    delayMs = PARTICIPANT_BATCH_DELAY_MS,
    sleep = realSleep,
  } = options;
  const seen = new Set<string>();
  const unique = recipients
    .map((r) => r.trim())
    .filter((r) => r && !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
  if (unique.length === 0) throw new AppError(ERRORS.noParticipantEmails);
  const result: BatchResult = { sent: [], failed: [] };
  for (let i = 0; i < unique.length; i += batchSize) {
    if (i > 0) await sleep(delayMs);
    const batch = unique.slice(i, i + batchSize);
    const outcomes = await Promise.allSettled(batch.map((r) => send(r)));
    outcomes.forEach((o, j) => {
      const recipient = batch[j]!;
      if (o.status === 'fulfilled') result.sent.push(recipient);
      else
        result.failed.push({
          recipient,
          error: o.reason instanceof Error ? o.reason.message : String(o.reason),
          logId: logIdOf(o.reason),
        });
    });
  }
  return result;
}

/**
 * Raised when some participants did not get the update; `failed` names them and `failedSends` carries their
 * failed log entries, which is what a retry should resend (updating those entries, not adding new ones).
 */
export class ParticipantSendError extends AppError {
  readonly failed: string[];
  readonly failedSends: FailedSend[];
  readonly sent: string[];
  constructor(result: BatchResult) {
    super(ERRORS.participantEmailsFailed, result.failed.map((f) => `${f.recipient}: ${f.error}`).join('; '));
    this.failed = result.failed.map((f) => f.recipient);
    this.failedSends = result.failed;
    this.sent = result.sent;
  }
}
