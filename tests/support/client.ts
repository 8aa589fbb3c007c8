import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { inject } from 'vitest';
import { firstAnswer } from './connection';

export interface EmulatorClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

/**
 * A Firebase web client (Auth and Firestore) on the run's emulators, as the browser app has: the services under
 * test use it through setFirebaseForTests, so they meet the real rules. `name` must be unique in the run. A test
 * that must not share data with the others passes its rules environment's `projectId` (rulesEnvironment).
 * Resolves once Firestore has answered through the new connection (firstAnswer), so a test's first read does not
 * fail as "offline" while the emulator is busy.
 */
export async function emulatorClient(
  name: string,
  projectId = inject('stack').projectId,
): Promise<EmulatorClient> {
  const stack = inject('stack');
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.authHost}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = stack.firestoreHost.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  await firstAnswer(db);
  return { app, auth, db };
}
