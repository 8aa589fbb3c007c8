import type { MutationCache } from '@tanstack/react-query';

/**
 * Every save that has started and not yet ended, app-wide: what the connection notice and the leave warning
 * look at. The app's mutations feed it (trackMutations, in app/query-client.ts); anything else that writes
 * can call `start` and the returned `end` itself.
 */
export interface PendingRegistry {
  /** Marks a save as started now; call the returned function when it has ended, however it ended. */
  start: (now?: number) => () => void;
  /** How many saves are waiting. */
  count: () => number;
  /** When the oldest waiting save started (ms since epoch), null when none is waiting. */
  oldestSince: () => number | null;
  subscribe: (listener: () => void) => () => void;
}

export function createPendingRegistry(): PendingRegistry {
  const started = new Map<number, number>();
  const listeners = new Set<() => void>();
  let nextId = 0;
  const notify = () => listeners.forEach((l) => l());
  return {
    start(now = Date.now()) {
      const id = nextId++;
      started.set(id, now);
      notify();
      let ended = false;
      return () => {
        // Ending twice (a settled callback and a cleanup both firing) must not end another save.
        if (ended) return;
        ended = true;
        started.delete(id);
        notify();
      };
    },
    count: () => started.size,
    oldestSince: () => (started.size === 0 ? null : Math.min(...started.values())),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one registry. */
export const pendingSaves = createPendingRegistry();

/**
 * Every mutation counts as a save in `registry` while it is pending, so the connection notice and the leave
 * warning know about all of them without each screen saying so.
 */
export function trackMutations(cache: MutationCache, registry: PendingRegistry): () => void {
  const ends = new Map<number, () => void>();
  return cache.subscribe((event) => {
    const { mutation } = event;
    if (!mutation) return;
    const id = mutation.mutationId;
    const pending = event.type !== 'removed' && mutation.state.status === 'pending';
    if (pending && !ends.has(id)) ends.set(id, registry.start(mutation.state.submittedAt || Date.now()));
    if (!pending && ends.has(id)) {
      ends.get(id)?.();
      ends.delete(id);
    }
  });
}
