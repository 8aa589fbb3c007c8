import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORG_NAME } from '../../scripts/seed/accounts';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * Dead ends a person met: a super admin on the organisation's staff screens saw an empty
 * "Organisation" choice and nothing else, or was told the page is for moderators; /orphaned-files spoke of an
 * environment variable. (Every menu entry of every role is opened in phone-layout-*.test.ts; joining with a code
 * and its success notice in keyboard.test.ts.)
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'superAdmin');
});
afterAll(() => browser?.close());

const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

describe('a super admin never meets a dead end', () => {
  it('chooses an organisation on /org-dashboard from the list of all of them', async () => {
    await page.goto(`${baseUrl()}/org-dashboard`);
    await heading('Organisation Dashboard');
    const list = page.getByRole('list', { name: 'Organisations' });
    await list.getByText(DEMO_ORG_NAME).waitFor({ timeout: 20_000 });
    await shot(page, 'dead-ends-org-chooser');
    await list.getByRole('button', { name: new RegExp(DEMO_ORG_NAME) }).click();
    await page.getByTestId('org-summary').getByText(DEMO_ORG_NAME).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Members' }).waitFor();
    // The choice stays at hand to switch to another organisation.
    await page.getByRole('combobox', { name: 'Organisation' }).waitFor();
  });

  it('works on the same organisation on /moderator-dashboard and /user-access-view', async () => {
    await page.goto(`${baseUrl()}/moderator-dashboard`);
    await heading('Moderator Dashboard');
    await page.getByTestId('org-summary').getByText(DEMO_ORG_NAME).waitFor({ timeout: 20_000 });
    await page.goto(`${baseUrl()}/user-access-view`);
    await heading('User access');
    await page.getByText('Private projects open to each member').waitFor({ timeout: 20_000 });
    expect(await page.getByText('This page is for').count()).toBe(0);
    await shot(page, 'dead-ends-user-access');
  });

  it('/user-access-view offers the choice when no organisation is chosen', async () => {
    const { page: fresh, context } = await newPage(browser);
    await signIn(fresh, 'superAdmin');
    await fresh.goto(`${baseUrl()}/user-access-view`);
    await fresh
      .getByRole('list', { name: 'Organisations' })
      .getByText(DEMO_ORG_NAME)
      .waitFor({ timeout: 20_000 });
    expect(await fresh.getByText('This page is for').count()).toBe(0);
    await context.close();
  });

  it('/orphaned-files speaks of the file storage service, not of settings', async () => {
    await page.goto(`${baseUrl()}/orphaned-files`);
    const notice = page.getByTestId('storage-unavailable');
    await notice.waitFor({ timeout: 20_000 });
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('file storage service');
    expect(text).not.toMatch(/VITE_|emulator|configured|environment/i);
    await shot(page, 'dead-ends-orphaned-files');
  });
});
