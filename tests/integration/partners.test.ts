import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../../scripts/seed/accounts';
import { adminFor } from '../../scripts/seed/admin';
import { DEMO_PARTNER_ORG, seedPartners } from '../../scripts/seed/partners';
import { seedAuthAccounts, seedOrganisation } from '../../scripts/seed/users';
import { partnerFigures } from '../../src/features/analytics/figures';
import { startReadMeter, stopReadMeter } from '../../src/features/analytics/loader';
import { getLogos } from '../../src/features/organisations/reads';
import { lastYear, activityRecord, ACTIVITY_PAGE, type PartnerForm } from '../../src/features/partners/model';
import { analyticsPeriod } from '../../src/features/partners/figures';
import {
  addActivity,
  getPartner,
  listActivitiesIn,
  listActivityPage,
  listPartnerRows,
  newActivityId,
  savePartner,
} from '../../src/features/partners/service';
import { localDayIso } from '../../src/kernel/dates';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';
import { rulesEnvironment } from '../support/rules';

/**
 * The partners service against the real emulators and rules, on the seeded demo partners: what staff and a super
 * admin see, that a double click writes one entry, paging, and the reads of one dashboard load (≤ 60, counted the
 * way Firestore bills them: a document read per document returned, 1 for a missing one).
 */
const NAME = 'partners-service';
let rules: RulesTestEnvironment;
const apps: FirebaseApp[] = [];
const run = Date.now().toString(36);
const now = new Date();
const PAGED_ORG = 'paged-partner-org';
let seed: ReturnType<typeof adminFor>;

interface Person {
  auth: Auth;
  db: Firestore;
}
async function person(account: { email: string; password: string }, name: string): Promise<Person> {
  const c = await emulatorClient(`${NAME}-${name}-${run}`, rules.projectId);
  apps.push(c.app);
  await signInWithEmailAndPassword(c.auth, account.email, account.password);
  return { auth: c.auth, db: c.db };
}
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });
let orgAdmin: Person;
let moderator: Person;
let member: Person;
let superAdmin: Person;

const organisation = (name: string) => ({
  name,
  type: 'museum',
  description: '',
  adminId: 'someone',
  createdAt: now,
  updatedAt: now,
  isActive: true,
  settings: { allowAnonymousMembers: false, requireApproval: true },
  partnerLogoUrls: [],
});

beforeAll(async () => {
  rules = await rulesEnvironment();
  const stack = inject('stack');
  const hosts = { firestoreHost: stack.firestoreHost, authHost: stack.authHost };
  const accounts = adminFor({ projectId: stack.projectId, ...hosts });
  await seedAuthAccounts(accounts.auth);
  await accounts.close();
  seed = adminFor({ projectId: rules.projectId, ...hosts });
  await seedOrganisation(seed.db, now);
  // The analytics seed makes the Trust's organisation; this file has only the partners seed, so it stands in.
  await seed.db.doc(`Organisations/${DEMO_PARTNER_ORG}`).set(organisation('Riverside Heritage Trust'));
  await seed.db.doc(`Organisations/${PAGED_ORG}`).set(organisation('Paged Partner'));
  await seedPartners(seed.db, now);
  orgAdmin = await person(DEMO_ACCOUNTS.organisationAdmin, 'admin');
  moderator = await person(DEMO_ACCOUNTS.moderator, 'moderator');
  member = await person(DEMO_ACCOUNTS.member, 'member');
  superAdmin = await person(DEMO_ACCOUNTS.superAdmin, 'super');
});
afterAll(async () => {
  await seed.close();
  await Promise.all(apps.map((a) => deleteApp(a)));
  await rules.cleanup();
});

const form: PartnerForm = {
  status: 'active',
  type: 'school',
  contactName: 'Mrs Patel',
  contactEmail: 'head@riverside-school.example',
  contactPhone: '',
  nextActionDate: '',
  nextAction: '',
};

describe('what each person sees', () => {
  it("the organisation admin sees her organisation's seeded record and a year of timeline", async () => {
    actAs(orgAdmin);
    const rows = await listPartnerRows([DEMO_ORG_ID]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: DEMO_ORG_ID,
      saved: true,
      partner: { status: 'active', type: 'school' },
    });
    const page = await listActivityPage(DEMO_ORG_ID, null);
    expect(page.entries.length).toBe(12);
    expect(page.next).toBeNull();
    const dates = page.entries.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(page.entries.map((a) => a.kind))).toEqual(new Set(['call', 'meeting', 'email']));
    // A year of it: the oldest within the last twelve months, the newest in the last weeks.
    expect(dates.at(-1)! >= lastYear(localDayIso(now)).from).toBe(true);
  });

  it("a member may not read the partner record or the timeline; staff may not read another organisation's", async () => {
    actAs(member);
    await expect(listPartnerRows([DEMO_ORG_ID])).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listActivityPage(DEMO_ORG_ID, null)).rejects.toMatchObject({ code: 'permission-denied' });
    actAs(orgAdmin);
    await expect(listActivityPage(DEMO_PARTNER_ORG, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(listPartnerRows(null)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the super admin sees every organisation: both demo partners saved, one without a record a prospect', async () => {
    actAs(superAdmin);
    const rows = await listPartnerRows(null);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(DEMO_ORG_ID)).toMatchObject({ saved: true, partner: { status: 'active' } });
    expect(byId.get(DEMO_PARTNER_ORG)).toMatchObject({
      saved: true,
      name: 'Riverside Heritage Trust',
      partner: { status: 'active', type: 'museum', mainContact: { name: 'Ruth Archer' } },
    });
    expect(byId.get(PAGED_ORG)).toMatchObject({ saved: false, partner: { status: 'prospect' } });
    expect((await listActivityPage(DEMO_PARTNER_ORG, null)).entries).toHaveLength(12);
  });
});

describe('writes that a double click or a retry repeats', () => {
  it('one timeline entry for one id, however often it is sent', async () => {
    actAs(moderator);
    const id = newActivityId(DEMO_ORG_ID);
    const entry = {
      kind: 'email' as const,
      date: localDayIso(now),
      who: 'Max',
      note: `Sent the dates ${run}`,
    };
    const [a, b] = await Promise.all([
      addActivity(DEMO_ORG_ID, id, entry),
      addActivity(DEMO_ORG_ID, id, entry),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await addActivity(DEMO_ORG_ID, id, entry)).toBe(false);
    const found = await seed.db
      .collection(`partners/${DEMO_ORG_ID}/activities`)
      .where('note', '==', entry.note)
      .get();
    expect(found.size).toBe(1);
    expect(found.docs[0]!.id).toBe(id);
    expect(found.docs[0]!.get('createdBy')).toBe(DEMO_ACCOUNTS.moderator.uid);
  });

  it('saving the record twice leaves one record, the latest, with who saved it', async () => {
    actAs(orgAdmin);
    await Promise.all([savePartner(DEMO_ORG_ID, form), savePartner(DEMO_ORG_ID, form)]);
    await savePartner(DEMO_ORG_ID, { ...form, status: 'lapsed', nextActionDate: '2030-01-01' });
    const saved = await getPartner(DEMO_ORG_ID);
    expect(saved).toMatchObject({
      status: 'lapsed',
      nextActionDate: '2030-01-01',
      updatedBy: DEMO_ACCOUNTS.organisationAdmin.uid,
    });
    actAs(member);
    await expect(savePartner(DEMO_ORG_ID, form)).rejects.toMatchObject({ code: 'permission-denied' });
    await seedPartners(seed.db, now);
  });
});

describe('paging and the reads of one load', () => {
  it('pages a long timeline newest first, without losing or repeating an entry', async () => {
    const batch = seed.db.batch();
    for (let i = 0; i < ACTIVITY_PAGE + 15; i += 1) {
      const date = localDayIso(new Date(now.getTime() - i * 5 * 86_400_000));
      batch.set(
        seed.db.doc(`partners/${PAGED_ORG}/activities/p${String(i).padStart(3, '0')}`),
        activityRecord({ kind: 'call', date, who: 'Someone', note: `Call ${i}` }, 'someone', now),
      );
    }
    await batch.commit();
    actAs(superAdmin);
    const first = await listActivityPage(PAGED_ORG, null);
    expect(first.entries).toHaveLength(ACTIVITY_PAGE);
    expect(first.next).not.toBeNull();
    const second = await listActivityPage(PAGED_ORG, first.next);
    expect(second.next).toBeNull();
    const all = [...first.entries, ...second.entries].map((a) => a.note);
    expect(new Set(all).size).toBe(ACTIVITY_PAGE + 15);
    expect(all[0]).toBe('Call 0');
    // The report counts a period's entries up to its cap, and says when it stopped there.
    const year = lastYear(localDayIso(now));
    const inYear = await listActivitiesIn(PAGED_ORG, year.from, year.to);
    expect(inYear.entries.length).toBeLessThanOrEqual(40);
    expect(inYear.capped).toBe(true);
  });

  it("an organisation admin's detail load reads at most 60 documents", async () => {
    actAs(orgAdmin);
    const period = analyticsPeriod(lastYear(localDayIso(now)));
    if (typeof period === 'string') throw new Error(period);
    const meter = startReadMeter();
    try {
      const rows = await listPartnerRows([DEMO_ORG_ID]); // an Organisations get and a partners get per organisation
      const logos = await getLogos(DEMO_ORG_ID); // one Organisations get
      const page = await listActivityPage(DEMO_ORG_ID, null); // one read per entry returned (page + 1 at most)
      await partnerFigures(DEMO_ORG_ID, period); // metered by the analytics loader
      const reads =
        rows.length * 2 + 1 + Math.max(1, page.entries.length + (page.next ? 1 : 0)) + meter.reads;
      expect(logos.logoUrl).toBeTruthy();
      expect(reads).toBeGreaterThan(10);
      expect(reads).toBeLessThanOrEqual(60);
    } finally {
      stopReadMeter();
    }
  });
});
