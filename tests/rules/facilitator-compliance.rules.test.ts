import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

// A facilitator's compliance (Users.facilitatorInfo and the organisation's copy) is recorded by their
// organisation's admins or a super admin, never by the facilitator, never by another organisation's admin.
let env: RulesTestEnvironment;
const FAC: string = PEOPLE.facilitator.uid;
const SUPER_FAC = PEOPLE.superAdmin.uid;
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';

/** The record as compliance/service.ts writes it, recorded by `by` in `org`. */
const record = (by: string, org = ORG, over: Record<string, unknown> = {}) => ({
  contractSigned: true,
  contractSignedOn: '2026-11-01',
  dbsNumberShared: true,
  dbsSharedOn: '2026-11-02',
  dbsLast4: '7890',
  recordedBy: by,
  recordedByName: by,
  recordedAt: serverTimestamp(),
  recordedIn: org,
  ...over,
});
/** Both writes in one batch, as the service does. */
function recordBoth(db: Firestore, userId: string, info: Record<string, unknown>, org = ORG) {
  const batch = writeBatch(db);
  batch.update(doc(db, `Users/${userId}`), { facilitatorInfo: info, updatedAt: serverTimestamp() });
  batch.set(doc(db, `Organisations/${org}/facilitatorCompliance/${userId}`), info);
  return batch.commit();
}
const reset = () =>
  seedDocs(env, {
    [`Users/${FAC}`]: userRecord(FAC, { [ORG]: ['facilitator'] }),
    // a super admin who also facilitates in org1
    [`Users/${SUPER_FAC}`]: userRecord(SUPER_FAC, { [ORG]: ['facilitator'] }),
    // an admin of org1 who also facilitates there
    'Users/adminfac': userRecord('adminfac', { [ORG]: ['organisationAdmin', 'facilitator'] }),
    'Users/otherfac': userRecord('otherfac', { [OTHER_ORG]: ['facilitator'] }),
  });

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
});
afterAll(() => env.cleanup());

describe('recording a facilitator of org1 as compliant', () => {
  it.each([
    ['anonymous', false],
    ['outsider', false],
    ['member', false],
    ['facilitator', false], // their own record: self-certifying
    ['moderator', false],
    ['orgAdmin', true],
    ['otherOrgAdmin', false],
    ['projectAdmin', false],
    ['superAdmin', true],
  ] as const)('%s → allowed: %s', async (who, ok) => {
    await reset();
    await expectRule(recordBoth(fs(who), FAC, record(uidOf(who))), ok);
  });
});

describe('nobody certifies their own compliance', () => {
  it('a facilitator cannot write facilitatorInfo on their own record, alone or with the copy', async () => {
    await reset();
    const db = fs('facilitator');
    await expectRule(
      updateDoc(doc(db, `Users/${FAC}`), {
        facilitatorInfo: { contractSigned: true, dbsNumberShared: true },
      }),
      false,
    );
    await expectRule(recordBoth(db, FAC, record(FAC)), false);
  });
  it('a super admin who facilitates cannot record their own', async () => {
    await reset();
    await expectRule(recordBoth(fs('superAdmin'), SUPER_FAC, record(SUPER_FAC)), false);
    await expectRule(
      updateDoc(doc(fs('superAdmin'), `Users/${SUPER_FAC}`), { facilitatorInfo: record(SUPER_FAC) }),
      false,
    );
  });
  it('an organisation admin who also facilitates cannot record their own; another admin can', async () => {
    await reset();
    const adminfac = env.authenticatedContext('adminfac', { email: 'adminfac@example.test' }).firestore();
    await expectRule(recordBoth(adminfac as unknown as Firestore, 'adminfac', record('adminfac')), false);
    await expectRule(recordBoth(fs('orgAdmin'), 'adminfac', record(uidOf('orgAdmin'))), true);
  });
});

describe('what a record may hold', () => {
  const admin = PEOPLE.orgAdmin.uid;
  it.each([
    ['the whole DBS number', { dbsLast4: '001234567890' }],
    ['a DBS fragment with symbols', { dbsLast4: '12-4' }],
    ['someone else as recorder', { recordedBy: 'super1' }],
    ['a made-up time', { recordedAt: new Date('2020-01-01') }],
    ['a date that is not a date', { contractSignedOn: 'last week' }],
    ['an unknown field', { dbsNumber: '001234567890' }],
    ['another organisation', { recordedIn: OTHER_ORG }],
  ])('refuses %s', async (_what, over) => {
    await reset();
    await expectRule(recordBoth(fs('orgAdmin'), FAC, record(admin, ORG, over)), false);
  });
  it("refuses a facilitator who is not the admin's organisation's", async () => {
    await reset();
    await expectRule(recordBoth(fs('orgAdmin'), 'otherfac', record(admin)), false);
    await expectRule(recordBoth(fs('orgAdmin'), 'member1', record(admin)), false);
  });
  it("refuses a copy that does not match the person's record, and one written alone", async () => {
    await reset();
    const db = fs('orgAdmin');
    const batch = writeBatch(db);
    batch.update(doc(db, `Users/${FAC}`), { facilitatorInfo: record(admin), updatedAt: serverTimestamp() });
    batch.set(
      doc(db, `Organisations/${ORG}/facilitatorCompliance/${FAC}`),
      record(admin, ORG, { dbsLast4: '1111' }),
    );
    await expectRule(batch.commit(), false);
    await expectRule(
      setDoc(doc(db, `Organisations/${ORG}/facilitatorCompliance/${FAC}`), record(admin)),
      false,
    );
  });
  it('the admin changes nothing else of the record while recording', async () => {
    await reset();
    const db = fs('orgAdmin');
    await expectRule(
      updateDoc(doc(db, `Users/${FAC}`), { facilitatorInfo: record(admin), displayName: 'Renamed' }),
      false,
    );
  });
});

describe("the organisation's copy: who reads it", () => {
  it.each([
    ['anonymous', false],
    ['outsider', false],
    ['member', false],
    ['facilitator', true], // their own
    ['moderator', false],
    ['orgAdmin', true],
    ['otherOrgAdmin', false],
    ['superAdmin', true],
  ] as const)('%s → allowed: %s', async (who, ok) => {
    await reset();
    await recordBoth(fs('orgAdmin'), FAC, record(PEOPLE.orgAdmin.uid));
    await expectRule(getDoc(doc(fs(who), `Organisations/${ORG}/facilitatorCompliance/${FAC}`)), ok);
  });
});

describe('own profile phone and own availability', () => {
  it('a person sets their own phone, within 40 characters, and nobody else’s', async () => {
    await reset();
    await expectRule(
      updateDoc(doc(fs('facilitator'), `Users/${FAC}`), { 'userProfile.phone': '+44 1234 567890' }),
      true,
    );
    await expectRule(
      updateDoc(doc(fs('facilitator'), `Users/${FAC}`), { 'userProfile.phone': '1'.repeat(41) }),
      false,
    );
    await expectRule(updateDoc(doc(fs('member'), `Users/${FAC}`), { 'userProfile.phone': '1' }), false);
  });
  it('a member gives their own availability, never someone else’s', async () => {
    const member = PEOPLE.member.uid;
    const grid = (uid: string) => ({
      userId: uid,
      bands: { monday: { morning: 'available' } },
      updatedAt: new Date(),
    });
    await expectRule(setDoc(doc(fs('member'), `availability/${member}`), grid(member)), true);
    await expectRule(setDoc(doc(fs('member'), `availability/${FAC}`), grid(FAC)), false);
    await expectRule(getDoc(doc(fs('outsider'), `availability/${member}`)), false);
    await expectRule(getDoc(doc(fs('superAdmin'), `availability/${member}`)), true);
  });
});
