import { e2eStack } from './e2e-stack';

type Move = 'stop' | 'start';

/**
 * Stops and starts the e2e run's emulators (tests/setup/stack-control.ts): the Functions emulator is killed and
 * started again; the Firestore emulator is frozen and thawed (it holds its data only in memory). Always start
 * again in a finally: the other test files of the run share the stack.
 */
export function stackControl() {
  const post = async (what: string) => {
    const response = await fetch(`${e2eStack().controlUrl}/${what}`, { method: 'POST' });
    if (!response.ok) throw new Error(`stack control ${what}: ${response.status} ${await response.text()}`);
  };
  return {
    functions: (move: Move) => post(`functions/${move}`),
    firestore: (move: Move) => post(`firestore/${move}`),
  };
}
