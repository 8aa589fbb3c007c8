import { DEMO_ACCOUNTS } from '../seed/accounts';
import { adminFor } from '../seed/admin';
import { seedDemo } from '../seed/index';
import type { CaughtMail } from '../stack/smtp-catcher';
import { startStack, type Stack } from '../stack/index';
import { waitForValue as until } from '../stack/ports';

/**
 * The participant-update benchmark (one of `npm run perf`'s budgets): N recipients through the real pipeline
 * on its own local stack (endpoint → Firestore → Cloud Tasks emulator → worker → SMTP catcher). Run twice:
 * undisturbed, and with the functions process killed (SIGKILL, as a crash) half-way and started again.
 * Reports time, the busiest second (the queue's rate is 10 a second), lost and duplicated messages.
 */
export interface MailRunResult {
  label: string;
  recipients: number;
  seconds: number;
  /** Recipients a second over the whole run. */
  rate: number;
  /** Deliveries claimed together (less than 500 ms apart, from their records): the batches of ≤ 10. */
  largestBatch: number;
  /** The shortest time from one batch's start to the next one's: at least 1 s by the spec. */
  minBatchGapMs: number;
  /** Recipients who never got the message. */
  lost: number;
  /** Extra copies received (same recipient twice). */
  duplicates: number;
  /** Distinct Message-IDs received: a resent copy after a crash keeps its delivery's Message-ID. */
  distinctMessageIds: number;
}

async function token(stack: Stack): Promise<string> {
  const res = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS.facilitator, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** A workshop of the demo facilitator with N participants, each an interest record as showInterest writes it. */
async function seedWorkshop(stack: Stack, id: string, n: number): Promise<string[]> {
  const admin = adminFor(stack);
  try {
    const now = new Date();
    const f = DEMO_ACCOUNTS.facilitator;
    await admin.db.doc(`workshops/${id}`).set({
      title: `Benchmark ${id}`,
      date: '2027-06-01',
      startTime: '10:00',
      endTime: '12:00',
      address: '',
      description: '',
      leadContact: { name: 'Lead', email: 'lead@perf.test', phone: '' },
      additionalContacts: [],
      organisationId: 'demo-org',
      organisationName: 'Riverside Heritage School',
      duration: 2,
      status: 'scheduled',
      facilitators: [{ userId: f.uid, name: f.name, email: f.email, type: 'primary' }],
      facilitatorIds: [f.uid],
      responses: {},
      participantIds: [],
      createdAt: now,
      updatedAt: now,
    });
    const writer = admin.db.bulkWriter();
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const userId = `perf-${id}-${i}`;
      const email = `p${i}-${id}@perf.test`;
      emails.push(email);
      void writer.set(admin.db.doc(`interest/${id}_${userId}`), {
        workshopId: id,
        userId,
        name: `Participant ${i}`,
        email,
        canAttend: true,
        needsCoverage: false,
        notes: '',
        createdAt: now,
        updatedAt: now,
      });
    }
    await writer.close();
    return emails;
  } finally {
    await admin.close();
  }
}

async function runOnce(stack: Stack, label: string, n: number, kill: boolean): Promise<MailRunResult> {
  const id = `${label}-${Date.now().toString(36)}`;
  const recipients = await seedWorkshop(stack, id, n);
  const subject = `Update: Benchmark ${id} on 2027-06-01`;
  const mine = () => stack.catcher.mails.filter((m: CaughtMail) => m.subject === subject);
  const started = Date.now();
  const res = await fetch(stack.emailEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(stack)}` },
    body: JSON.stringify({
      kind: 'participantUpdate',
      context: { workshopId: id },
      to: recipients,
      text: 'Benchmark',
    }),
  });
  if (res.status !== 202) throw new Error(`the update was not queued: ${res.status} ${await res.text()}`);
  const { messageId } = (await res.json()) as { messageId: string };
  if (kill) {
    await until('half the messages', async () => mine().length >= n / 2, n * 1000);
    console.log(`  ${label}: killing the functions process at ${mine().length} of ${n}…`);
    await stack.killFunctions();
    await new Promise((r) => setTimeout(r, 2000));
    await stack.startFunctions();
    console.log(
      `  ${label}: functions started again at ${mine().length} of ${n}; the sweep re-queues the rest`,
    );
  }
  await until(
    `all ${n} messages`,
    async () => new Set(mine().map((m) => m.to[0])).size >= n,
    n * 1000 + 120_000,
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000)); // anything sent twice would arrive by now
  const got = mine();
  const perRecipient = new Map<string, number>();
  for (const m of got) perRecipient.set(m.to[0]!, (perRecipient.get(m.to[0]!) ?? 0) + 1);
  // The pace is the sender's: when each delivery was last claimed (the mails' arrival adds network jitter).
  const admin = adminFor(stack);
  const deliveries = await admin.db.collection(`mailMessages/${messageId}/deliveries`).get();
  await admin.close();
  const times = deliveries.docs
    .map((d) => (d.get('claimedAt') as { toMillis(): number }).toMillis())
    .sort((a, b) => a - b);
  const batches: number[][] = [];
  for (const t of times) {
    const last = batches.at(-1);
    if (last && t - last.at(-1)! < 500) last.push(t);
    else batches.push([t]);
  }
  const gaps = batches.slice(1).map((b, i) => b[0]! - batches[i]![0]!);
  return {
    label,
    recipients: n,
    seconds,
    rate: Math.round((n / seconds) * 10) / 10,
    largestBatch: Math.max(...batches.map((b) => b.length)),
    minBatchGapMs: gaps.length ? Math.min(...gaps) : 0,
    lost: recipients.filter((r) => !perRecipient.has(r)).length,
    duplicates: got.length - perRecipient.size,
    distinctMessageIds: new Set(got.map((m) => m.messageId)).size,
  };
}

/** Both runs on one stack of their own (the kill must not disturb anything else). */
export async function measureMailQueue(n = 1000): Promise<MailRunResult[]> {
  const stack = await startStack({ projectId: 'demo-perf-mail' });
  try {
    await seedDemo(stack);
    return [await runOnce(stack, 'steady', n, false), await runOnce(stack, 'killed', n, true)];
  } finally {
    await stack.stop();
  }
}

// `npx tsx scripts/perf/mail-queue.ts [N]`: this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureMailQueue(Number(process.argv[2] ?? 1000));
  console.table(results);
  process.exit(results.every((r) => r.lost === 0 && r.duplicates === 0) ? 0 : 1);
}
