import { z } from 'zod/mini';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';
import { zCompose, type ComposeValues } from './model';

/**
 * The compose form's schema. The stored shape lets any custom field's merge tag through; once the organisation's
 * fields are known (`customKeys`) a tag naming one that does not exist is refused beside its field.
 */
export function composeSchema(customKeys: readonly string[] | undefined) {
  if (!customKeys) return zCompose;
  return zCompose.check(
    z.superRefine((values: ComposeValues, ctx) => {
      for (const key of ['subject', 'html'] as const) {
        const problem = mergeTagProblem([values[key]], customKeys);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [key] });
      }
    }),
  );
}

/** A draft is saved without recipients; what is sent needs the lists or the audience it goes to. */
export function missingRecipients(
  values: { lists: readonly string[]; audienceId?: string },
  sendTo: 'lists' | 'audience',
): { field: 'lists' | 'audienceId'; message: string } | null {
  if (sendTo === 'lists' && values.lists.length === 0)
    return { field: 'lists', message: 'Choose at least one list' };
  if (sendTo === 'audience' && !values.audienceId)
    return { field: 'audienceId', message: 'Choose an audience' };
  return null;
}
