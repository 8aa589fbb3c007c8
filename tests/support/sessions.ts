import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A signed-in browser session, kept so that later test files on the same stack start signed in instead of
 * typing the same credentials again: the app's local storage (its session keys) and Firebase Auth's own
 * IndexedDB record, which is what survives a reload in a real browser too. `landing` is where the sign-in led.
 */
interface SavedSession {
  landing: string;
  localStorage: Record<string, string>;
  authRecords: unknown[];
}

// Firebase Auth's persistence in the browser (its IndexedDB database, version, store and key path).
const AUTH_DB = {
  name: 'firebaseLocalStorageDb',
  version: 1,
  store: 'firebaseLocalStorage',
  keyPath: 'fbase_key',
};

const fileFor = (dir: string, key: string) => join(dir, `${key}.json`);

/** Reads the signed-in page's session and keeps it for `key`; nothing is kept when Auth holds no user yet. */
export async function keepSession(page: Page, dir: string, key: string): Promise<void> {
  const state = await page.evaluate(async (db) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!database.objectStoreNames.contains(db.store)) return null;
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(db.store).objectStore(db.store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return { localStorage: { ...window.localStorage }, authRecords: records };
    } finally {
      database.close();
    }
  }, AUTH_DB);
  if (!state?.authRecords.length) return;
  const saved: SavedSession = { landing: new URL(page.url()).pathname, ...state };
  const file = fileFor(dir, key);
  writeFileSync(`${file}.tmp`, JSON.stringify(saved));
  renameSync(`${file}.tmp`, file); // another worker never reads half a file
}

/**
 * Puts a kept session into the page's origin and opens where that sign-in led. Returns false when none is kept.
 * The origin is entered on an empty page first, so the app does not start before its storage is in place.
 */
export async function resumeSession(page: Page, baseUrl: string, dir: string, key: string): Promise<boolean> {
  const file = fileFor(dir, key);
  if (!existsSync(file)) return false;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedSession;
  const blank = `${baseUrl}/__blank-for-session`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    async ({ db, saved }) => {
      for (const [k, v] of Object.entries(saved.localStorage)) window.localStorage.setItem(k, v);
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(db.name, db.version);
        request.onupgradeneeded = () => request.result.createObjectStore(db.store, { keyPath: db.keyPath });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(db.store, 'readwrite');
        for (const record of saved.authRecords) transaction.objectStore(db.store).put(record);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    { db: AUTH_DB, saved },
  );
  await page.goto(`${baseUrl}${saved.landing}`);
  return true;
}
