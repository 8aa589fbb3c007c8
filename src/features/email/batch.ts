import { AppError, ERRORS } from '../../lib/errors';

export const PARTICIPANT_BATCH_SIZE = 10;
export const PARTICIPANT_BATCH_DELAY_MS = 1000;

export interface BatchResult {
  sent: string[];
  failed: { recipient: string; error: string }[];
}

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
        });
    });
  }
  return result;
}

/** Raised when some participants did not get the update; `failed` is what a retry should send to. */
export class ParticipantSendError extends AppError {
  readonly failed: string[];
  readonly sent: string[];
  constructor(result: BatchResult) {
    super(ERRORS.participantEmailsFailed, result.failed.map((f) => `${f.recipient}: ${f.error}`).join('; '));
    this.failed = result.failed.map((f) => f.recipient);
    this.sent = result.sent;
  }
}
