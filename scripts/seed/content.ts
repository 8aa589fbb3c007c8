import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';
import { DEMO_GROUP_ID, DEMO_PRIVATE_PROJECT } from './membership';

const config = {
  locationInfo: true,
  authorInfo: true,
  recordingInfo: true,
  uploadFields: true,
  password: '',
};

/**
 * The demo organisation's projects: a private one its Year 5 group can open and a public one. (Pins,
 * recordings, authors and tags arrive with the audio-content work.)
 */
export async function seedContent(db: Firestore, now: Date): Promise<void> {
  const base = {
    isAvailable: true,
    isResponseEnabled: false,
    audioSize: 0,
    tags: { subjectTag: ['history'], contentTag: '' },
    config,
    transitAlbumKey: '',
    pins: [],
    organisationId: DEMO_ORG_ID,
    projectOwnerUserKey: DEMO_ACCOUNTS.moderator.uid,
    createdAt: now,
    updatedAt: now,
  };
  const batch = db.batch();
  batch.set(db.doc(`Projects/${DEMO_PRIVATE_PROJECT}`), {
    ...base,
    projectName: 'Harbour Memories',
    project_id: DEMO_PRIVATE_PROJECT,
    isPrivate: true,
    groupIds: [DEMO_GROUP_ID],
  });
  batch.set(db.doc('Projects/demo-project-high-street'), {
    ...base,
    projectName: 'High Street Then and Now',
    project_id: 'demo-project-high-street',
    isPrivate: false,
    groupIds: [],
  });
  await batch.commit();
}
