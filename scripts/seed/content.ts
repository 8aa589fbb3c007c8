import type { Firestore } from 'firebase-admin/firestore';

/** Projects, pins, recordings, authors and tags (issue 4 fills this in). */
export async function seedContent(_db: Firestore, _now: Date): Promise<void> {}
