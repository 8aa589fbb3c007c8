import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading (the guard's spinner, a lazy chunk, a slow query). */
const WAIT_MS = 20_000;

/** The new screen's main heading: its first h1, else its first h2 (a screen with no h1 of its own). */
function mainHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2');
}

/**
 * After every change of route (a link, a redirect after signing in or joining), focus goes to the new screen's
 * main heading, so a screen reader announces where the person arrived and the next Tab starts from the top of
 * the content, not from wherever the old page left it. The first load keeps the browser's own focus (and any
 * field a screen focuses itself); a change of query string or hash (tabs, filters) is no navigation.
 *
 * The heading may appear a moment later (the guard's spinner, a lazy screen), or be replaced (a placeholder's
 * heading by the loaded screen's), so the main region is watched for a while. If the person has moved focus
 * somewhere in the new screen meanwhile, it stays there.
 */
export function useHeadingFocus(mainId: string): void {
  const { pathname } = useLocation();
  // Where focus was when the route changed, read while rendering the new route: a screen that focuses its own
  // field (autoFocus) does so when it mounts, before any effect could look.
  const [seen, setSeen] = useState({ pathname, leftFrom: null as Element | null });
  if (seen.pathname !== pathname) setSeen({ pathname, leftFrom: document.activeElement });
  const leftFrom = seen.pathname === pathname ? seen.leftFrom : document.activeElement;

  useEffect(() => {
    // The first load (nothing left yet) keeps the browser's focus.
    if (!leftFrom) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    // Focus still where the old page left it, or outside the content (the app bar, the closed drawer) is ours
    // to move; focus the person (or the new screen's own autofocus) put in the content or a dialog is not.
    const untouched = () => {
      const active = document.activeElement;
      return (
        !active ||
        active === document.body ||
        active === main ||
        active === leftFrom ||
        !active.isConnected ||
        (!main.contains(active) && !active.closest('[role="dialog"], [role="alertdialog"]'))
      );
    };
    // The heading focused last. A screen may swap it for another (a loading placeholder's heading for the loaded
    // screen's own): focus then falls to the body, and goes on to the new heading.
    let placed: HTMLElement | null = null;
    const place = () => {
      if (placed?.isConnected) return;
      // Once a heading has been focused, only focus lost with it is ours to put back: anywhere else, the person
      // has moved on (even to the app bar).
      const active = document.activeElement;
      if (placed && active && active !== document.body && active.isConnected) return stop();
      // A spinner in place of the screen (the guard's, a lazy screen's, a code being checked): not there yet.
      if (main.querySelector('[role="status"][aria-busy="true"]')) return;
      const heading = mainHeading(main);
      if (!heading) return;
      if (!untouched()) return stop();
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.setAttribute('data-route-heading', ''); // styles.css: no focus ring on it
      heading.focus({ preventScroll: true });
      placed = heading;
    };
    // Watched for the whole wait, not only until the first heading, so a swapped heading is followed too.
    const observer = new MutationObserver(place);
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    place();
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId, leftFrom]);
}
