import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { env } from './env';

/**
 * Firebase is initialised lazily, on first use, so screens that never touch it (and the first paint of the
 * login page) do not wait for it. Tests replace the instances with `setFirebaseForTests`.
 */
let app: FirebaseApp | undefined;
let firestore: Firestore | undefined;
let auth: Auth | undefined;

function firebaseApp(): FirebaseApp {
  app ??= initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  });
  return app;
}

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

export function authClient(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS)
      connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

/** Integration tests run the real services against an emulator-backed instance they made themselves. */
export function setFirebaseForTests(instances: { db?: Firestore; auth?: Auth }): void {
  if (instances.db) firestore = instances.db;
  if (instances.auth) auth = instances.auth;
}
