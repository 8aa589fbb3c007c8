import type { Page } from 'playwright-core';

/**
 * Answers a form built from the seed's every-type draft (scripts/seed/feedback.ts everyTypeDraft) on its public
 * page: its required questions (the overall score, the recommendation, the consent) and a comment.
 */
export async function answerEveryTypeForm(page: Page, comment: string): Promise<void> {
  await page
    .getByRole('group', { name: /How was the workshop overall/ })
    .getByLabel('5', { exact: true })
    .check();
  await page
    .getByRole('group', { name: /How likely are you to recommend/ })
    .getByLabel('9', { exact: true })
    .check();
  await page.getByRole('checkbox', { name: /I agree that my answers may be quoted/ }).check();
  await page.getByRole('textbox', { name: 'Anything else you would like to tell us?' }).fill(comment);
}
