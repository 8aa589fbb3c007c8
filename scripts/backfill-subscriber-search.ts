import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { searchTokenMap } from '@storytelling/shared/subscriber-search';

/**
 * Gives subscriber records written before the table searched anywhere in address and name their
 * `searchTokens`, built by the same function every writer uses, so an older record is found exactly like a new
 * one. Safe to run again and while people work: a record whose tokens are already right is not written, and
 * each write is a precondition on the record's update time, so an edit made meanwhile is never overwritten (it
 * brought its own tokens).
 *
 *   npx tsx scripts/backfill-subscriber-search.ts       # GOOGLE_APPLICATION_CREDENTIALS + GCLOUD_PROJECT
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-storytelling npx tsx scripts/backfill-subscriber-search.ts
 */

/** The tokens a record should have, or null when it has them already. */
export function missingTokens(data: Record<string, unknown>): Record<string, true> | null {
  const want = searchTokenMap(String(data.email ?? ''), String(data.name ?? ''));
  const have = data.searchTokens;
  const keys = Object.keys(want);
  return typeof have === 'object' &&
    have !== null &&
    !Array.isArray(have) &&
    Object.keys(have).length === keys.length &&
    keys.every((k) => (have as Record<string, unknown>)[k] === true)
    ? null
    : want;
}

export async function backfillSubscriberSearch(db: Firestore, pageSize = 400): Promise<number> {
  let written = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let q = db.collection('subscribers').orderBy('__name__').limit(pageSize);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    if (page.empty) return written;
    const writer = db.bulkWriter();
    for (const d of page.docs) {
      const tokens = missingTokens(d.data());
      if (!tokens) continue;
      void writer.update(d.ref, { searchTokens: tokens }, { lastUpdateTime: d.updateTime });
      written++;
    }
    await writer.close();
    last = page.docs.at(-1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = getApps()[0] ?? initializeApp();
  const written = await backfillSubscriberSearch(getFirestore(app));
  console.log(`Gave ${written} subscriber record(s) their search tokens.`);
}
