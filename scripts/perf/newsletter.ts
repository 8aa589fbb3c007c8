import { addressHash } from '../../functions/src/mail/unsubscribe-token';
import { campaignRecord } from '@storytelling/shared/newsletters';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../seed/accounts';
import { adminFor } from '../seed/admin';
import { seedDemo } from '../seed/index';
import type { CaughtMail } from '../stack/smtp-catcher';
import { startStack, type Stack } from '../stack/index';
import { waitForValue as until } from '../stack/ports';

/**
 * The newsletter benchmark (one of `npm run perf`'s budgets): a campaign to N subscribers through the real
 * pipeline on its own local stack (newsletterAction → Firestore → Cloud Tasks emulator → worker → SMTP
 * catcher), the audience salted with suppressed, unsubscribed and pending addresses that must never receive
 * it. `steady` runs undisturbed; `disturbed` pauses at a quarter and resumes, then kills the functions
 * process (SIGKILL) half-way and starts it again. Reports time, the overall and the busiest-second rate (the
 * queue's pace is 10 a second), lost, duplicated and wrongly sent messages.
 */
export interface NewsletterRunResult {
  label: string;
  recipients: number;
  seconds: number;
  /** Recipients a second over the whole run (pauses and restarts included). */
  rate: number;
  /** The most deliveries claimed within one second, from their records: at most 10 if the rate held. */
  busiestSecond: number;
  lost: number;
  duplicates: number;
  /** Messages to suppressed, unsubscribed or pending addresses (must be 0). */
  wronglySent: number;
}

const EXCLUDED = 30;

async function token(stack: Stack): Promise<string> {
  const res = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS.organisationAdmin, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** A list with N subscribed readers and EXCLUDED who must not get it, and a campaign to it. */
async function seedAudience(stack: Stack, id: string, n: number) {
  const admin = adminFor(stack);
  try {
    const now = new Date();
    await admin.db.doc(`subscriberLists/${id}`).set({
      organisationId: DEMO_ORG_ID,
      name: `Benchmark ${id}`,
      description: '',
      doubleOptIn: false,
      createdAt: now,
      updatedAt: now,
    });
    const writer = admin.db.bulkWriter();
    const expected: string[] = [];
    const excluded: string[] = [];
    const add = (email: string, status: 'subscribed' | 'pending' | 'unsubscribed') => {
      const r = subscriberRecord({
        organisationId: DEMO_ORG_ID,
        email,
        lists: [id],
        status,
        consent: { source: 'import', at: now, wording: 'Yes' },
        now,
      });
      void writer.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
    };
    for (let i = 0; i < n; i++) {
      const email = `r${i}-${id}@perf.test`;
      expected.push(email);
      add(email, 'subscribed');
    }
    for (let i = 0; i < EXCLUDED; i++) {
      const kind = (['suppressed', 'pending', 'unsubscribed'] as const)[i % 3]!;
      const email = `${kind}${i}-${id}@perf.test`;
      excluded.push(email);
      add(email, kind === 'suppressed' ? 'subscribed' : kind);
      if (kind === 'suppressed')
        void writer.set(admin.db.doc(`suppressions/${addressHash(email)}`), {
          addressHash: addressHash(email),
          maskedEmail: 's••@perf.test',
          reason: 'unsubscribed',
          source: 'unsubscribe-page',
          createdAt: now,
        });
    }
    void writer.set(
      admin.db.doc(`campaigns/${id}`),
      campaignRecord({
        organisationId: DEMO_ORG_ID,
        subject: `Benchmark ${id}`,
        html: '<p>The benchmark newsletter.</p>',
        lists: [id],
        createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
        now,
      }),
    );
    await writer.close();
    return { expected, excluded };
  } finally {
    await admin.close();
  }
}

async function runOnce(
  stack: Stack,
  label: string,
  n: number,
  disturb: boolean,
): Promise<NewsletterRunResult> {
  const id = `${label}-${Date.now().toString(36)}`;
  const { expected, excluded } = await seedAudience(stack, id, n);
  const subject = `Benchmark ${id}`;
  const mine = () => stack.catcher.mails.filter((m: CaughtMail) => m.subject === subject);
  const endpoint = stack.emailEndpoint.replace(/\/sendEmail$/, '/newsletterAction');
  const call = async (action: string) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(stack)}` },
      body: JSON.stringify({ action, campaignId: id }),
    });
    if (!res.ok) throw new Error(`${action} refused: ${res.status} ${await res.text()}`);
  };
  const started = Date.now();
  await call('send');
  if (disturb) {
    await until('a quarter', async () => mine().length >= n / 4, n * 1000);
    await call('pause');
    console.log(`  ${label}: paused at ${mine().length} of ${n}`);
    await new Promise((r) => setTimeout(r, 5000));
    console.log(`  ${label}: resumed at ${mine().length} of ${n}`);
    await call('resume');
    await until('half', async () => mine().length >= n / 2, n * 1000);
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
    n * 1000 + 180_000,
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000)); // anything sent twice would arrive by now
  const got = mine();
  const per = new Map<string, number>();
  for (const m of got) per.set(m.to[0]!, (per.get(m.to[0]!) ?? 0) + 1);
  const admin = adminFor(stack);
  const deliveries = await admin.db
    .collection(`mailMessages/campaign-${id}/deliveries`)
    .select('claimedAt')
    .get();
  await admin.close();
  const perSecond = new Map<number, number>();
  for (const d of deliveries.docs) {
    const at = (d.get('claimedAt') as { toMillis(): number } | undefined)?.toMillis();
    if (at) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
  }
  return {
    label,
    recipients: n,
    seconds,
    rate: Math.round((n / seconds) * 10) / 10,
    busiestSecond: Math.max(0, ...perSecond.values()),
    lost: expected.filter((r) => !per.has(r)).length,
    duplicates: got.length - per.size,
    wronglySent: excluded.filter((r) => per.has(r)).length,
  };
}

/** The runs on one stack of their own (the kill must not disturb anything else). */
export async function measureNewsletter(
  n = 2000,
  which: 'steady' | 'disturbed' | 'both' = 'both',
): Promise<NewsletterRunResult[]> {
  const stack = await startStack({ projectId: 'demo-perf-newsletter' });
  try {
    await seedDemo(stack);
    const out: NewsletterRunResult[] = [];
    if (which !== 'disturbed') out.push(await runOnce(stack, 'steady', n, false));
    if (which !== 'steady') out.push(await runOnce(stack, 'disturbed', n, true));
    return out;
  } finally {
    await stack.stop();
  }
}

/** Whether a run kept the promises: nobody missed, nobody twice, nobody excluded reached, the pace held. */
export const newsletterRunOk = (r: NewsletterRunResult) =>
  r.lost === 0 && r.duplicates === 0 && r.wronglySent === 0 && r.busiestSecond <= 20;

// `npx tsx scripts/perf/newsletter.ts [N] [steady|disturbed|both]`: this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const which = (process.argv[3] ?? 'both') as 'steady' | 'disturbed' | 'both';
  const results = await measureNewsletter(Number(process.argv[2] ?? 2000), which);
  console.table(results);
  process.exit(results.every(newsletterRunOk) ? 0 : 1);
}
