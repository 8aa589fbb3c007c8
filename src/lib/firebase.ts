import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { authClient, setAuthForTests } from './auth-client';
import { env } from './env';
import { firebaseApp, setAppForTests } from './firebase-app';

/**
 * Firebase is initialised lazily, on first use, so screens that never touch it (and the first paint of the
 * login page) do not wait for it. Tests replace the instances with `setFirebaseForTests`. This module brings the
 * streaming Firestore SDK: public pages read through the REST API (firestore-rest.ts) and load Auth alone
 * (auth-client.ts) instead.
 */
let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      const [host, port] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
      connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port));
    }
  }
  return firestore;
}

export { authClient };

/** Integration tests run the real services against an emulator-backed instance they made themselves. */
export function setFirebaseForTests(instances: { db?: Firestore; auth?: Auth }): void {
  if (instances.db) {
    firestore = instances.db;
    setAppForTests(instances.db.app);
  }
  if (instances.auth) setAuthForTests(instances.auth);
}
