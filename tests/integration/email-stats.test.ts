import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEntry } from '../../functions/src/mail/records';
import { MAIL_STATS_PATH, statsDelta } from '@storytelling/shared/mail-stats';
import { getEmailStats, listRecentLogs } from '../../src/features/email-log/service';
import { RECENT_LOGS } from '../../src/features/email-log/model';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { as, seedRolePeople } from '../support/roles';
import { assertFails, rulesEnvironment } from '../support/rules';
import { doc, getDoc, setDoc } from 'firebase/firestore';

/**
 * /email-management with 5,000 e-mails in the last 30 days: the screen's load reads the 50 most recent entries
 * and the one counters document, not the 5,000 entries (the budget: at most 60 reads a load). The
 * entries and counters are written with the functions' own builders, as the pipeline writes them.
 */
let env: RulesTestEnvironment;
// Midday today: the e-mails go back 29 days and a few minutes from it, which just after midnight would reach
// into a day the 30-day window no longer shows.
const now = new Date();
now.setHours(12, 0, 0, 0);
const COUNT = 5000;

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  const days: Record<string, Record<string, number>> = {};
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (let start = 0; start < COUNT; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(COUNT, start + 500); i++) {
        const at = new Date(now.getTime() - (i % 30) * 86_400_000 - (i % 7) * 60_000);
        const status = i % 10 === 0 ? ('failed' as const) : ('sent' as const);
        const entry = logEntry({
          message: {
            kind: 'participantUpdate',
            createdBy: 'super1',
            log: {
              type: 'participant_update',
              workshopId: `w${i % 40}`,
              workshopTitle: 'Busy',
              workshopDate: '2027-01-01',
            },
          },
          delivery: { recipient: `p${i}@example.test` },
          messageId: `m${i}`,
          deliveryId: `d${i}`,
          subject: 'Update',
          status,
          at,
        })!;
        batch.set(db.doc(`workshopEmailLogs/d${i}`), entry);
        for (const [path, by] of Object.entries(statsDelta(null, { status, sentAt: at }))) {
          const [, day, s] = path.split('.') as [string, string, string];
          (days[day] ??= {})[s] = (days[day]![s] ?? 0) + by;
        }
      }
      await batch.commit();
    }
    await db.doc(MAIL_STATS_PATH).set({ days });
  });
}, 120_000);
afterAll(() => env.cleanup());

describe('/email-management with 5,000 e-mails in the window', () => {
  it('loads the chart and the recent list in at most 60 document reads, with every e-mail counted', async () => {
    setFirebaseForTests({ db: as(env, 'superAdmin').firestore() as unknown as Firestore });
    const recent = await listRecentLogs();
    const stats = await getEmailStats(now);
    const reads = recent.length + 1; // the recent entries and the one counters document
    expect(recent).toHaveLength(RECENT_LOGS);
    expect(reads).toBeLessThanOrEqual(60);
    expect(stats).toHaveLength(30);
    expect(stats.reduce((n, d) => n + d.sent, 0)).toBe(COUNT - COUNT / 10);
    expect(stats.reduce((n, d) => n + d.failed, 0)).toBe(COUNT / 10);
  });

  it('only super admins read the counters, and nobody writes them', async () => {
    for (const who of ['facilitator', 'orgAdmin', 'outsider', 'anonymous'] as const)
      await assertFails(getDoc(doc(as(env, who).firestore() as unknown as Firestore, MAIL_STATS_PATH)));
    for (const who of ['superAdmin', 'orgAdmin'] as const)
      await assertFails(
        setDoc(doc(as(env, who).firestore() as unknown as Firestore, MAIL_STATS_PATH), { days: {} }),
      );
  });
});
