import type { Firestore } from 'firebase-admin/firestore';

/** Groups, access codes and invites of the demo organisation (issue 3 fills this in). */
export async function seedMembership(_db: Firestore, _now: Date): Promise<void> {}
