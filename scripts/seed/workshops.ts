import type { Firestore } from 'firebase-admin/firestore';

/** Workshops, requests and the workshop e-mail log (issue 5 fills this in). */
export async function seedWorkshops(_db: Firestore, _now: Date): Promise<void> {}
