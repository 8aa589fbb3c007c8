import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import {
  newRequestRecord,
  REQUEST_COLLECTIONS,
  type RequestKind,
} from '../../functions/src/requests/records';
import type { Cursors } from '../../src/features/requests/model';
import { listInboxPage, type InboxFilters } from '../../src/features/requests/service';
import { env } from '../../src/lib/env';
import { authClient, db } from '../../src/lib/firebase';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../seed/accounts';
import { adminFor } from '../seed/admin';
import { seedDemo } from '../seed/index';
import { startStack } from '../stack/index';

/**
 * The requests inbox with 2,000 requests: the first page must cost at most 25 document reads, and paging on with
 * the cursor must show every request once. On a stack of its own, 2,000 requests (bookings, group requests and
 * inquiries, built by the server's own builder) are written; the super admin's unfiltered inbox and an
 * organisation filter are read with the app's own service (the web SDK signed in, so the rules apply).
 */
export const INBOX_READ_BUDGET = 25;
const KINDS: RequestKind[] = ['booking', 'group', 'inquiry'];

export interface InboxFigures {
  requests: number;
  firstPageReads: number;
  firstPageShown: number;
  /** Pages read to go through one organisation's requests, and whether each showed once. */
  orgPages: number;
  orgShown: number;
  orgExpected: number;
  repeats: number;
}

async function writeRequests(admin: ReturnType<typeof adminFor>, n: number, run: string): Promise<number> {
  const start = Date.now() - n * 60_000;
  let inOrg = 0;
  for (let from = 0; from < n; from += 450) {
    const batch = admin.db.batch();
    for (let i = from; i < Math.min(n, from + 450); i++) {
      const kind = KINDS[i % 3]!;
      const organisationId = kind !== 'inquiry' && i % 2 === 0 ? DEMO_ORG_ID : `perf-org-${i % 7}`;
      if (organisationId === DEMO_ORG_ID) inOrg += 1;
      const request =
        kind === 'group'
          ? {
              groupName: `Perf group ${i}`,
              groupSize: 10,
              urgency: 'low',
              contactMethod: 'email',
              contactName: 'P',
              contact: `p${i}-${run}@perf.test`,
              availability: {},
              notes: '',
            }
          : {
              organisationName: `Perf org ${i}`,
              contactName: 'P',
              contactEmail: `p${i}-${run}@perf.test`,
              notes: '',
            };
      batch.set(
        admin.db.doc(`${REQUEST_COLLECTIONS[kind]}/perf-${run}-${i}`),
        newRequestRecord({
          kind,
          request,
          organisationId,
          filer: { uid: '', source: 'visitor' },
          now: new Date(start + i * 60_000),
        }),
      );
    }
    await batch.commit();
  }
  return inOrg;
}

const filters = (organisationId: string | null): InboxFilters => ({
  organisationId,
  kind: null,
  status: null,
  urgency: null,
  from: '',
  to: '',
  order: 'desc',
});

export async function measureRequestsInbox(n = 2000): Promise<InboxFigures> {
  const stack = await startStack({ projectId: 'demo-perf-inbox' });
  const admin = adminFor(stack);
  try {
    await seedDemo(stack);
    Object.assign(env, stack.appConfig, { VITE_USE_EMULATORS: true });
    const run = Date.now().toString(36);
    const before = (
      await Promise.all(
        KINDS.map((k) =>
          admin.db
            .collection(REQUEST_COLLECTIONS[k])
            .where('organisationId', '==', DEMO_ORG_ID)
            .count()
            .get(),
        ),
      )
    ).reduce((sum, c) => sum + c.data().count, 0);
    const inOrg = await writeRequests(admin, n, run);
    const { email, password } = DEMO_ACCOUNTS.superAdmin;
    await signInWithEmailAndPassword(authClient(), email, password);
    const first = await listInboxPage(filters(null));
    // One organisation's requests, page after page with the cursor: each shown once, none missed.
    const seen = new Map<string, number>();
    let cursors: Cursors = {};
    let pages = 0;
    for (;;) {
      const page = await listInboxPage(filters(DEMO_ORG_ID), cursors);
      pages += 1;
      if (page.reads > INBOX_READ_BUDGET) throw new Error(`page ${pages} read ${page.reads} documents`);
      for (const item of page.items)
        seen.set(`${item.kind}/${item.id}`, (seen.get(`${item.kind}/${item.id}`) ?? 0) + 1);
      if (!page.more) break;
      cursors = page.cursors;
    }
    await terminate(db());
    return {
      requests: n,
      firstPageReads: first.reads,
      firstPageShown: first.items.length,
      orgPages: pages,
      orgShown: seen.size,
      orgExpected: before + inOrg,
      repeats: [...seen.values()].filter((v) => v > 1).length,
    };
  } finally {
    await admin.close();
    await stack.stop();
  }
}

export const inboxOk = (f: InboxFigures) =>
  f.firstPageReads <= INBOX_READ_BUDGET && f.orgShown === f.orgExpected && f.repeats === 0;

// Alone: `tsx scripts/perf/requests-inbox.ts` (through /work/slot: it starts a stack).
if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await measureRequestsInbox();
  console.log(JSON.stringify(f));
  process.exit(inboxOk(f) ? 0 : 1);
}
