import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2.0 and 2.1 level A and AA rules. Of axe's best practices only heading order is added: a
 * jump from h2 to h6 (once seen on /workshop-manager) leaves a screen reader's outline with holes.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const EXTRA_RULES = { 'heading-order': { enabled: true } };

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');
const STILL =
  '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

/**
 * Loads axe-core into the page's document, once per page load (in-app navigation keeps the document), and
 * switches CSS transitions and animations off, so a menu or dialog is measured as it rests, not half faded in (a
 * fading label would fail colour contrast at 60 % opacity). Only the top document: a script given to every frame
 * (a context's init script) also reaches the sandboxed e-mail preview, which refuses it with a console error.
 */
async function readyForAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  }, STILL);
}

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
  /** The element's opening markup, for targets as bare as `ul`. */
  html: string;
}

/** Runs axe-core's WCAG 2.1 A/AA rules on the whole document and returns each failing element. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await readyForAxe(page);
  return page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => ({
          rule: v.id,
          impact: v.impact ?? '',
          target: n.target.map(String).join(' > '),
          // The first line names the measured ratio or the missing piece, e.g. "Element has insufficient ...".
          summary: (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
          html: n.html.slice(0, 120),
        })),
      );
    },
    { tags: WCAG_TAGS, rules: EXTRA_RULES },
  );
}

/** One readable line per failing element: where, which rule, which element and why. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where} · ${f.rule} (${f.impact}) · ${f.target} · ${f.summary} · ${f.html}`);
}
