import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';

/**
 * One-off move of authors' e-mail addresses out of `Authors/{key}.email` (read by every signed-in account) into
 * `authorContacts/{key}` (curators and the linked author only), for data saved before the move. Safe to run
 * again: a profile without an address is left alone, and an address already in authorContacts is kept.
 *
 *   npx tsx scripts/migrate-author-emails.ts            # GOOGLE_APPLICATION_CREDENTIALS + GCLOUD_PROJECT
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-storytelling npx tsx scripts/migrate-author-emails.ts
 */

/** The address a profile still holds, or null when it holds none. */
export function legacyAuthorEmail(data: Record<string, unknown> | undefined): string | null {
  const email = data?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}

export async function migrateAuthorEmails(db: Firestore): Promise<number> {
  const authors = await db.collection('Authors').where('email', '!=', '').get();
  let moved = 0;
  for (const author of authors.docs) {
    const email = legacyAuthorEmail(author.data());
    const contact = db.doc(`authorContacts/${author.id}`);
    await db.runTransaction(async (tx) => {
      const existing = await tx.get(contact);
      if (email !== null && !existing.exists) tx.set(contact, { email, updatedAt: new Date() });
      tx.update(author.ref, { email: FieldValue.delete(), updatedAt: new Date() });
    });
    if (email !== null) moved++;
  }
  return moved;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = getApps()[0] ?? initializeApp();
  const moved = await migrateAuthorEmails(getFirestore(app));
  console.log(`Moved ${moved} author address(es) to authorContacts.`);
}
