import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { dripCampaignRecord } from '@storytelling/shared/drip';
import { subscriberId, subscriberRecord } from '@storytelling/shared/subscribers';
import { readImportCsv, type ImportPlan, type RowProblem } from '../../src/features/subscribers/model';
import * as service from '../../src/features/subscribers/service';
import { env } from '../../src/lib/env';
import { authClient, db } from '../../src/lib/firebase';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../seed/accounts';
import { adminFor } from '../seed/admin';
import { seedDemo } from '../seed/index';
import { startStack, type Stack } from '../stack/index';

/**
 * The subscriber import benchmark: the import must handle a 10,000-row CSV with 5 % bad rows and report each
 * bad row, and a second import of the same file must change nothing. On a local stack of its own, the real
 * preview and write of src/features/subscribers (the web SDK signed in as the demo organisation's admin, so
 * the rules apply) import N rows, one in twenty bad: an invalid address, a duplicate within the file, or an
 * address whose record is already unsubscribed. Every check that fails is printed and makes the exit code 1.
 */
const ORG = DEMO_ORG_ID;
const WORDING = 'Agreed to receive our news by e-mail (benchmark import).';
/** Every twentieth row is bad: 5 %. */
const BAD_EVERY = 20;
const BAD_KINDS = ['invalidAddress', 'duplicate', 'unsubscribed'] as const;
type PlantedProblem = (typeof BAD_KINDS)[number];
const INVALID = (i: number) =>
  [
    `no-at-sign-${i}.perf.test`,
    `two@@at-${i}.perf.test`,
    `with space ${i}@perf.test`,
    `comma,${i}@perf.test`,
  ][i % 4]!;

interface Csv {
  text: string;
  /** Every planted bad row, by its line in the file (the header is line 1). */
  planted: Map<number, PlantedProblem>;
  /** The addresses of the good rows, each once. */
  good: string[];
  /** The addresses planted as already unsubscribed in Firestore. */
  unsubscribed: string[];
}

/** N rows: mostly new addresses, every BAD_EVERY-th one bad, the kinds of problem taken in turn. */
function buildCsv(n: number, run: string): Csv {
  const lines = ['email,name'];
  const planted = new Map<number, PlantedProblem>();
  const good: string[] = [];
  const unsubscribed: string[] = [];
  for (let i = 0; i < n; i++) {
    const line = i + 2;
    const bad = i % BAD_EVERY === BAD_EVERY - 1 ? BAD_KINDS[Math.floor(i / BAD_EVERY) % 3]! : null;
    if (bad === 'invalidAddress') lines.push(`"${INVALID(i)}",Broken ${i}`);
    // an earlier good address again, in capitals: the same address once normalised
    else if (bad === 'duplicate') lines.push(`${good[(i * 7) % good.length]!.toUpperCase()},Again ${i}`);
    else if (bad === 'unsubscribed') {
      const email = `gone-${i}-${run}@perf.test`;
      unsubscribed.push(email);
      lines.push(`${email},Gone ${i}`);
    } else {
      const email = `row-${i}-${run}@perf.test`;
      good.push(email);
      lines.push(`${email},Person ${i}`);
    }
    if (bad) planted.set(line, bad);
  }
  return { text: lines.join('\n'), planted, good, unsubscribed };
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

const seconds = (since: number) => (Date.now() - since) / 1000;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** The unsubscribed records the file meets, written first with the shared builder, as an unsubscribe leaves them. */
async function plantUnsubscribed(stack: Stack, emails: string[], listId: string): Promise<void> {
  const admin = adminFor(stack);
  try {
    const at = new Date(Date.now() - 30 * 86_400_000);
    const writer = admin.db.bulkWriter();
    for (const email of emails) {
      const r = subscriberRecord({
        organisationId: ORG,
        email,
        name: 'Unsubscribed before',
        lists: [listId],
        status: 'unsubscribed',
        consent: { source: 'signupForm', at, wording: 'Yes' },
        now: at,
      });
      void writer.set(admin.db.doc(`subscribers/${r.id}`), r.doc);
    }
    await writer.close();
  } finally {
    await admin.close();
  }
}

/** status and updatedAt (ms) of these addresses' records, read with the Admin SDK. */
async function snapshotOf(stack: Stack, emails: string[]) {
  const admin = adminFor(stack);
  try {
    const out = new Map<string, { status: string; updatedAt: number } | null>();
    for (let i = 0; i < emails.length; i += 500) {
      const refs = emails.slice(i, i + 500).map((e) => admin.db.doc(`subscribers/${subscriberId(ORG, e)}`));
      const snaps = await admin.db.getAll(...refs);
      snaps.forEach((s, j) => {
        const d = s.data();
        out.set(
          emails[i + j]!,
          d
            ? { status: String(d.status), updatedAt: (d.updatedAt as { toMillis(): number }).toMillis() }
            : null,
        );
      });
    }
    return out;
  } finally {
    await admin.close();
  }
}

/** Every planted bad row is reported at its line with its problem, and no other row is. */
function checkReport(plan: ImportPlan, csv: Csv, label: string): void {
  const reported = new Map(plan.rows.filter((r) => r.problem).map((r) => [r.line, r.problem!]));
  const wrong = [...csv.planted].filter(([line, problem]) => reported.get(line) !== problem);
  const extra = [...reported.keys()].filter((line) => !csv.planted.has(line));
  check(
    wrong.length === 0,
    `${label}: each of the ${csv.planted.size} bad rows reported at its line with its problem`,
  );
  for (const [line, problem] of wrong.slice(0, 5))
    console.log(`       line ${line}: planted ${problem}, reported ${reported.get(line) ?? 'nothing'}`);
  check(extra.length === 0, `${label}: no good row reported (${extra.length} were)`);
  const plantedCounts: Partial<Record<RowProblem, number>> = {};
  for (const p of csv.planted.values()) plantedCounts[p] = (plantedCounts[p] ?? 0) + 1;
  check(
    BAD_KINDS.every((k) => (plan.problems[k] ?? 0) === (plantedCounts[k] ?? 0)) &&
      Object.keys(plan.problems).every((k) => BAD_KINDS.includes(k as PlantedProblem)),
    `${label}: counts per problem ${JSON.stringify(plan.problems)} = planted ${JSON.stringify(plantedCounts)}`,
  );
}

/** An active campaign that starts when someone joins the list; its one step waits 30 days, so nothing is sent. */
async function activeWelcomeSeries(stack: Stack, listId: string, run: string): Promise<string> {
  const admin = adminFor(stack);
  try {
    const id = `perf-welcome-${run}`;
    const campaign = dripCampaignRecord({
      organisationId: ORG,
      name: 'Welcome (benchmark)',
      state: 'active',
      trigger: { type: 'listJoined', listId },
      steps: [
        {
          id: 'one',
          subject: 'Welcome',
          bodyHtml: '<p>Hello</p>',
          delayAmount: 30,
          delayUnit: 'days',
          sendingHours: null,
        },
      ],
      timeZone: 'UTC',
      now: new Date(Date.now() - 60_000),
    });
    await admin.db.doc(`dripCampaigns/${id}`).set(campaign);
    return id;
  } finally {
    await admin.close();
  }
}

async function enrolmentsOf(stack: Stack, campaignId: string): Promise<number> {
  const admin = adminFor(stack);
  try {
    const q = admin.db.collection('dripEnrollments').where('campaignId', '==', campaignId);
    return (await q.count().get()).data().count;
  } finally {
    await admin.close();
  }
}

/**
 * The import above asked for no automations: a run of the campaign enrols nobody. Then a small import that asks
 * for them: exactly its rows are enrolled.
 */
async function checkAutomations(
  stack: Stack,
  campaignId: string,
  listId: string,
  run: string,
): Promise<void> {
  const runDrip = async () => {
    const url = stack.emailEndpoint.replace(/\/sendEmail$/, '/runDripNow');
    const res = await fetch(`${url}?campaign=${encodeURIComponent(campaignId)}`);
    return ((await res.json()) as { enrolled?: number }).enrolled ?? -1;
  };
  await runDrip();
  const quiet = await enrolmentsOf(stack, campaignId);
  check(quiet === 0, `an import that did not ask started no automation: ${quiet} enrolled`);
  const asked = Array.from({ length: 200 }, (_, i) => `asked-${i}-${run}@perf.test`);
  const read = readImportCsv(['email', ...asked].join('\n'));
  if (!read.ok) throw new Error(read.error);
  const plan = await service.previewImport({
    organisationId: ORG,
    rows: read.rows,
    lists: [listId],
    wording: WORDING,
    startAutomations: true,
  });
  await service.writeImport(plan, () => undefined);
  await runDrip();
  const enrolled = await enrolmentsOf(stack, campaignId);
  check(
    enrolled === asked.length,
    `an import that asked enrolled exactly its ${asked.length} rows: ${enrolled}`,
  );
}

export interface ImportBenchResult {
  rows: number;
  badRows: number;
  previewSeconds: number;
  writeSeconds: number;
  written: number;
  writeRowsPerSecond: number;
  secondPreviewSeconds: number;
  secondWritten: number;
  failedChecks: number;
}

export async function measureSubscriberImport(n = 10_000): Promise<ImportBenchResult> {
  const stack = await startStack({ projectId: 'demo-perf-import' });
  try {
    await seedDemo(stack);
    // The app's services read their endpoints and emulator hosts from `env`: this stack's.
    Object.assign(env, stack.appConfig, { VITE_USE_EMULATORS: true });
    const { email, password } = DEMO_ACCOUNTS.organisationAdmin;
    await signInWithEmailAndPassword(authClient(), email, password);
    const run = Date.now().toString(36);
    const listId = await service.saveList(ORG, {
      name: `Import benchmark ${run}`,
      description: '',
      doubleOptIn: false,
    });
    const csv = buildCsv(n, run);
    // An active "joined a list" campaign on the list: the import must not start it unless asked.
    const campaignId = await activeWelcomeSeries(stack, listId, run);
    await plantUnsubscribed(stack, csv.unsubscribed, listId);
    const unsubscribedBefore = await snapshotOf(stack, csv.unsubscribed);
    const orgBefore = await service.countSubscribers({ organisationId: ORG });
    console.log(
      `  ${n} rows, ${csv.planted.size} bad (${csv.unsubscribed.length} already unsubscribed planted), list ${listId}`,
    );

    const read = readImportCsv(csv.text);
    if (!read.ok) throw new Error(`the file was refused: ${read.error}`);
    check(read.rows.length === n, `the file reads as ${n} rows (${read.rows.length})`);
    const input = { organisationId: ORG, rows: read.rows, lists: [listId], wording: WORDING };

    let t = Date.now();
    const plan = await service.previewImport(input);
    const previewSeconds = seconds(t);
    checkReport(plan, csv, 'first import');
    check(
      plan.writes.length === csv.good.length,
      `${csv.good.length} records to write (${plan.writes.length})`,
    );

    t = Date.now();
    const written = await service.writeImport(plan, (done) =>
      console.log(`  written ${done} of ${plan.writes.length} (${round1(seconds(t))} s)`),
    );
    const writeSeconds = seconds(t);
    check(written === csv.good.length, `${written} written`);

    const subscribedInList = await service.countSubscribers({
      organisationId: ORG,
      listId,
      status: 'subscribed',
    });
    check(subscribedInList === csv.good.length, `count(): ${subscribedInList} subscribed in the list`);
    const orgAfter = await service.countSubscribers({ organisationId: ORG });
    check(
      orgAfter - orgBefore === csv.good.length,
      `count(): the organisation gained ${orgAfter - orgBefore} records`,
    );
    const unsubscribedAfter = await snapshotOf(stack, csv.unsubscribed);
    check(
      csv.unsubscribed.every(
        (e) =>
          unsubscribedAfter.get(e)?.status === 'unsubscribed' &&
          unsubscribedAfter.get(e)?.updatedAt === unsubscribedBefore.get(e)?.updatedAt,
      ),
      `the ${csv.unsubscribed.length} unsubscribed records stayed unsubscribed and untouched`,
    );

    // The same file again: nothing to write, nothing touched.
    const sample = csv.good.filter((_, i) => i % Math.max(1, Math.floor(csv.good.length / 100)) === 0);
    const sampleBefore = await snapshotOf(stack, sample);
    t = Date.now();
    const again = await service.previewImport(input);
    const secondPreviewSeconds = seconds(t);
    const secondWritten = await service.writeImport(again, () => undefined);
    checkReport(again, csv, 'second import');
    check(
      again.writes.length === 0 && secondWritten === 0,
      `second import: ${secondWritten} written (${again.writes.length} planned)`,
    );
    check(
      again.outcomes.unchanged === csv.good.length,
      `second import: ${again.outcomes.unchanged} rows unchanged`,
    );
    const sampleAfter = await snapshotOf(stack, sample);
    check(
      sample.every((e) => sampleAfter.get(e)?.updatedAt === sampleBefore.get(e)?.updatedAt),
      `second import: updatedAt unchanged on a sample of ${sample.length}`,
    );
    const orgFinal = await service.countSubscribers({ organisationId: ORG });
    check(orgFinal === orgAfter, `second import: count() still ${orgFinal}`);
    await checkAutomations(stack, campaignId, listId, run);

    return {
      rows: n,
      badRows: csv.planted.size,
      previewSeconds: round1(previewSeconds),
      writeSeconds: round1(writeSeconds),
      written,
      writeRowsPerSecond: Math.round(written / writeSeconds),
      secondPreviewSeconds: round1(secondPreviewSeconds),
      secondWritten,
      failedChecks: failures.length,
    };
  } finally {
    await terminate(db()); // closes the web SDK's streams before the emulator goes
    await stack.stop();
  }
}

// `npx tsx scripts/perf/subscriber-import.ts [N]`: N rows (default 10,000, the import's maximum).
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSubscriberImport(Number(process.argv[2] ?? 10_000));
  console.table([result]);
  for (const f of failures) console.log(`FAILED: ${f}`);
  process.exit(failures.length === 0 ? 0 : 1);
}
