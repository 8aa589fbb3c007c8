import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  type Firestore as LiteFirestore,
  type FirestoreDataConverter as LiteConverter,
} from 'firebase/firestore/lite';
import type { FirestoreDataConverter } from 'firebase/firestore';
import { env } from './env';
import { firebaseApp } from './firebase-app';

/**
 * The Firestore Lite SDK for one-shot reads of large lists (the pin list): each query is one plain HTTP request
 * that answers or fails. The streaming SDK multiplexes one-shot reads over its long-lived WebChannel; under load
 * that channel can lose a request and leave the read waiting for ever with no error (seen in 1 of ~6 runs of
 * the 10,000-pin measurement: a forward-channel request aborted, the back channel open, nothing arriving; the
 * same class as firebase-js-sdk issues 7669 and 7787). Same app and sign-in as db(), so the same rules apply.
 * Public pages opened from a link read through the REST API instead (firestore-rest.ts), with no SDK at all.
 */
const instances = new WeakMap<FirebaseApp, LiteFirestore>();

export function dbLite(): LiteFirestore {
  const app = firebaseApp();
  let lite = instances.get(app);
  if (!lite) {
    lite = getFirestore(app);
    if (env.VITE_USE_EMULATORS) {
      const [host, port] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
      connectFirestoreEmulator(lite, host ?? '127.0.0.1', Number(port));
    }
    instances.set(app, lite);
  }
  return lite;
}

/**
 * The collection converters work on both SDKs' snapshots (data(), id, ref.path); only the types differ.
 */
export const liteConverter = <T, D extends object>(c: FirestoreDataConverter<T, D>) =>
  c as unknown as LiteConverter<T, D>;
