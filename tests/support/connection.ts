import { doc, getDocFromServer, type Firestore } from 'firebase/firestore';

/**
 * Waits until a web SDK Firestore instance has reached the emulator. The SDK gives a new connection 10 s to
 * answer and then calls itself offline, failing that read ("the client is offline"); in a loaded integration
 * tier a first connection to the emulator has taken that long. Here a read is tried until the emulator answers
 * it, whatever it answers (a refusal also proves the connection).
 */
export async function firstAnswer(db: Firestore): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await getDocFromServer(doc(db, 'connection-check/any'));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'permission-denied') return;
      if (code !== 'unavailable' || Date.now() > deadline) throw error;
      await new Promise((retry) => setTimeout(retry, 250));
    }
  }
}
