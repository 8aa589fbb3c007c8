import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_PACE_KMH, wanderRecord } from '../../src/features/wanders/model';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';
import { DEMO_PRIVATE_PROJECT } from './membership';

/**
 * The demo wander: a walk through the Harbour Memories pins in their pin order (main branch, then
 * east-pier), built as the editor builds one (wanderRecord). Its one deliberate problem for the walk checks:
 * the lifeboat station and the fish market steps are 144 m apart, and each tells its story within 80 m
 * (collectionLogic.radius), so their stories overlap. No two demo pins are that close at the default 25 m, so
 * the seed gives these two a wider trigger, as an editor would in the pin editor; nothing else of them changes.
 * Fixed id, set not add: running it again puts it back as it was.
 */
export const DEMO_WANDER = {
  id: 'demo-wander-harbour',
  title: 'Harbour Heritage Walk',
  pinKeys: ['demo-pin-harbour-1', 'demo-pin-harbour-2', 'demo-pin-harbour-3'],
  overlapping: ['demo-pin-harbour-1', 'demo-pin-harbour-2'],
  triggerMetres: 80,
} as const;

export async function seedWanders(db: Firestore, now: Date): Promise<void> {
  const batch = db.batch();
  for (const pinKey of DEMO_WANDER.overlapping) {
    batch.update(db.doc(`Pins/${pinKey}`), { collectionLogic: { radius: DEMO_WANDER.triggerMetres } });
  }
  batch.set(db.doc(`wanders/${DEMO_WANDER.id}`), {
    ...wanderRecord(
      { organisationId: DEMO_ORG_ID, projectId: DEMO_PRIVATE_PROJECT },
      { title: DEMO_WANDER.title, pinKeys: [...DEMO_WANDER.pinKeys], paceKmh: DEFAULT_PACE_KMH },
      'draft',
      DEMO_ACCOUNTS.organisationAdmin.uid,
    ),
    createdAt: now,
    updatedAt: now,
  });
  await batch.commit();
}
