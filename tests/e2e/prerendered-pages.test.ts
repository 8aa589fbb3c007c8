import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../scripts/seed/feedback';
import { DEMO_INVITE_ID } from '../../scripts/seed/membership';
import { baseUrl, launchBrowser, shot } from '../support/browser';

/**
 * The public pages opened from links come as HTML with their shell already drawn (src/prerender/): the server's
 * answer holds the page's heading and its styles before any script runs, and the app then hydrates that HTML
 * rather than drawing the page again. A hydration mismatch would make React throw the HTML away and say so in
 * the console, which fails any browser test (tests/setup/e2e-page-problems.ts).
 */
const PAGES = [
  { path: '/join-org/RIVER25K', heading: 'Join Organisation', loaded: 'Join Riverside Heritage School' },
  { path: `/invite/${DEMO_INVITE_ID}`, heading: 'Invitation', loaded: /You are invited to a project/ },
  { path: '/workshop-landing', heading: 'Stories belong to places', loaded: 'Upcoming workshops' },
  { path: '/workshop-booking', heading: 'Book a custom workshop', loaded: 'Send booking request' },
  { path: '/workshop-booking/demo-org', heading: 'Book a custom workshop', loaded: 'Send booking request' },
  { path: `/feedback/${DEMO_FORMS.postWorkshop}`, heading: 'Feedback', loaded: 'Send answers' },
  { path: '/unsubscribe', heading: 'Unsubscribe', loaded: /needs the unsubscribe link/ },
  {
    path: '/forms-view/demo-project-high-street',
    heading: 'Recording Form',
    loaded: 'High Street Then and Now',
  },
  { path: '/participant-login', heading: 'Workshop Portal Login', loaded: 'Email' },
  { path: '/loginscreen', heading: 'Sign in', loaded: 'Email' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const slug = (path: string) => path.split('/').slice(1).join('-');

describe('public pages drawn at build time', () => {
  it.each(PAGES)('$path is served with its heading and styles in the HTML', async ({ path, heading }) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script>[\s\S]*<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it.each(PAGES)(
    '$path hydrates the HTML it came with, on a phone and a desktop',
    async ({ path, loaded }) => {
      for (const size of ['phone', 'desktop'] as const) {
        const context = await browser.newContext(
          size === 'phone'
            ? {
                viewport: { width: 390, height: 844 },
                isMobile: true,
                hasTouch: true,
                reducedMotion: 'no-preference',
              }
            : { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' },
        );
        try {
          // The shell alone, as a phone shows it before any script has run.
          const still = await context.newPage();
          await still.route('**/*.js', (route) => route.abort());
          await still.goto(`${baseUrl()}${path}`);
          await shot(still, `prerendered-${slug(path)}-${size}-shell`);
          await still.close();

          const page = await context.newPage();
          // The footer as the HTML drew it: kept if the app hydrates, replaced if it drew the page again.
          await page.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              (window as unknown as { drawnFooter: Element | null }).drawnFooter =
                document.querySelector('footer');
            });
          });
          await page.goto(`${baseUrl()}${path}`);
          await page.getByText(loaded).first().waitFor({ timeout: 30_000 });
          // The year is the browser's to fill in once hydrated.
          await page.getByText(`© ${new Date().getFullYear()} Storytelling Admin`).waitFor();
          const kept = await page.evaluate(
            () =>
              (window as unknown as { drawnFooter: Element | null }).drawnFooter ===
              document.querySelector('footer'),
          );
          expect(kept, 'the footer drawn at build time is the one on the page').toBe(true);
          await shot(page, `prerendered-${slug(path)}-${size}`);
        } finally {
          await context.close();
        }
      }
    },
  );

  it.each([
    {
      path: '/workshop-booking',
      fields: { 'Organisation name': 'Early Bird School' },
      button: 'Send booking request',
    },
    {
      path: '/loginscreen',
      fields: { Email: 'early@demo.test', Password: 'typed-early' },
      button: 'Sign in',
    },
  ])(
    '$path keeps what is typed before its scripts arrive, and the browser sends nothing by itself',
    async ({ path, fields, button }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const page = await context.newPage();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
        for (const [label, text] of Object.entries(fields)) await page.getByLabel(label).fill(text);
        // A send before the app is there would put the fields in the address bar and reload the page.
        await page.evaluate(() => document.querySelector('form')?.requestSubmit());
        release();
        await page.getByRole('button', { name: button }).and(page.locator(':enabled')).waitFor();
        for (const [label, text] of Object.entries(fields))
          expect(await page.getByLabel(label).inputValue(), label).toBe(text);
        expect(page.url()).toBe(`${baseUrl()}${path}`);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    {
      path: '/join-org/RIVER25K',
      document: 'accessCodes/RIVER25K',
      loaded: 'Join Riverside Heritage School',
    },
    { path: `/invite/${DEMO_INVITE_ID}`, document: `invites/${DEMO_INVITE_ID}`, loaded: /You are invited/ },
    {
      path: `/feedback/${DEMO_FORMS.postWorkshop}`,
      document: `feedbackForms/${DEMO_FORMS.postWorkshop}`,
      loaded: 'Send answers',
    },
    {
      path: '/forms-view/demo-project-high-street',
      document: 'Projects/demo-project-high-street',
      loaded: 'High Street Then and Now',
    },
  ])(
    '$path reads its document once, asked for by the HTML before the scripts',
    async ({ path, document, loaded }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const page = await context.newPage();
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = request.url();
          if (url.includes(`/documents/${document}?`)) asked.push('document');
          else if (/\/assets\/index-[^/]+\.js$/.test(url)) asked.push('app');
        });
        await page.goto(`${baseUrl()}${path}`);
        await page.getByText(loaded).first().waitFor({ timeout: 30_000 });
        expect(asked).toEqual(['document', 'app']);
      } finally {
        await context.close();
      }
    },
  );
});
