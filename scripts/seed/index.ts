import { adminFor, type EmulatorTarget } from './admin';
import { seedAnalytics } from './analytics';
import { seedAnnouncements } from './announcements';
import { seedAudiences } from './audiences';
import { DEMO_ACCOUNTS } from './accounts';
import { seedContent } from './content';
import { seedCuration } from './curation';
import { seedDrip } from './drip';
import { seedFeedback } from './feedback';
import { seedHistory } from './history';
import { seedMembership } from './membership';
import { seedNewsletters } from './newsletters';
import { seedOffers } from './offers';
import { seedPartners } from './partners';
import { seedRequests } from './requests';
import { seedProjectExtras } from './project-extras';
import { seedSubscribers } from './subscribers';
import { seedAuthAccounts, seedOrganisation } from './users';
import { seedWanders } from './wanders';
import { seedWorkshops } from './workshops';

/**
 * The idempotent demo seed: running it again puts the demo data back as it was (fixed ids, set not add).
 * Each area adds its own module here.
 */
export async function seedDemo(target: EmulatorTarget, now = new Date()): Promise<void> {
  const admin = adminFor(target);
  try {
    await seedAuthAccounts(admin.auth);
    await seedOrganisation(admin.db, now);
    await seedMembership(admin.db, now);
    await seedContent(admin.db, now);
    await seedProjectExtras(admin.db);
    await seedCuration(admin.db, now);
    await seedWorkshops(admin.db, now);
    await seedRequests(admin.db, now);
    await seedOffers(admin.db, now);
    // ── CRM: each area adds its seed call on its own line below, in this order ──
    await seedSubscribers(admin.db, now);
    await seedDrip(admin.db, now);
    await seedAnnouncements(admin.db, now);
    await seedFeedback(admin.db, now);
    await seedNewsletters(admin.db, now);
    await seedAudiences(admin.db, now);
    // ── Analytics: the counters first, then the partner records that show them, then the wanders ──
    await seedAnalytics(admin.db, now);
    await seedPartners(admin.db, now);
    await seedWanders(admin.db, now);
    // Who changed what: a few past acts for /org-history.
    await seedHistory(admin.db, now);
  } finally {
    await admin.close();
  }
}

export { DEMO_ACCOUNTS };

// `npm run seed` against already running emulators (the hosts come from the environment).
if (import.meta.url === `file://${process.argv[1]}`) {
  await seedDemo({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-storytelling',
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  });
  console.log('Demo data seeded.');
}
