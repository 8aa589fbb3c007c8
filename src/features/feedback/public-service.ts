import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { env } from '../../lib/env';
import { RESPONSES_PER_MINUTE, responseContent, type Answers, type FeedbackForm } from './model';
import { BusyError, ClosedError, loadPublicForm } from './public-form';

// The page's first load reads the form through public-form.ts; these stay here for the callers of the service.
export { BusyError, ClosedError, loadPublicForm, type PublicForm } from './public-form';

/**
 * Sending the public form's answers, on the Firestore Lite SDK and an app of its own with no sign-in: loaded
 * when the respondent sends (the page reads the form through the REST API, public-form.ts), never with Auth,
 * and answers are always sent as nobody in particular, whoever happens to be signed in to the admin in the same
 * browser.
 */
const APP_NAME = 'feedback-public';
let lite: Firestore | undefined;

function publicDb(): Firestore {
  if (lite) return lite;
  const app: FirebaseApp = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        {
          apiKey: env.VITE_FIREBASE_API_KEY,
          projectId: env.VITE_FIREBASE_PROJECT_ID,
          appId: env.VITE_FIREBASE_APP_ID || undefined,
        },
        APP_NAME,
      );
  lite = getFirestore(app);
  if (env.VITE_USE_EMULATORS) {
    const [host, port] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
    connectFirestoreEmulator(lite, host ?? '127.0.0.1', Number(port));
  }
  return lite;
}

/** Integration tests run the public service against the run's emulator with a Lite instance of their own. */
export function setPublicDbForTests(db: Firestore): void {
  lite = db;
}

const WINDOW_MS = 60_000;

/**
 * Sends one response together with the form's per-minute counter (`limits/rate`), in one transaction: the rules
 * accept a response only with its counter step, and a step only within the limit. Whether the counter's minute
 * has ended is the server's call; this guesses from the local clock and, if the rules disagree, tries the other
 * step once.
 */
export async function submitResponse(form: WithId<FeedbackForm>, answers: Answers): Promise<string> {
  const db = publicDb();
  const responseRef = doc(collection(db, COLLECTIONS.feedbackForms, form.id, 'responses'));
  const rateRef = doc(db, COLLECTIONS.feedbackForms, form.id, 'limits', 'rate');
  const content = responseContent(form, answers);
  const attempt = (guessNewWindow: boolean | null) =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(rateRef);
      const rate = snap.exists() ? (snap.data() as { windowStart: Timestamp; count: number }) : null;
      const elapsed = rate ? Date.now() - rate.windowStart.toMillis() >= WINDOW_MS : true;
      const newWindow = guessNewWindow ?? elapsed;
      if (!newWindow && rate && rate.count >= RESPONSES_PER_MINUTE) throw new BusyError();
      tx.set(
        rateRef,
        newWindow || !rate
          ? { windowStart: serverTimestamp(), count: 1, lastResponseId: responseRef.id }
          : { windowStart: rate.windowStart, count: rate.count + 1, lastResponseId: responseRef.id },
      );
      tx.set(responseRef, { ...content, submittedAt: serverTimestamp() });
      return newWindow;
    });
  try {
    await attempt(null);
  } catch (error) {
    if ((error as { code?: string }).code !== 'permission-denied' && !(error instanceof BusyError))
      throw error;
    // The local clock may be off: try the other kind of counter step once.
    try {
      await attempt(error instanceof BusyError ? true : !(await guessWasNew(rateRef)));
    } catch (second) {
      if ((second as { code?: string }).code !== 'permission-denied' && !(second instanceof BusyError))
        throw second;
      const now = await loadPublicForm(form.id);
      if (now.state !== 'open') throw new ClosedError();
      throw new BusyError();
    }
  }
  return responseRef.id;
}

/** What the first attempt guessed: a new window when the local clock said the last one had ended. */
async function guessWasNew(rateRef: ReturnType<typeof doc>): Promise<boolean> {
  const snap = await getDoc(rateRef);
  if (!snap.exists()) return true;
  const start = (snap.data() as { windowStart: Timestamp }).windowStart.toMillis();
  return Date.now() - start >= WINDOW_MS;
}
