import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from './env';
import { firebaseApp } from './firebase-app';

/**
 * Firebase Auth on its own module (without Firestore), so that a public page can load it when the person acts,
 * e.g. on submit, and not with the page. `firebase.ts` re-exports it for the rest of the app. Set up as getAuth
 * does, with the same persistence, but without the popup and redirect sign-in this app never offers (e-mail and
 * password only), whose code getAuth would bring to everyone who signs in.
 */
let auth: Auth | undefined;

export function authClient(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (env.VITE_USE_EMULATORS)
      connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

export function setAuthForTests(instance: Auth): void {
  auth = instance;
}
