import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the date, a stored choice), read so a page rendered at build time hydrates
 * without a mismatch: while rendering at build time and while hydrating that HTML it is `atBuild`, and the render
 * right after hydration reads the browser's value; a page rendered in the browser alone reads it at once. `read`
 * must return the same value for the same state (a string or number, not a fresh object).
 */
export function useClientValue<T>(read: () => T, atBuild: T): T {
  return useSyncExternalStore(noSubscription, read, () => atBuild);
}

const yes = () => true;

/**
 * False while a page drawn at build time is being hydrated (and while drawing it), true from the render after.
 * For what the build cannot know either, such as the address's query string: a screen shows its waiting state
 * until then, as its HTML does.
 */
export const useHydrated = () => useClientValue(yes, false);
