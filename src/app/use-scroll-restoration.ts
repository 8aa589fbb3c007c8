import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored position may wait for the page to grow tall enough (a lazy screen, its data). */
const RESTORE_MS = 2000;

/** Where each visited entry of the tab's history was scrolled to, by location key; kept across a reload. */
const positions: Map<string, number> = (() => {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
})();

/**
 * The key a position is kept under. Every document opened from an address (typed, a bookmark, a full reload)
 * starts on an entry the router calls "default", whatever the page: kept under that name alone, one page's
 * position was restored on the next page opened by address (the subscriber view opened 117 px down, its title
 * under the app bar). Such entries are told apart by their address.
 */
const entryKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;

/**
 * How this document was opened: only a reload or a Back/Forward into it returns to a kept position; an address
 * typed or a link from outside opens at the top, though the router reports every first entry as a "POP".
 */
function documentReturned(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * A new page starts at the top; back and forward (and a reload) return to where the person was on that page.
 * A change of query string on the same page (a tab, a filter) keeps the position. The browser's own
 * restoration cannot do this for a single-page app: it scrolls before the page is drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | null>(null);
  const shownKey = useRef(entryKey(location));
  // The entry this document opened on (the same object until the router moves; React may run effects twice).
  const opening = useRef(location);

  // Recorded as the person scrolls, against the entry on screen: by the time a navigation is heard of, the old
  // page is gone (and a shorter new page has already pulled the position up).
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => positions.set(shownKey.current, window.scrollY);
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('scroll', record, { passive: true });
    // A scroll event waits for the next frame, so a link followed (or Back pressed) right after scrolling could
    // leave before it came: the position is also taken as the click or the history move starts, before any
    // handler of it runs (capture), while the old page is still drawn.
    window.addEventListener('click', record, true);
    window.addEventListener('popstate', record, true);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('click', record, true);
      window.removeEventListener('popstate', record, true);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    shownKey.current = key;
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    const returned = navigationType === 'POP' && (location !== opening.current || documentReturned());
    const saved = returned ? positions.get(key) : undefined;
    if (saved === undefined) {
      if (!samePage && !location.hash) window.scrollTo(0, 0); // a hash: the browser scrolls to its element
      return;
    }
    const until = Date.now() + RESTORE_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && Date.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `location` is read through its key, path and hash
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
