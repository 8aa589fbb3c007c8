import type { Firestore } from 'firebase-admin/firestore';
import { complianceRecordOf } from '../../src/features/compliance/model';
import { newOffer, offerId } from '../../src/features/workshops/offer-model';
import { publicWorkshopOf, type Workshop } from '../../src/features/workshops/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ORG_NAME } from './accounts';
import { userRecord } from './users';

const DAY = 86_400_000;
/** The workshop offered to three facilitators, nobody assigned yet: the assign dialog ranks them. */
export const DEMO_OFFERED_WORKSHOP = 'demo-ws-offered';
/** Two more facilitators of the demo organisation (records only, no sign-in): the ranking needs a field. */
export const DEMO_EXTRA_FACILITATORS = [
  { uid: 'demo-facilitator-felix', email: 'felix@demo.test', name: 'Felix Fieldworker' },
  { uid: 'demo-facilitator-farah', email: 'farah@demo.test', name: 'Farah Finch' },
] as const;

/** The next Saturday at least `days` ahead, so the workshop's weekday matches the availability below. */
function saturdayAfter(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * Offers and availability, so `npm start` shows the ranking: a Saturday-morning workshop offered to the demo
 * facilitator (no answer yet: their Needs Response), Felix (available, compliant, free on Saturday mornings)
 * and Farah (unavailable); their general availability; compliance recorded by the organisation admin for Felix;
 * and the Year 5 group's members' availability for the heat map. Fixed ids and `set`: running it again changes
 * nothing.
 */
export async function seedOffers(db: Firestore, now: Date): Promise<void> {
  const [felix, farah] = DEMO_EXTRA_FACILITATORS;
  const f = DEMO_ACCOUNTS.facilitator;
  const admin = DEMO_ACCOUNTS.organisationAdmin;
  const batch = db.batch();
  const compliant = {
    ...complianceRecordOf(
      {
        contractSigned: true,
        contractSignedOn: '2026-09-01',
        dbsNumberShared: true,
        dbsSharedOn: '2026-09-03',
        dbsNumber: '001234561234',
      },
      null,
      { uid: admin.uid, name: admin.name, organisationId: DEMO_ORG_ID },
    ),
    recordedAt: now,
  };
  batch.set(
    db.doc(`Users/${felix.uid}`),
    userRecord(felix, ['facilitator'], now, { facilitatorInfo: compliant }),
  );
  batch.set(db.doc(`Organisations/${DEMO_ORG_ID}/facilitatorCompliance/${felix.uid}`), compliant);
  batch.set(db.doc(`Users/${farah.uid}`), userRecord(farah, ['facilitator'], now));
  for (const p of [felix, farah]) {
    const entry = userRecord(p, ['facilitator'], now).Organisations[DEMO_ORG_ID];
    batch.set(db.doc(`Organisations/${DEMO_ORG_ID}/members/${p.uid}`), entry);
  }

  const workshop = {
    id: DEMO_OFFERED_WORKSHOP,
    title: 'Stories of the Saturday Market',
    date: saturdayAfter(now, 20),
    startTime: '09:30',
    endTime: '11:30',
    duration: 2 as const,
    address: 'Market Square',
    description: 'Recording stallholders and shoppers at the weekly market.',
    leadContact: { name: admin.name, email: admin.email, phone: '01234 567890' },
    additionalContacts: [],
    organisationId: DEMO_ORG_ID,
    organisationName: DEMO_ORG_NAME,
    status: 'scheduled' as const,
    facilitators: [],
    facilitatorIds: [],
    responses: {},
    participantIds: [],
    createdAt: now,
    updatedAt: now,
  };
  const { id: _id, ...stored } = workshop;
  batch.set(db.doc(`workshops/${workshop.id}`), stored);
  batch.set(db.doc(`publicWorkshops/${workshop.id}`), publicWorkshopOf(stored as Partial<Workshop>));

  const offeredBy = DEMO_ACCOUNTS.superAdmin.uid;
  const answers = {
    [f.uid]: null,
    [felix.uid]: {
      response: 'available',
      canAttend: true,
      needsCoverage: false,
      notes: 'I know the market well',
    },
    [farah.uid]: {
      response: 'unavailable',
      canAttend: false,
      needsCoverage: false,
      notes: 'Away that weekend',
    },
  } as const;
  for (const person of [
    { userId: f.uid, name: f.name, email: f.email },
    { userId: felix.uid, name: felix.name, email: felix.email },
    { userId: farah.uid, name: farah.name, email: farah.email },
  ]) {
    const answer = answers[person.userId];
    batch.set(db.doc(`workshopOffers/${offerId(workshop.id, person.userId)}`), {
      ...newOffer(workshop, person, offeredBy, now),
      ...(answer ? { ...answer, respondedAt: now } : {}),
    });
  }

  const grid = (bands: Record<string, Record<string, string>>, uid: string) => ({
    userId: uid,
    bands,
    updatedAt: now,
  });
  batch.set(
    db.doc(`availability/${felix.uid}`),
    grid({ saturday: { morning: 'available' }, sunday: { afternoon: 'available' } }, felix.uid),
  );
  batch.set(db.doc(`availability/${farah.uid}`), grid({ saturday: { morning: 'tentative' } }, farah.uid));
  // The Year 5 group's members (membership.ts): the workshop form's heat map combines them.
  batch.set(
    db.doc(`availability/${DEMO_ACCOUNTS.member.uid}`),
    grid(
      { tuesday: { afternoon: 'available' }, saturday: { morning: 'available' } },
      DEMO_ACCOUNTS.member.uid,
    ),
  );
  batch.set(
    db.doc(`availability/${DEMO_ACCOUNTS.author.uid}`),
    grid(
      { tuesday: { afternoon: 'available' }, thursday: { evening: 'tentative' } },
      DEMO_ACCOUNTS.author.uid,
    ),
  );
  await batch.commit();
}
