import type { BrowserContext, Page, Response } from 'playwright-core';

/**
 * Counts the JavaScript a page really downloads, in the browser: every script response's body as transferred
 * (gzip on the wire, as served), from the moment counting starts. What a static walk of the build's manifest
 * cannot see is counted too: chunks imported on demand as the page starts (the REST reader of a read,
 * the dashboard's own chunks after sign-in).
 */
export interface JsCounter {
  /** Total bytes so far, and the files (path → bytes). */
  total(): number;
  files(): Map<string, number>;
  /** Resolves once no script has arrived for `quietMs` (bounded by `maxMs`). */
  settle(quietMs?: number, maxMs?: number): Promise<void>;
  reset(): void;
}

export function countJs(target: Page | BrowserContext): JsCounter {
  const files = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  let last = Date.now();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    const work = response
      .request()
      .sizes()
      .then((sizes) => {
        files.set(path, (files.get(path) ?? 0) + sizes.responseBodySize);
        last = Date.now();
      })
      .catch(() => undefined)
      .finally(() => pending.delete(work));
    pending.add(work);
    last = Date.now();
  };
  target.on('response', onResponse);
  return {
    total: () => [...files.values()].reduce((a, b) => a + b, 0),
    files: () => new Map(files),
    async settle(quietMs = 2_000, maxMs = 30_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs && (pending.size > 0 || Date.now() - last < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(pending);
    },
    reset() {
      files.clear();
      last = Date.now();
    },
  };
}
