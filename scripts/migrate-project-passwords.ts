import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { PROJECT_PRIVATE_CONFIG } from '../src/features/projects/model';

/**
 * One-off move of project passwords out of `Projects/{id}.config.password` (readable by whoever reads the
 * project) into `Projects/{id}/private/config` (its managers only), for data saved before the move. Safe to
 * run again: a project whose config.password is already empty is left alone.
 *
 *   npx tsx scripts/migrate-project-passwords.ts            # GOOGLE_APPLICATION_CREDENTIALS + GCLOUD_PROJECT
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-storytelling npx tsx scripts/migrate-project-passwords.ts
 */

/** The password a project document still holds in its config, or null when it has none there. */
export function legacyPassword(data: Record<string, unknown> | undefined): string | null {
  const password = (data?.config as { password?: unknown } | undefined)?.password;
  return typeof password === 'string' && password !== '' ? password : null;
}

export async function migrateProjectPasswords(db: Firestore): Promise<number> {
  const projects = await db.collection('Projects').where('config.password', '!=', '').get();
  let moved = 0;
  for (const project of projects.docs) {
    const password = legacyPassword(project.data());
    if (password === null) continue;
    const now = new Date();
    const batch = db.batch();
    batch.set(db.doc(PROJECT_PRIVATE_CONFIG(project.id)), { password, updatedAt: now });
    batch.update(project.ref, { 'config.password': '', updatedAt: now });
    await batch.commit();
    moved++;
  }
  return moved;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = getApps()[0] ?? initializeApp();
  const moved = await migrateProjectPasswords(getFirestore(app));
  console.log(`Moved ${moved} project password(s) to Projects/{id}/private/config.`);
}
