import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, shot, signIn } from '../support/browser';

/**
 * Announcements end to end, in a real browser: a super admin writes a message for all
 * facilitators in /message-view (field errors first); the demo facilitator sees it on the Bulletin Board marked
 * New, marks it read and the marker goes; the demo participant (a member) does not see it, but sees the message
 * for the organisation's members. An organisation admin picks a workshop by its title.
 */
let browser: Browser;
const run = Date.now().toString(36);
const title = `Kit check ${run}`;
const pageErrors: string[][] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function as(role: 'superAdmin' | 'organisationAdmin' | 'facilitator' | 'member'): Promise<Page> {
  const { page, pageErrors: errors } = await newPage(browser);
  pageErrors.push(errors);
  await signIn(page, role);
  return page;
}

describe('announcements end to end', () => {
  it('a super admin writes a message for all facilitators, after the field errors', async () => {
    const page = await as('superAdmin');
    await page.goto(`${baseUrl()}/message-view`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('button', { name: 'Save message' }).click();
    await dialog.getByText('Give the message a title').waitFor({ timeout: 15_000 });
    expect(await dialog.getByText('Write the message').count()).toBe(1);
    await shot(page, 'announcements-editor-errors');

    await dialog.getByLabel('Title').fill(title);
    const editor = dialog.getByRole('textbox', { name: 'Message' });
    await editor.click();
    await page.keyboard.type('Check your recording kit before ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('every');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' workshop.');
    expect(await dialog.getByRole('combobox', { name: 'Audience' }).textContent()).toContain(
      'All facilitators',
    );
    await shot(page, 'announcements-editor');
    await dialog.getByRole('button', { name: 'Save message' }).click();
    await page.getByText(`“${title}” was published.`).waitFor({ timeout: 20_000 });
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/All facilitators.*Current/);
    await shot(page, 'announcements-list');
    await page.context().close();
  });

  it('the facilitator sees it on the Bulletin Board, marked New until read', async () => {
    const page = await as('facilitator');
    await page.goto(`${baseUrl()}/facilitator-dashboard`);
    await page.getByRole('tab', { name: /^Bulletin Board \(\d+ new\)$/ }).click({ timeout: 30_000 });
    const message = page.getByRole('article', { name: title });
    await message.waitFor({ timeout: 20_000 });
    expect(await message.getByText('every', { exact: true }).evaluate((el) => el.tagName)).toBe('STRONG');
    expect(await message.getByText('New', { exact: true }).count()).toBe(1);
    // The seed's pinned message for facilitators comes first.
    const titles = await page
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(titles[0]).toBe('New recording kits for the spring term');
    expect(titles).toContain(title);
    // And their own organisation's message to its facilitators, from its admin.
    expect(titles).toContain('Briefing before the river walk workshops');
    await shot(page, 'announcements-board-unread');

    const before = await page.getByRole('tab', { name: /^Bulletin Board/ }).textContent();
    await message.getByRole('button', { name: `Mark ${title} as read` }).click();
    await expect.poll(() => message.getByText('New', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    const after = await page.getByRole('tab', { name: /^Bulletin Board/ }).textContent();
    expect(after).not.toBe(before);
    // Still read after a reload: the mark is stored.
    await page.reload();
    await page.getByRole('tab', { name: /^Bulletin Board/ }).click({ timeout: 30_000 });
    await page.getByRole('article', { name: title }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('article', { name: title }).getByText('New', { exact: true }).count()).toBe(
      0,
    );
    await shot(page, 'announcements-board-read');
    await page.context().close();
  });

  it("a participant does not see the facilitators' message, but sees the members' one", async () => {
    const page = await as('member');
    await page.goto(`${baseUrl()}/participant-dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Announcements' }).waitFor({ timeout: 30_000 });
    await page.getByRole('article', { name: 'Family listening evening' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'New recording kits for the spring term' }).count()).toBe(
      0,
    );
    await shot(page, 'announcements-participant');
    await page.context().close();
  });

  it("an organisation admin addresses their organisation's members, its facilitators or a workshop, chosen by its title", async () => {
    const page = await as('organisationAdmin');
    await page.goto(`${baseUrl()}/message-view`);
    const row = page.getByRole('row', { name: /Family listening evening/ });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('Members of Riverside Heritage School');
    const briefing = page.getByRole('row', { name: /Briefing before the river walk workshops/ });
    expect(await briefing.textContent()).toContain('Facilitators of Riverside Heritage School');
    // Not theirs to see in the admin list: the facilitators' messages.
    expect(await page.getByRole('row', { name: new RegExp(title) }).count()).toBe(0);
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('combobox', { name: 'Audience' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual([
      "An organisation's members",
      "A workshop's participants",
      "An organisation's facilitators",
    ]);
    await page.getByRole('option', { name: "A workshop's participants" }).click();
    await dialog.getByRole('combobox', { name: 'Workshop' }).click();
    await page
      .getByRole('option', { name: /^River Voices \(\d{4}-\d{2}-\d{2}\)$/ })
      .waitFor({ timeout: 15_000 });
    await shot(page, 'announcements-workshop-picker');
    await page.keyboard.press('Escape');
    await page.context().close();
    expect(pageErrors.flat()).toEqual([]);
  });
});
