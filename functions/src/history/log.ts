import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { Caller } from '../mail/caller.js';
import { db } from '../mail/store.js';
import {
  HISTORY_COLLECTION,
  historyEntry,
  PLATFORM_HISTORY,
  type HistoryEntry,
  type HistoryInput,
} from '@storytelling/shared/history';

/**
 * A history entry of an act the server carries out for `caller`, stamped with the server's time, to be written in
 * the same transaction or batch as the act where there is one. An act about no organisation is the platform's.
 */
export function serverHistoryWrite(
  caller: Pick<Caller, 'uid' | 'name'>,
  fact: Omit<HistoryInput, 'actor'>,
): { ref: DocumentReference; data: HistoryEntry<FieldValue> } {
  return {
    ref: db().collection(HISTORY_COLLECTION).doc(),
    data: historyEntry(
      {
        ...fact,
        organisationId: fact.organisationId || PLATFORM_HISTORY,
        actor: { uid: caller.uid, name: caller.name },
      },
      FieldValue.serverTimestamp(),
    ),
  };
}

/**
 * Logs an act the server has already carried out (one with no transaction of its own to join). The act stands
 * whatever happens here, so a failed write is reported in the log and never turns the act's answer into an
 * error (the caller would try again and meet "already sent").
 */
export async function logServerAct(
  caller: Pick<Caller, 'uid' | 'name'>,
  fact: Omit<HistoryInput, 'actor'>,
): Promise<void> {
  const { ref, data } = serverHistoryWrite(caller, fact);
  try {
    await ref.set(data);
  } catch (error) {
    console.error('Could not log to the history', fact.kind, fact.target, error);
  }
}
