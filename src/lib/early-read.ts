/**
 * The first document a page opened from a link reads, asked for by the page's loader (scripts/build/page-html.ts)
 * as soon as the HTML arrives, beside the app's scripts instead of after them: the address names the document
 * (the join code, the invite, the form, the project). The app's REST reader (lib/firestore-rest.ts) takes the
 * answer when it asks for the same address; any other request goes to the network as before.
 */
export const EARLY_READ = '__earlyRead';

interface EarlyRead {
  url: string;
  response: Promise<Response | null>;
}

/** The loader's answer for exactly this address, once; undefined when the loader asked for nothing or another. */
export function takeEarlyRead(url: string): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const slot = window as unknown as Record<string, EarlyRead | undefined>;
  const early = slot[EARLY_READ];
  if (!early || early.url !== url) return undefined;
  slot[EARLY_READ] = undefined;
  return early.response;
}
