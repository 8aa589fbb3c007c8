import type { $ZodType } from 'zod/v4/core';
import { authClient } from './auth-client';
import type { WithId } from './converter';
import { firebaseApp } from './firebase-app';
import {
  countRest,
  getDocumentRest,
  queryDocumentsRest,
  readDocumentRest,
  restOrigin,
  type RestCaller,
  type RestDocument,
  type RestQuery,
} from './firestore-rest';

/**
 * The signed-in screens' one-shot reads (the session, the dashboards' lists and counts), through Firestore's REST
 * API with the person's ID token: the rules judge them exactly as they judge the SDK's reads, and the first
 * dashboard after sign-in downloads no Firestore SDK at all (writes and live lists bring the streaming one when
 * someone uses them). The project and API key are the signed-in app's, so an integration test's person, who has
 * an app of their own, reads as themselves.
 */
export async function asUser(): Promise<RestCaller> {
  const auth = authClient();
  // On a reload Auth restores the person from storage after the page starts; a read sent before that would go
  // out as nobody and be refused.
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  const { projectId = '', apiKey = '' } = firebaseApp().options;
  return {
    target: { origin: restOrigin(), projectId, apiKey },
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  };
}

/** One document as the person may read it, checked with its collection's schema; null when it does not exist. */
export async function readAsUser<T>(schema: $ZodType<T>, path: string): Promise<WithId<T> | null> {
  return readDocumentRest(schema, path, await asUser());
}

/** One document's raw fields, for a read that needs one field and no schema (an organisation's name). */
export async function readFieldsAsUser(path: string): Promise<RestDocument | null> {
  return getDocumentRest(path, await asUser());
}

/** A query's documents as the person may read them, checked with their collection's schema, in order. */
export async function queryAsUser<T>(
  schema: $ZodType<T>,
  collectionPath: string,
  q: RestQuery,
): Promise<WithId<T>[]> {
  return queryDocumentsRest(schema, collectionPath, q, await asUser());
}

/** How many documents a query matches, as the person may read them. */
export async function countAsUser(collectionPath: string, q: RestQuery): Promise<number> {
  return countRest(collectionPath, q, await asUser());
}
