import type { Browser, Page } from 'playwright-core';
import { baseUrl, newPage } from './browser';

/**
 * A facilitator who is not a demo account (made by the test with a password of its own) in a browser of their
 * own: signed in on the login form, as a person does, on their dashboard.
 */
export async function signInAsFacilitator(
  browser: Browser,
  person: { email: string },
  password: string,
): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(`${baseUrl()}/loginscreen`);
  await page.getByLabel('Role').selectOption({ label: 'Facilitator' });
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/facilitator-dashboard/, { timeout: 20_000 });
  return page;
}

/** Answers the offer of the workshop `title` on the facilitator dashboard, and waits for the confirmation. */
export async function answerOffer(
  page: Page,
  title: string,
  response: 'Available' | 'Unavailable',
  notes: string,
): Promise<void> {
  const card = page.getByTestId(/^offer-/).filter({ hasText: title });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('radio', { name: response, exact: true }).check();
  if (response === 'Unavailable') await card.getByLabel('I can attend').uncheck();
  await card.getByLabel('Notes').fill(notes);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await page.getByText(`You answered ${response.toLowerCase()} to ${title}.`).waitFor({ timeout: 20_000 });
}
