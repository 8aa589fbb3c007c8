import type { Firestore } from 'firebase-admin/firestore';
import { waitForValue as until } from '../../scripts/stack/ports';

/** The parts of a test stack (integration or browser tier) these helpers reach. */
interface MailStack {
  emailEndpoint: string;
  tasksPort: number;
}

/** What one sweep did, as `sweepMailNow` answers (functions/src/index.ts). */
export interface SweepResult {
  messages: number;
  requeued: number;
  crm: Record<string, unknown>;
}

/**
 * Runs the local stack's sweep now and waits for it to finish: stalled mail re-queued, then the CRM's timed jobs
 * (newsletters due, drip steps, feedback notice digests). The stack's own timer does the same every few seconds;
 * a test that needs "a sweep has run since" calls this instead of sleeping through the timer's ticks.
 */
export async function sweepNow(stack: Pick<MailStack, 'emailEndpoint'>): Promise<SweepResult> {
  const response = await fetch(stack.emailEndpoint.replace(/\/sendEmail$/, '/sweepMailNow'));
  if (!response.ok) throw new Error(`sweepMailNow answered ${response.status}`);
  return (await response.json()) as SweepResult;
}

/**
 * Waits until the task queues hold nothing more to hand out, then runs one sweep (the only other thing that
 * queues mail again). The mail queue hands out one batch at a time, each after the one before has finished, so
 * once it is empty every batch asked for has been handed out and all but the last have finished; a message whose
 * deliveries all have an outcome can then send nothing more. A test counts the catcher after this instead of
 * sleeping and hoping a late duplicate would have arrived by then.
 */
export async function mailQueueIdle(stack: MailStack): Promise<void> {
  await until('the task queues to empty', async () => {
    const response = await fetch(`http://127.0.0.1:${stack.tasksPort}/queueStats`);
    const queues = (await response.json()) as Record<string, { numberOfTasks: number }>;
    return Object.values(queues).every((q) => q.numberOfTasks === 0);
  });
  await sweepNow(stack);
}

/**
 * Waits until none of a message's deliveries is being sent: after a pause, the batch that was under way has
 * landed (each delivery is caught before it is marked sent).
 */
export async function noDeliveryInFlight(db: Firestore, messageId: string): Promise<void> {
  const sending = db.collection(`mailMessages/${messageId}/deliveries`).where('status', '==', 'sending');
  await until('the batch under way to land', async () => (await sending.get()).empty);
}
