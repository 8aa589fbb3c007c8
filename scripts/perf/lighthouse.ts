import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import type { LighthouseRun } from './figures';

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

/**
 * `runs` mobile Lighthouse runs of a URL with each run's score, LCP and TBT (figures.ts takes the medians). A run
 * that hits Lighthouse's own cap (a page that never goes quiet) still counts, with the score it got.
 */
export async function lighthouseRuns(url: string, runs = 5): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result?.lhr.audits ?? {};
      results.push({
        score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}
