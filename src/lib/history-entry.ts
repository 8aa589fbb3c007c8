import * as firestore from 'firebase/firestore';
import { HISTORY_COLLECTION, historyEntry, type HistoryInput } from '@storytelling/shared/history';
import { AppError, ERRORS } from './errors';
import { authClient, db } from './firebase';

/** An entry as an action describes it; who did it is the signed-in person, filled in here. */
export type HistoryFact = Omit<HistoryInput, 'actor'>;

/**
 * The history entry of an action the browser writes, to be put in the same batch or transaction as the action
 * (so there is never an action without its entry, nor an entry without its action). The rules insist that the
 * actor is the signed-in person and the time the server's.
 */
export function historyWrite(fact: HistoryFact): { ref: firestore.DocumentReference; data: object } {
  return {
    ref: firestore.doc(firestore.collection(db(), HISTORY_COLLECTION)),
    data: historyEntry({ ...fact, actor: signedInActor() }, firestore.serverTimestamp()),
  };
}

/** The signed-in person as records name them: their uid, and what they call themselves (or their address). */
export function signedInActor(): { uid: string; name: string } {
  const user = authClient().currentUser;
  if (!user) throw new AppError(ERRORS.userNotFound);
  return { uid: user.uid, name: user.displayName || user.email || user.uid };
}
