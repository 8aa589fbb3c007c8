import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';
import { createAccessCode, joinWithCode } from '../../src/features/access-codes/service';
import { recordCompliance } from '../../src/features/compliance/service';
import { registerOrganisation } from '../../src/features/organisations/service';
import { createAccountOrSignIn, loadFacilitatorFlags } from '../../src/features/session/service';
import { offersAwaitingAnswer } from '../../src/features/workshops/offer-model';
import {
  answerOffer,
  availabilityOf,
  listMyOffers,
  listOffersFor,
  offerWorkshop,
} from '../../src/features/workshops/offer-service';
import { rankFacilitators } from '../../src/features/workshops/ranking';
import {
  createWorkshop,
  getWorkshop,
  listFacilitators,
  listWorkshops,
  saveAvailability,
} from '../../src/features/workshops/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient } from '../support/client';

/**
 * Offering a workshop through to the ranking, against the emulators under the real rules: a super admin offers
 * it to three facilitators of an organisation, two answer (one unavailable), the organisation's admin records one
 * facilitator's compliance, and the data the assign dialog reads ranks the available, compliant one first.
 */
interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
  email: string;
  name: string;
}
const people: Person[] = [];
const run = Date.now().toString(36);
const admin = () => adminFor(inject('stack'));
const actAs = (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth });

async function person(name: string): Promise<Person> {
  const { app, auth, db } = await emulatorClient(`offers-${name}-${run}`);
  setFirebaseForTests({ db, auth });
  const email = `${name.toLowerCase()}-offers-${run}@example.test`;
  const user = await createAccountOrSignIn(email, 'secret-123', name);
  const p = { app, auth, db, uid: user.uid, email, name };
  people.push(p);
  return p;
}

afterAll(async () => {
  await Promise.all(people.map((p) => deleteApp(p.app)));
});

describe('offer → answers → ranking', { timeout: 180_000 }, () => {
  let orgAdmin: Person;
  let boss: Person;
  let ann: Person;
  let bob: Person;
  let cat: Person;
  let orgId: string;
  let workshopId: string;

  beforeAll(async () => {
    orgAdmin = await person('Olive');
    orgId = await registerOrganisation({ name: `Offer School ${run}`, type: 'school', description: '' });
    // Three facilitators join with personal codes (no approval needed for the address a code was made for).
    const facilitators: Person[] = [];
    for (const name of ['Ann', 'Bob', 'Cat']) {
      actAs(orgAdmin);
      const email = `${name.toLowerCase()}-offers-${run}@example.test`;
      const code = await createAccessCode({ organisationId: orgId, role: 'facilitator', email });
      const p = await person(name);
      await joinWithCode(code);
      facilitators.push(p);
    }
    [ann, bob, cat] = facilitators as [Person, Person, Person];
    boss = await person('Boss');
    const a = admin();
    // Added to the list, never replacing it: other files share this emulator project.
    await a.db.doc('SuperAdmins/ids').set({ userKeys: FieldValue.arrayUnion(boss.uid) }, { merge: true });
    await a.close();
    // Six accounts and three joins: slow when the machine is busy.
  }, 150_000);

  it('a super admin offers the workshop to three facilitators, once each', async () => {
    actAs(boss);
    workshopId = await createWorkshop({
      title: `Saturday market ${run}`,
      // a Saturday morning
      date: '2030-03-09',
      startTime: '09:30',
      endTime: '11:30',
      duration: 2,
      address: 'Market Square',
      description: '',
      leadContact: { name: 'Olive', email: orgAdmin.email, phone: '' },
      additionalContacts: [],
      organisationId: orgId,
      organisationName: 'Offer School',
    });
    const workshop = (await getWorkshop(workshopId))!;
    const to = [ann, bob, cat].map((p) => ({ userId: p.uid, name: p.name, email: p.email }));
    expect((await offerWorkshop(workshop, to)).sort()).toEqual([ann.uid, bob.uid, cat.uid].sort());
    // Offering again leaves the offers (and any answers) as they are.
    expect(await offerWorkshop(workshop, to)).toEqual([]);
    expect(await listOffersFor(workshopId)).toHaveLength(3);
  });

  it('each facilitator sees only their own offer, in Needs Response, and answers it', async () => {
    actAs(ann);
    await saveAvailability(ann.uid, { saturday: { morning: 'available' } });
    const annOffers = offersAwaitingAnswer(await listMyOffers(ann.uid), '2030-01-01');
    expect(annOffers.map((o) => o.workshopId)).toEqual([workshopId]);
    expect(annOffers[0]).toMatchObject({ title: `Saturday market ${run}`, date: '2030-03-09' });
    // another facilitator's offer is not theirs to read
    await expect(getDoc(doc(ann.db, `workshopOffers/${workshopId}__${bob.uid}`))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await answerOffer(annOffers[0]!.id, {
      response: 'available',
      canAttend: true,
      needsCoverage: false,
      notes: 'Happy to',
    });
    expect(offersAwaitingAnswer(await listMyOffers(ann.uid), '2030-01-01')).toEqual([]);

    actAs(bob);
    await saveAvailability(bob.uid, { saturday: { morning: 'available' } });
    await answerOffer(`${workshopId}__${bob.uid}`, {
      response: 'unavailable',
      canAttend: false,
      needsCoverage: false,
      notes: 'Away',
    });
    actAs(cat);
    expect(offersAwaitingAnswer(await listMyOffers(cat.uid), '2030-01-01')).toHaveLength(1);
  });

  it("the organisation's admin records Ann's compliance and her sign-in flag clears", async () => {
    actAs(ann);
    expect((await loadFacilitatorFlags(ann.uid)).complianceIncomplete).toBe(true);
    // Ann cannot record her own.
    await expect(
      recordCompliance(
        orgId,
        ann.uid,
        {
          contractSigned: true,
          contractSignedOn: '2030-01-02',
          dbsNumberShared: true,
          dbsSharedOn: '2030-01-02',
          dbsNumber: '',
        },
        { uid: ann.uid, name: 'Ann' },
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    actAs(orgAdmin);
    await recordCompliance(
      orgId,
      ann.uid,
      {
        contractSigned: true,
        contractSignedOn: '2030-01-02',
        dbsNumberShared: true,
        dbsSharedOn: '2030-01-03',
        dbsNumber: '0012 3456 7890',
      },
      { uid: orgAdmin.uid, name: 'Olive' },
    );
    actAs(ann);
    expect((await loadFacilitatorFlags(ann.uid)).complianceIncomplete).toBe(false);
    const a = admin();
    const info = (await a.db.doc(`Users/${ann.uid}`).get()).get('facilitatorInfo') as Record<string, unknown>;
    await a.close();
    expect(info).toMatchObject({ dbsLast4: '7890', recordedBy: orgAdmin.uid, recordedIn: orgId });
    expect(JSON.stringify(info)).not.toContain('3456');
    // The organisation's history says who recorded it; Ann's refused attempt left nothing.
    const b = admin();
    const logged = await b.db
      .collection('history')
      .where('organisationId', '==', orgId)
      .where('kind', '==', 'compliance-recorded')
      .get();
    await b.close();
    expect(logged.docs.map((d) => d.data())).toMatchObject([
      { actorUid: orgAdmin.uid, target: { collection: 'Users', id: ann.uid } },
    ]);
  });

  it('the assign dialog’s data ranks Ann (available, free, compliant) first and Bob (unavailable) last', async () => {
    actAs(boss);
    const mine = new Set([ann.uid, bob.uid, cat.uid]);
    const candidates = (await listFacilitators()).filter((f) => mine.has(f.userId));
    expect(candidates).toHaveLength(3);
    const workshop = (await getWorkshop(workshopId))!;
    const ranked = rankFacilitators({
      workshop,
      candidates,
      offers: await listOffersFor(workshopId),
      availability: await availabilityOf([...mine]),
      compliance: Object.fromEntries(candidates.map((c) => [c.userId, c.compliance])),
      workshops: await listWorkshops(),
    });
    expect(ranked.map((r) => r.userId)).toEqual([ann.uid, cat.uid, bob.uid]);
    expect(ranked[0]!.reasons).toEqual([
      'Answered available',
      'Usually available Saturday morning',
      'Compliance complete',
      'No other workshops in March 2030',
    ]);
    expect(ranked[1]!.reasons[0]).toBe('Offered, no answer yet');
    expect(ranked[2]!.reasons[0]).toBe('Answered unavailable (cannot attend)');
  });
});
