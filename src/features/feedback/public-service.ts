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
import {
  RESPONSES_PER_MINUTE,
  responseContent,
  zFeedbackForm,
  type Answers,
  type FeedbackForm,
} from './model';

/**
 * The public form's only I/O, on the Firestore Lite SDK and an app of its own with no sign-in: the page a
 * respondent opens from a QR code stays light (no streaming SDK, no Auth), and answers are always sent as
 * nobody in particular, whoever happens to be signed in to the admin in the same browser.
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

/** Why a form cannot be answered, in the respondent's words. */
export type PublicForm =
  { state: 'open'; form: WithId<FeedbackForm> } | { state: 'closed'; title: string } | { state: 'unknown' };

/** A published or closed form; a draft (which the rules do not show) or a missing one is "unknown". */
export async function loadPublicForm(formId: string): Promise<PublicForm> {
  try {
    const snap = await getDoc(doc(publicDb(), COLLECTIONS.feedbackForms, formId));
    if (!snap.exists()) return { state: 'unknown' };
    // Checked with the form's schema (not lib/converter's parseDocument, which brings the streaming SDK along).
    const parsed = zFeedbackForm.safeParse(snap.data());
    if (!parsed.success) throw new Error(`${snap.ref.path}: ${parsed.error.message}`);
    const form = parsed.data;
    if (form.status === 'closed') return { state: 'closed', title: form.title };
    if (form.status !== 'published') return { state: 'unknown' };
    return { state: 'open', form: { ...form, id: snap.id } };
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return { state: 'unknown' };
    throw error;
  }
}

/** Too many answers to this form this minute (the rules' limit): the answers stay, to send a little later. */
export class BusyError extends Error {
  constructor() {
    super(
      'This form is receiving a lot of answers just now. Your answers are still here: please try again in a minute.',
    );
  }
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

/** The form was closed (or withdrawn) while the person was answering. */
export class ClosedError extends Error {
  constructor() {
    super('This form has been closed and takes no more answers.');
  }
}

/** What the first attempt guessed: a new window when the local clock said the last one had ended. */
async function guessWasNew(rateRef: ReturnType<typeof doc>): Promise<boolean> {
  const snap = await getDoc(rateRef);
  if (!snap.exists()) return true;
  const start = (snap.data() as { windowStart: Timestamp }).windowStart.toMillis();
  return Date.now() - start >= WINDOW_MS;
}
