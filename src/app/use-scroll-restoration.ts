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
 * A new page starts at the top; back and forward (and a reload) return to where the person was on that page.
 * A change of query string on the same page (a tab, a filter) keeps the position. The browser's own
 * restoration cannot do this for a single-page app: it scrolls before the page is drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | null>(null);
  const shownKey = useRef(location.key);

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
    shownKey.current = location.key;
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
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
  }, [location.key, location.pathname, location.hash, navigationType]);
}
