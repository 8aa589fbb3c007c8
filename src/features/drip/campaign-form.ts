import { z } from 'zod/mini';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';
import { zDripCampaignForm, type DripCampaignForm } from './model';

/**
 * The campaign editor's schema. The stored shape lets any custom field's merge tag through; once the
 * organisation's fields are known (`customKeys`), a tag naming one that does not exist is refused beside its field.
 */
export function campaignFormSchema(customKeys?: readonly string[]) {
  if (!customKeys) return zDripCampaignForm;
  return zDripCampaignForm.check(
    z.superRefine((form: DripCampaignForm, ctx) => {
      form.steps.forEach((step, i) => {
        for (const field of ['subject', 'bodyHtml'] as const) {
          const problem = mergeTagProblem([step[field]], customKeys);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['steps', i, field] });
        }
      });
    }),
  );
}
