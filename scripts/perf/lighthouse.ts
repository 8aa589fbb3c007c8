import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Lighthouse performance score (0-100) for a URL, median of `runs`, mobile (default config) or desktop. */
export async function lighthouseScore(
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs = 5,
): Promise<{ median: number; scores: number[] }> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
    } finally {
      chrome.kill();
    }
  }
  return { median: median(scores), scores };
}
