import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { env } from './env';
import { firebaseApp } from './firebase-app';

/**
 * Firebase Auth on its own module (without Firestore), so that a public page can load it when the person acts,
 * e.g. on submit, and not with the page. `firebase.ts` re-exports it for the rest of the app.
 */
let auth: Auth | undefined;

export function authClient(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS)
      connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

export function setAuthForTests(instance: Auth): void {
  auth = instance;
}
