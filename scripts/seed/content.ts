import type { Firestore } from 'firebase-admin/firestore';
import { newProjectFields, PROJECT_PRIVATE_CONFIG } from '../../src/features/projects/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';
import { DEMO_GROUP_ID, DEMO_PRIVATE_PROJECT } from './membership';

/**
 * The private demo project's password, kept where the app keeps it: in its managers-only document
 * (PROJECT_PRIVATE_CONFIG), never in the project, which stays readable by whoever may open it.
 */
export const DEMO_PROJECT_PASSWORD = 'harbour-1850';

type DemoPin = [
  key: string,
  title: string,
  lat: number,
  long: number,
  pinType: string,
  order?: [number, string],
];
const HARBOUR_PINS: DemoPin[] = [
  ['demo-pin-harbour-1', 'Lifeboat station', 54.4871, -0.6132, 'story', [1, 'main']],
  ['demo-pin-harbour-2', 'Fish market steps', 54.4862, -0.6148, 'story', [2, 'main']],
  ['demo-pin-harbour-3', 'Swing bridge', 54.4845, -0.6155, 'trail', [1, 'east-pier']],
];
const HIGH_STREET_PINS: DemoPin[] = [
  ['demo-pin-high-street-1', 'Old post office', 51.4545, -2.5879, 'story', [1, 'main']],
  ['demo-pin-high-street-2', 'Corn exchange', 51.4549, -2.5921, 'information', [2, 'main']],
  ['demo-pin-high-street-3', 'Tram depot', 51.4531, -2.5902, 'standard'],
];

/** Each demo pin's location tags; curation.ts seeds the pin Tags from these, so the two agree. */
export const DEMO_PIN_TAGS: Readonly<Record<string, readonly string[]>> = {
  'demo-pin-harbour-1': ['Harbour front'],
  'demo-pin-harbour-2': ['Harbour front', 'Fishing'],
  'demo-pin-harbour-3': ['Bridges'],
  'demo-pin-high-street-1': ['Shops'],
  'demo-pin-high-street-2': ['Shops', 'Markets'],
  'demo-pin-high-street-3': ['Transport'],
};
/** Each demo project's subject tags; curation.ts seeds ProjectTags from these. */
export const DEMO_SUBJECT_TAGS: Readonly<Record<string, readonly string[]>> = {
  [DEMO_PRIVATE_PROJECT]: ['Heritage', 'Coast'],
  'demo-project-high-street': ['Heritage'],
};

function pinDoc(project: string, [pinKey, title, lat, long, pinType, order]: DemoPin, now: Date) {
  return {
    pinKey,
    project,
    title,
    pinType,
    location: { geoPoint: { lat, long } },
    tags: { locationTags: [...(DEMO_PIN_TAGS[pinKey] ?? [])] },
    ...(order ? { pinOrder: { id: order[0], branch: order[1] } } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The demo organisation's projects with their pins: a private one (QR codes on) its Year 5 group can open and
 * a public one. Recordings, authors and tags are seeded by curation.ts.
 */
export async function seedContent(db: Firestore, now: Date): Promise<void> {
  // Built as the create dialog builds a project (newProjectFields), then filled in.
  const demoProject = (projectKey: string, projectName: string, isPrivate: boolean) => ({
    ...newProjectFields(
      { projectKey, projectName, isPrivate, organisationId: DEMO_ORG_ID },
      DEMO_ACCOUNTS.moderator.uid,
    ),
    tags: { subjectTag: [...DEMO_SUBJECT_TAGS[projectKey]!], contentTag: '' },
    createdAt: now,
    updatedAt: now,
  });
  const batch = db.batch();
  batch.set(db.doc(`Projects/${DEMO_PRIVATE_PROJECT}`), {
    ...demoProject(DEMO_PRIVATE_PROJECT, 'Harbour Memories', true),
    isQREnabled: true,
    groupIds: [DEMO_GROUP_ID],
    pins: HARBOUR_PINS.map((p) => p[0]),
  });
  batch.set(db.doc(PROJECT_PRIVATE_CONFIG(DEMO_PRIVATE_PROJECT)), {
    password: DEMO_PROJECT_PASSWORD,
    updatedAt: now,
  });
  batch.set(db.doc('Projects/demo-project-high-street'), {
    ...demoProject('demo-project-high-street', 'High Street Then and Now', false),
    pins: HIGH_STREET_PINS.map((p) => p[0]),
  });
  for (const pin of HARBOUR_PINS) batch.set(db.doc(`Pins/${pin[0]}`), pinDoc(DEMO_PRIVATE_PROJECT, pin, now));
  for (const pin of HIGH_STREET_PINS) {
    batch.set(db.doc(`Pins/${pin[0]}`), pinDoc('demo-project-high-street', pin, now));
  }
  await batch.commit();
}
