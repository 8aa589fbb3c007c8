import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { consentRecordPath } from '../src/features/recordings/consent-writes';
import { COLLECTIONS } from '../src/lib/collections';

/**
 * One-off move of the personal part of recordings' consent out of `Recordings/{id}.consent` (read whole by
 * everyone who reads a published recording, the public included) into `recordingConsents/{id}` (the recording's
 * managers only), for data saved before the split. Safe to run again: a recording whose consent holds only
 * public facts is left alone, and a private record already there is kept.
 *
 *   npx tsx scripts/migrate-recording-consents.ts            # GOOGLE_APPLICATION_CREDENTIALS + GCLOUD_PROJECT
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-storytelling npx tsx scripts/migrate-recording-consents.ts
 */

/** What stays on the recording: what deciding and showing its publication needs. */
const PUBLIC_FACTS = ['uses', 'contributorUnder18', 'consentedAt', 'recordedAt', 'withdrawnAt'] as const;
/** What moves to the private record: names, accounts and the withdrawal's reason. */
const PERSONAL = [
  'consentedBy',
  'guardianName',
  'recordedBy',
  'recordedByName',
  'withdrawnBy',
  'withdrawnByName',
  'withdrawnReason',
] as const;

type Fields = Record<string, unknown>;
const pick = (from: Fields, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]]));

/**
 * A recording's consent split into the public facts to keep on it and the private record to write beside it,
 * or null when its consent holds nothing personal (none recorded, or moved already).
 */
export function splitLegacyConsent(recording: Fields | undefined): { facts: Fields; record: Fields } | null {
  const consent = recording?.consent;
  if (!consent || typeof consent !== 'object') return null;
  const c = consent as Fields;
  if (!PERSONAL.some((k) => k in c)) return null;
  const project = typeof recording.project === 'string' ? recording.project : '';
  return {
    facts: pick(c, PUBLIC_FACTS),
    // The times go with the names too, so the record reads on its own in the register.
    record: { project, ...pick(c, PERSONAL), ...pick(c, ['recordedAt', 'withdrawnAt']) },
  };
}

export async function migrateRecordingConsents(db: Firestore): Promise<number> {
  const recordings = await db.collection(COLLECTIONS.recordings).select('consent').get();
  let moved = 0;
  for (const { ref } of recordings.docs) {
    const didMove = await db.runTransaction(async (tx) => {
      const split = splitLegacyConsent((await tx.get(ref)).data());
      if (!split) return false;
      const record = db.doc(consentRecordPath(ref.id));
      const existing = await tx.get(record);
      if (!existing.exists) tx.set(record, split.record);
      tx.update(ref, { consent: split.facts, updatedAt: new Date() });
      return true;
    });
    if (didMove) moved++;
  }
  return moved;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = getApps()[0] ?? initializeApp();
  const moved = await migrateRecordingConsents(getFirestore(app));
  console.log(`Moved the consent names of ${moved} recording(s) to recordingConsents.`);
}
