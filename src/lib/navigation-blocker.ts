import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Location, To, unstable_HistoryRouter } from 'react-router-dom';

/** The history the app's router runs on (the browser's; a memory history in tests). */
export type RouterHistory = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
}

/** What a screen with unsaved changes gets: the shape of react-router's useBlocker, the parts the app uses. */
export interface Blocker {
  state: 'unblocked' | 'blocked';
  proceed: () => void;
  reset: () => void;
}

interface ActiveBlock {
  shouldBlock: (args: BlockerArgs) => boolean;
  /** The navigation was held back; `retry` makes it after all. */
  onBlocked: (retry: () => void) => void;
}

/** At most one screen guards at a time (the one with the unsaved form). */
let active: ActiveBlock | null = null;
/** A back or forward the person confirmed: it arrives later (popstate) and is not asked about again. */
let confirmedPop = false;

/**
 * The router's history, able to hold a navigation back while a screen has unsaved changes. react-router's own
 * useBlocker needs its data router, whose loaders, actions and fetchers this app does not use and which cost
 * every page ~17 KB of JS gzip; holding a navigation back is the one thing the app needed from it.
 *
 * Links and navigate() go through push/replace, which are simply not made. Back and forward have already moved
 * the browser when we hear of them, so they are undone (go(-delta)) and made again if the person confirms.
 */
export function guardHistory(base: RouterHistory): RouterHistory {
  let shown = base.location; // what the router shows: the page a navigation would leave
  let undoing = false;

  const blocks = (nextLocation: Location) =>
    active !== null && active.shouldBlock({ currentLocation: shown, nextLocation });
  const locationOf = (to: To, state: unknown): Location => {
    const { pathname, search, hash } = base.createURL(to);
    return { pathname, search, hash, state: state ?? null, key: '' };
  };
  const guarded = (method: 'push' | 'replace') => (to: To, state?: unknown) => {
    if (active && blocks(locationOf(to, state))) active.onBlocked(() => base[method](to, state));
    else base[method](to, state);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: guarded('push'),
    replace: guarded('replace'),
    go: (delta) => base.go(delta),
    listen: (listener) =>
      base.listen((update: Update) => {
        if (undoing) {
          undoing = false; // the browser coming back from a move we undid: the router never saw it
          return;
        }
        const { action, delta, location } = update;
        if (action === 'POP' && delta && active && !confirmedPop && blocks(location)) {
          undoing = true;
          base.go(-delta);
          active.onBlocked(() => {
            confirmedPop = true;
            base.go(delta);
          });
          return;
        }
        confirmedPop = false;
        shown = location;
        listener(update);
      }),
  };
}

/**
 * While `shouldBlock` says so, leaving the screen waits for the person: state becomes 'blocked'; proceed()
 * makes the navigation, reset() stays. The app's router must run on guardHistory (it does: app/router.tsx).
 */
export function useBlocker(shouldBlock: (args: BlockerArgs) => boolean): Blocker {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const predicate = useRef(shouldBlock);
  // At commit, not after paint: a Back pressed right after the form became dirty must already be asked about.
  useLayoutEffect(() => {
    predicate.current = shouldBlock;
  });
  useEffect(() => {
    const block: ActiveBlock = {
      shouldBlock: (args) => predicate.current(args),
      onBlocked: (again) => setRetry(() => again),
    };
    active = block;
    return () => {
      if (active === block) active = null;
    };
  }, []);
  const proceed = useCallback(() => {
    setRetry(null);
    retry?.();
  }, [retry]);
  const reset = useCallback(() => setRetry(null), []);
  return { state: retry ? 'blocked' : 'unblocked', proceed, reset };
}
