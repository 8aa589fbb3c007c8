import type { Firestore } from 'firebase-admin/firestore';
import { audienceRecord } from '@storytelling/shared/audiences';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';

/**
 * A named audience of the demo organisation, so /audience-manager and the newsletter and message forms show
 * one: its members and the walks list's people (those who said yes are the ones e-mailed).
 */
export const DEMO_AUDIENCE_ID = 'demo-audience-members-walkers';

export async function seedAudiences(db: Firestore, now: Date): Promise<void> {
  await db.doc(`audiences/${DEMO_AUDIENCE_ID}`).set(
    audienceRecord({
      organisationId: DEMO_ORG_ID,
      name: 'Members and walkers',
      description: 'Everyone in the school, and the people on the Walks list',
      roles: ['member'],
      lists: ['demo-list-walks'],
      createdBy: DEMO_ACCOUNTS.organisationAdmin.uid,
      now,
    }),
  );
}
