import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { roleMatrix } from '../support/matrix';
import { as, ORG, OTHER_ORG, PEOPLE, seedRolePeople, userRecord, type Who } from '../support/roles';
import { expectRule, rulesEnvironment, seedDocs } from '../support/rules';

// Offers of a workshop to facilitators and their answers: who makes, reads, answers and withdraws them.
let env: RulesTestEnvironment;
const FAC: string = PEOPLE.facilitator.uid;
const FAC2 = 'facilitator2';
const now = Timestamp.fromDate(new Date('2026-11-22T10:00:00Z'));
const workshop = (over: Record<string, unknown> = {}) => ({
  title: 'Harbour stories',
  date: '2027-03-06',
  startTime: '10:00',
  endTime: '13:00',
  address: 'Quay St',
  description: '',
  leadContact: { name: 'Lead', email: 'lead@example.test', phone: '' },
  additionalContacts: [],
  organisationId: ORG,
  organisationName: 'Org one',
  duration: 3,
  status: 'scheduled',
  facilitators: [],
  facilitatorIds: [],
  responses: {},
  participantIds: [],
  createdAt: now,
  updatedAt: now,
  ...over,
});
/** An offer as offer-service.ts writes it, by `by`. */
const offer = (by: string, facilitatorId = FAC, over: Record<string, unknown> = {}) => ({
  workshopId: 'w1',
  facilitatorId,
  facilitatorName: facilitatorId,
  facilitatorEmail: `${facilitatorId}@example.test`,
  organisationId: ORG,
  title: 'Harbour stories',
  date: '2027-03-06',
  startTime: '10:00',
  endTime: '13:00',
  address: 'Quay St',
  offeredBy: by,
  offeredAt: serverTimestamp(),
  response: null,
  canAttend: null,
  needsCoverage: null,
  notes: '',
  ...over,
});
const stored = (facilitatorId = FAC, over: Record<string, unknown> = {}) => ({
  ...offer(PEOPLE.superAdmin.uid, facilitatorId),
  offeredAt: now,
  ...over,
});
const answer = (over: Record<string, unknown> = {}) => ({
  response: 'available',
  canAttend: true,
  needsCoverage: false,
  notes: 'Happy to',
  respondedAt: serverTimestamp(),
  ...over,
});
const uidOf = (who: Who) => PEOPLE[who]?.uid ?? 'nobody';
const fs = (who: Who) => as(env, who).firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment();
  await seedRolePeople(env);
  await seedDocs(env, {
    [`Users/${FAC2}`]: userRecord(FAC2, { [ORG]: ['facilitator'] }),
    'Users/otherfac': userRecord('otherfac', { [OTHER_ORG]: ['facilitator'] }),
    'workshops/w1': workshop(),
    'workshops/w2': workshop({ organisationId: OTHER_ORG }),
    'workshops/wc': workshop({ status: 'cancelled' }),
  });
});
afterAll(() => env.cleanup());

describe('workshopOffers: role by operation', () => {
  const reset = () =>
    seedDocs(env, {
      [`workshopOffers/w1__${FAC}`]: stored(),
      [`workshopOffers/w1__${FAC2}`]: stored(FAC2),
    });
  roleMatrix(
    () => env,
    {
      get: ['facilitator', 'orgAdmin', 'superAdmin'],
      list: ['facilitator', 'orgAdmin', 'superAdmin'],
      // offered to the second facilitator of org1, freshly
      create: ['orgAdmin', 'superAdmin'],
      // only the facilitator it was made to answers it
      update: ['facilitator'],
      delete: ['orgAdmin', 'superAdmin'],
    },
    {
      get: (db) => getDoc(doc(db, `workshopOffers/w1__${FAC}`)),
      list: (db) =>
        getDocs(
          query(
            collection(db, 'workshopOffers'),
            where('organisationId', '==', ORG),
            where('facilitatorId', '==', FAC),
          ),
        ),
      create: async (db, who) => {
        await seedDocs(env, { [`workshopOffers/w1__${FAC2}`]: {} });
        await env.withSecurityRulesDisabled((c) => c.firestore().doc(`workshopOffers/w1__${FAC2}`).delete());
        return setDoc(doc(db, `workshopOffers/w1__${FAC2}`), offer(uidOf(who), FAC2));
      },
      update: (db) => updateDoc(doc(db, `workshopOffers/w1__${FAC}`), answer()),
      delete: (db) => deleteDoc(doc(db, `workshopOffers/w1__${FAC}`)),
    },
    reset,
  );
});

describe('workshopOffers: what an offer may say and who may answer what', () => {
  beforeAll(() =>
    seedDocs(env, {
      [`workshopOffers/w1__${FAC}`]: stored(),
      [`workshopOffers/w1__${FAC2}`]: stored(FAC2),
    }),
  );
  const admin = PEOPLE.orgAdmin.uid;
  it('an offer shows the workshop as it is, to a facilitator of its organisation, unanswered, by its maker', async () => {
    const db = fs('orgAdmin');
    const path = (id: string) => doc(db, `workshopOffers/${id}`);
    await expectRule(setDoc(path(`w1__${FAC}x`), offer(admin)), false); // id is not workshop__facilitator
    await expectRule(setDoc(path(`w1__${FAC}`), offer(admin, FAC, { title: 'Paid gig' })), false);
    await expectRule(setDoc(path(`w1__${FAC}`), offer(admin, FAC, { date: '2027-03-07' })), false);
    await expectRule(setDoc(path(`w1__${FAC}`), offer(admin, FAC, { response: 'available' })), false);
    await expectRule(setDoc(path(`w1__${FAC}`), offer('super1')), false); // offeredBy someone else
    await expectRule(setDoc(path(`w1__${FAC}`), offer(admin, FAC, { secret: 1 })), false);
    await expectRule(setDoc(path(`w1__member1`), offer(admin, 'member1')), false); // not a facilitator
    await expectRule(setDoc(path(`w1__otherfac`), offer(admin, 'otherfac')), false); // another org's
    await expectRule(setDoc(path(`wc__${FAC}`), offer(admin, FAC, { workshopId: 'wc' })), false); // cancelled
  });
  it("an organisation admin offers only their organisation's workshops; the other organisation's admin none", async () => {
    const w2 = (who: Who) =>
      setDoc(
        doc(fs(who), `workshopOffers/w2__otherfac`),
        offer(uidOf(who), 'otherfac', { workshopId: 'w2', organisationId: OTHER_ORG }),
      );
    await expectRule(w2('orgAdmin'), false);
    await expectRule(
      setDoc(doc(fs('otherOrgAdmin'), `workshopOffers/w1__${FAC}`), offer(uidOf('otherOrgAdmin'))),
      false,
    );
    await expectRule(w2('otherOrgAdmin'), true);
  });
  it('the facilitator changes nothing but their answer, and answers only with a known state', async () => {
    const db = fs('facilitator');
    const mine = doc(db, `workshopOffers/w1__${FAC}`);
    await expectRule(updateDoc(mine, answer({ response: 'maybe' })), false);
    await expectRule(updateDoc(mine, answer({ canAttend: 'yes' })), false);
    await expectRule(updateDoc(mine, answer({ date: '2027-04-01' })), false);
    await expectRule(updateDoc(mine, answer({ facilitatorId: FAC2 })), false);
    await expectRule(updateDoc(mine, answer({ respondedAt: now })), false); // must be the server's time
    await expectRule(updateDoc(mine, answer({ notes: 'x'.repeat(2001) })), false);
    await expectRule(updateDoc(mine, answer({ response: 'tentative', needsCoverage: true })), true);
  });
  it("a facilitator neither reads nor answers another facilitator's offer, nor lists all offers", async () => {
    const db = fs('facilitator');
    await expectRule(getDoc(doc(db, `workshopOffers/w1__${FAC2}`)), false);
    await expectRule(updateDoc(doc(db, `workshopOffers/w1__${FAC2}`), answer()), false);
    await expectRule(
      getDocs(query(collection(db, 'workshopOffers'), where('workshopId', '==', 'w1'))),
      false,
    );
    await expectRule(
      getDocs(query(collection(db, 'workshopOffers'), where('facilitatorId', '==', FAC))),
      true,
    );
  });
  it('a stranger with a fresh account and the other organisation see nothing', async () => {
    for (const who of ['outsider', 'otherOrgAdmin', 'member', 'moderator', 'anonymous'] as const) {
      await expectRule(getDoc(doc(fs(who), `workshopOffers/w1__${FAC}`)), false);
      await expectRule(
        getDocs(query(collection(fs(who), 'workshopOffers'), where('organisationId', '==', ORG))),
        false,
      );
    }
  });
});
