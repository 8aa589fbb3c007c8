import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface EmulatorTarget {
  projectId: string;
  firestoreHost: string;
  authHost: string;
}

/** An Admin SDK app bound to the emulators (the Admin SDK reads the hosts from the environment). */
export function adminFor(target: EmulatorTarget): {
  app: App;
  db: Firestore;
  auth: Auth;
  close: () => Promise<void>;
} {
  process.env.FIRESTORE_EMULATOR_HOST = target.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authHost;
  // No Google metadata server here: don't let the Admin SDK go looking for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(
    { projectId: target.projectId },
    `admin-${target.projectId}-${Date.now()}-${Math.random()}`,
  );
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return { app, db, auth: getAuth(app), close: () => deleteApp(app) };
}
