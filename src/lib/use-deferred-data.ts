import { useDeferredValue } from 'react';

/**
 * A page's data handed to the screen a render later, in a transition React draws in slices. react-query's own
 * update is always drawn at once (it notifies through useSyncExternalStore), and on the pages opened from a link
 * that render is the whole form or card appearing: in one piece it held a phone's main thread for a few hundred
 * milliseconds, taps waiting behind it. The render at once still shows what was shown before (the outline).
 */
export function useDeferredData<T>(result: T): T {
  return useDeferredValue(result);
}
