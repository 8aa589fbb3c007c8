import { initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from './env';

/**
 * The Firebase app alone, without Firestore or Auth, so that a page which reads through the REST API (or signs
 * in only when the person acts) does not download the streaming SDK just to get at the app. Initialised on first use.
 */
let app: FirebaseApp | undefined;
let appForTests: FirebaseApp | undefined;

export function firebaseApp(): FirebaseApp {
  if (appForTests) return appForTests;
  app ??= initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  });
  return app;
}

/** Integration tests act as several people, each with an app of their own (see setFirebaseForTests). */
export function setAppForTests(testApp: FirebaseApp): void {
  appForTests = testApp;
}
