import { messageOf } from '../lib/errors';
import type { Outcome } from './OutcomeNotice';

/** The parts of a react-query mutation that say how its last run ended. */
interface MutationEnd<D, V> {
  isSuccess: boolean;
  isError: boolean;
  data: D | undefined;
  error: unknown;
  variables: V | undefined;
}

/**
 * What a mutation's last run came to, for OutcomeNotice: `ok` words from its result, the error's message (or
 * `fail`'s words) when it failed, nothing while it has not ended. `reset()` on the mutation clears it.
 */
export function outcomeOf<D, V>(
  mutation: MutationEnd<D, V>,
  ok: (data: D, variables: V) => string,
  fail: (error: unknown) => string = messageOf,
): Outcome | null {
  if (mutation.isSuccess) return { ok: true, text: ok(mutation.data as D, mutation.variables as V) };
  if (mutation.isError) return { ok: false, text: fail(mutation.error) };
  return null;
}
