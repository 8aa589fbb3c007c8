import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium, for `npm run perf` (what a person's browser does); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell, for the browser tests; HEADLESS_SHELL_PATH points elsewhere. It is built from
 * the same sources as chromium (same Blink, same V8, same version), without the browser's windowing and UI
 * layers, which headless chromium still runs: over the same browser test files the headless shell took a third
 * less CPU in all (chromium's processes 113 CPU-s against 67), and the browser tier is bounded by the CPU.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** What this machine's closed network needs: no background fetches, updates or sync, no sandbox as root. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Headless chromium driven by playwright-core, for `npm run perf`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
}

/** The headless shell driven by playwright-core, for the browser tests. */
export function launchHeadlessShell(): Promise<Browser> {
  if (!existsSync(HEADLESS_SHELL_PATH))
    throw new Error(
      `The browser tests need chromium's headless shell at ${HEADLESS_SHELL_PATH} ` +
        '(Debian: apt-get install chromium-headless-shell fonts-liberation; or set HEADLESS_SHELL_PATH).',
    );
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
}
