import { launchChromium } from '../chromium';
import { adminFor } from '../seed/admin';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import type { PinListResult } from './pin-list-run';

export const PERF_PROJECT = 'perf-pins-10k';
export const PERF_PIN_COUNT = 10_000;
const TYPES = ['standard', 'story', 'trail', 'information'];

/** 10,000 pins in one project, written with the Admin SDK (the measurement is of the list, not of the writes). */
export async function seedPerfPins(target: { projectId: string; firestoreHost: string; authHost: string }) {
  const admin = adminFor(target);
  try {
    const now = new Date();
    await admin.db.doc(`Projects/${PERF_PROJECT}`).set({
      projectName: 'Perf: 10,000 pins',
      projectOwnerUserKey: DEMO_ACCOUNTS.superAdmin.uid,
      isPrivate: false,
      isAvailable: true,
      isResponseEnabled: false,
      audioSize: 0,
      tags: { subjectTag: [], contentTag: '' },
      config: { locationInfo: true, authorInfo: true, recordingInfo: true, uploadFields: true, password: '' },
      transitAlbumKey: '',
      pins: [],
      groupIds: [],
      createdAt: now,
      updatedAt: now,
    });
    const writer = admin.db.bulkWriter();
    for (let i = 0; i < PERF_PIN_COUNT; i++) {
      const pinKey = `perf-pin-${String(i).padStart(5, '0')}`;
      void writer.set(admin.db.doc(`Pins/${pinKey}`), {
        pinKey,
        project: PERF_PROJECT,
        title: `Story point ${i}`,
        pinType: TYPES[i % TYPES.length],
        location: { geoPoint: { lat: 51 + (i % 100) / 1000, long: -2 - Math.floor(i / 100) / 1000 } },
        tags: { locationTags: i % 3 === 0 ? ['harbour', 'market'] : ['street'] },
        pinOrder: { id: (i % 50) + 1, branch: `route-${Math.floor(i / 50)}` },
        createdAt: now,
        updatedAt: now,
      });
    }
    await writer.close();
  } finally {
    await admin.close();
  }
}

/**
 * Opens /pin-list-view on 10,000 pins in chromium as the demo super admin and measures it against its budget:
 * first render (from the pins' arrival to the first painted frame of the list), rows in the DOM, JS heap after
 * a garbage collection, and whether scrolling top to bottom keeps frames short and shows the right rows.
 */
export async function measurePinList(opts: {
  baseUrl: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
}): Promise<PinListResult> {
  await seedPerfPins(opts);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on(
      'console',
      (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`),
    );
    // Requests still open when the list does not appear say where a hang is (Firestore, Auth, the app).
    const open = new Map<unknown, string>();
    page.on('request', (r) => open.set(r, `${r.method()} ${r.url().slice(0, 140)}`));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('requestfailed', (r) => problems.push(`${r.failure()?.errorText} ${r.url().slice(0, 120)}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url().slice(0, 160)}`));
    const account = DEMO_ACCOUNTS.superAdmin;
    await page.goto(`${opts.baseUrl}/loginscreen`);
    await page.getByLabel('Role').selectOption({ label: account.signInAs });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('loginscreen'), { timeout: 30_000 });
    await page.evaluate((id) => localStorage.setItem('selectedProject', id), PERF_PROJECT);
    await page.goto(`${opts.baseUrl}/pin-list-view`);
    try {
      await page.getByText(`${PERF_PIN_COUNT.toLocaleString('en-GB')} pins`).waitFor({ timeout: 120_000 });
    } catch (error) {
      await page.screenshot({ path: '/tmp/pinperf-fail.png' });
      console.error(`The pin list did not show ${PERF_PIN_COUNT} pins. Page errors:`, problems.slice(0, 20));
      console.error('Requests still open:', [...open.values()].slice(0, 20));
      console.error(
        'Page text:',
        (
          await page
            .locator('main')
            .innerText()
            .catch(() => '')
        ).slice(0, 500),
      );
      throw error;
    }
    await page.waitForFunction(() => performance.getEntriesByName('pin-list:rendered').length > 0);

    const firstRenderMs = await page.evaluate(() => {
      const loaded = performance.getEntriesByName('pins:loaded').at(-1)!.startTime;
      const rendered = performance.getEntriesByName('pin-list:rendered').find((e) => e.startTime >= loaded)!;
      return rendered.startTime - loaded;
    });
    const domRows = await page.locator('[role=row]').count();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    // Scroll the list top to bottom in 60 steps, one per frame, timing each frame.
    const scroll = await page.evaluate(async () => {
      const el = document.querySelector<HTMLElement>('[data-testid=pin-rows]')!;
      const frames: number[] = [];
      const step = (el.scrollHeight - el.clientHeight) / 60;
      let last = performance.now();
      for (let i = 1; i <= 60; i++) {
        el.scrollTop = step * i;
        await new Promise(requestAnimationFrame);
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      await new Promise(requestAnimationFrame);
      const lastRow = Array.from(el.querySelectorAll('[role=row]')).at(-1)?.textContent ?? '';
      const sorted = [...frames].sort((a, b) => a - b);
      return { p95: sorted[Math.floor(sorted.length * 0.95)]!, worst: sorted.at(-1)!, lastRow };
    });
    const scrollOk = scroll.p95 <= 34 && scroll.worst <= 100 && scroll.lastRow.includes('perf-pin-09999');
    console.log(
      `Pin list scroll: p95 frame ${scroll.p95.toFixed(1)} ms, worst ${scroll.worst.toFixed(1)} ms, last row ${
        scroll.lastRow.includes('perf-pin-09999') ? 'shown' : 'MISSING'
      }`,
    );
    return { pins: PERF_PIN_COUNT, firstRenderMs, domRows, heapMB: heap.usedSize / 1024 / 1024, scrollOk };
  } finally {
    await browser.close();
  }
}
