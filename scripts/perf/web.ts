import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { makeUnsubscribeToken } from '../../functions/src/mail/unsubscribe-token';
import { launchChromium } from '../chromium';
import { seedDemo } from '../seed/index';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from '../seed/accounts';
import { DEMO_FORMS } from '../seed/feedback';
import { DEMO_INVITE_ID } from '../seed/membership';
import { serveDist } from '../serve-dist';
import { ROOT, startStack } from '../stack/index';
import { freePort } from '../stack/ports';
import { kb, medianRun, type LighthouseRun } from './figures';
import { countJs } from './js-bytes';
import { lighthouseRuns } from './lighthouse';

/**
 * What people get on a phone, measured in the browser on the production build with the local stack up and the
 * demo data seeded: the public pages opened from links (Lighthouse mobile, and the JS each first load really
 * downloads), the JS from the login page to a usable organisation dashboard, and the same for a plain react-admin
 * + MUI app (scripts/perf/peer/) as a peer.
 */
export const PUBLIC_PAGES = [
  { label: '/join-org/{code}', path: '/join-org/RIVER25K' },
  { label: '/invite/{id}', path: `/invite/${DEMO_INVITE_ID}` },
  { label: '/workshop-landing', path: '/workshop-landing' },
  { label: '/workshop-booking', path: `/workshop-booking/${DEMO_ORG_ID}` },
  { label: '/feedback/{formId}', path: `/feedback/${DEMO_FORMS.postWorkshop}` },
  { label: '/unsubscribe', path: '/unsubscribe?token={token}' },
  { label: '/forms-view/{project_id}', path: '/forms-view/demo-project-high-street' },
  { label: '/participant-login', path: '/participant-login' },
  { label: '/loginscreen', path: '/loginscreen' },
] as const;

export interface PageFigures {
  label: string;
  /** JS bytes of the first load (every script response, as transferred, until the page is quiet). */
  jsBytes: number;
  /** Whether the page opened a streaming (Listen) Firestore connection. */
  streaming: boolean;
  lighthouse: LighthouseRun;
  runs: LighthouseRun[];
}

export interface WebFigures {
  pages: PageFigures[];
  /** JS from opening the login page to a usable organisation dashboard, as transferred. */
  signInBytes: number;
  signInFiles: Map<string, number>;
  /** Every script any measured load fetched (to check that Sentry was none of them). */
  scriptsSeen: Set<string>;
  peer:
    | { loginBytes: number; loginToListBytes: number; lighthouse: LighthouseRun; runs: LighthouseRun[] }
    | { error: string };
  /** With PERF_BEFORE_DIST (another build, e.g. of the main branch): its JS bytes on the same stack, to compare. */
  before?: { pages: { label: string; jsBytes: number; streaming: boolean }[]; signInBytes: number };
}

const PEER_DIR = join(ROOT, 'scripts', 'perf', 'peer');

function unsubscribeToken(): string {
  const secretFile = join(ROOT, 'functions', '.secret.local');
  const secret = /UNSUBSCRIBE_SECRET=(\S+)/.exec(readFileSync(secretFile, 'utf8'))?.[1];
  if (!secret) throw new Error(`No UNSUBSCRIBE_SECRET in ${secretFile}`);
  return makeUnsubscribeToken(secret, 'perf-reader@demo.test', new Date());
}

/** A phone-sized context that counts JS and whether Firestore's streaming channel was opened. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const js = countJs(context);
  let streaming = false;
  context.on('request', (request) => {
    if (/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.test(request.url())) streaming = true;
  });
  return { context, page, js, streaming: () => streaming };
}

async function signInAsOrgAdmin(page: Page, baseUrl: string) {
  const account = DEMO_ACCOUNTS.organisationAdmin;
  await page.goto(`${baseUrl}/loginscreen`);
  await page.getByLabel('Role').selectOption({ label: account.signInAs });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/org-dashboard/, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Organisation Dashboard' }).waitFor({ timeout: 60_000 });
  // Usable: the organisation's figures have been read and shown.
  await page
    .getByTestId('org-summary')
    .getByText(/\d+ members?/)
    .waitFor({ timeout: 60_000 });
}

/** Builds the peer with its own vite (installing it first from its lockfile when needed) and serves it. */
async function servePeer() {
  if (!existsSync(join(PEER_DIR, 'node_modules'))) {
    console.log('Installing the react-admin peer (npm ci in scripts/perf/peer)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: PEER_DIR, stdio: 'inherit' });
  }
  execFileSync(join(PEER_DIR, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: PEER_DIR,
    stdio: 'inherit',
  });
  const port = await freePort();
  const server = await serveDist(join(PEER_DIR, 'dist'), port, {});
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

export async function measurePeer(browser: Browser, runs: number): Promise<WebFigures['peer']> {
  const { server, baseUrl } = await servePeer();
  try {
    const login = await firstLoad(browser, `${baseUrl}/#/login`);
    console.log(`Peer, login page: ${kb(login.jsBytes)} KB of JS`);
    const { context, page, js } = await phonePage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByLabel(/Username/).fill(DEMO_ACCOUNTS.organisationAdmin.email);
      await page.getByLabel(/Password/).fill(DEMO_ACCOUNTS.organisationAdmin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('member1@demo.test').first().waitFor({ timeout: 60_000 });
      await js.settle();
      const loginToListBytes = js.total();
      console.log(`Peer, login to list: ${kb(loginToListBytes)} KB of JS`);
      const lighthouse = await lighthouseRuns(`${baseUrl}/#/login`, runs);
      return {
        loginBytes: login.jsBytes,
        loginToListBytes,
        lighthouse: medianRun(lighthouse),
        runs: lighthouse,
      };
    } finally {
      await context.close();
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** The JS a page's first load downloads, and whether it opened a streaming channel. */
async function firstLoad(browser: Browser, url: string) {
  const { context, page, js, streaming } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await js.settle();
    return { jsBytes: js.total(), files: js.files(), streaming: streaming() };
  } finally {
    await context.close();
  }
}

async function signInBytesAt(browser: Browser, baseUrl: string) {
  const { context, page, js } = await phonePage(browser);
  try {
    await signInAsOrgAdmin(page, baseUrl);
    await js.settle();
    return { bytes: js.total(), files: js.files() };
  } finally {
    await context.close();
  }
}

/** Bytes only (no Lighthouse) of another build served on the same stack: the "before" of a before/after table. */
async function measureBefore(
  browser: Browser,
  dir: string,
  appConfig: Record<string, string>,
  token: string,
) {
  const port = await freePort();
  const server = await serveDist(dir, port, appConfig);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const pages = [];
    for (const spec of PUBLIC_PAGES) {
      const { jsBytes, streaming } = await firstLoad(browser, urlOf(baseUrl, spec.path, token));
      console.log(`Before: ${spec.label}: ${kb(jsBytes)} KB of JS${streaming ? ', streaming' : ''}`);
      pages.push({ label: spec.label, jsBytes, streaming });
    }
    const signIn = await signInBytesAt(browser, baseUrl);
    console.log(`Before: login page to a usable dashboard: ${kb(signIn.bytes)} KB of JS`);
    return { pages, signInBytes: signIn.bytes };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const urlOf = (baseUrl: string, path: string, token: string) =>
  `${baseUrl}${path.replace('{token}', encodeURIComponent(token))}`;

export async function measureWeb(outDir: string, runs = 5): Promise<WebFigures> {
  const stack = await startStack({ projectId: 'demo-perf-web' });
  try {
    const target = {
      projectId: stack.projectId,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
    };
    // As tests/setup/e2e.ts: on a loaded machine the first seed write can pass its 60 s deadline; the seed is
    // idempotent, so a second run finishes the same data.
    await seedDemo(target).catch(async (error: unknown) => {
      if ((error as { code?: unknown }).code !== 4) throw error;
      console.warn('The demo seed timed out once (DEADLINE_EXCEEDED); seeding again.');
      await seedDemo(target);
    });
    const port = await freePort();
    const server = await serveDist(outDir, port, stack.appConfig);
    const baseUrl = `http://127.0.0.1:${port}`;
    const browser = await launchChromium();
    const scriptsSeen = new Set<string>();
    try {
      const token = unsubscribeToken();
      const pages: PageFigures[] = [];
      for (const spec of PUBLIC_PAGES) {
        const url = urlOf(baseUrl, spec.path, token);
        const load = await firstLoad(browser, url);
        for (const f of load.files.keys()) scriptsSeen.add(f);
        console.log(`${spec.label}: ${kb(load.jsBytes)} KB of JS; Lighthouse ×${runs}…`);
        const lighthouse = await lighthouseRuns(url, runs);
        console.log(`  scores ${lighthouse.map((r) => r.score).join(', ')}`);
        pages.push({
          label: spec.label,
          jsBytes: load.jsBytes,
          streaming: load.streaming,
          lighthouse: medianRun(lighthouse),
          runs: lighthouse,
        });
      }

      const signIn = await signInBytesAt(browser, baseUrl);
      for (const f of signIn.files.keys()) scriptsSeen.add(f);
      console.log(`Login page to a usable dashboard: ${kb(signIn.bytes)} KB of JS`);

      const beforeDir = process.env.PERF_BEFORE_DIST;
      const before = beforeDir ? await measureBefore(browser, beforeDir, stack.appConfig, token) : undefined;

      let peer: WebFigures['peer'];
      try {
        peer = await measurePeer(browser, runs);
      } catch (error) {
        peer = { error: error instanceof Error ? error.message : String(error) };
      }
      return { pages, signInBytes: signIn.bytes, signInFiles: signIn.files, scriptsSeen, peer, before };
    } finally {
      await browser.close();
      server.closeAllConnections();
      server.close();
    }
  } finally {
    await stack.stop();
  }
}
