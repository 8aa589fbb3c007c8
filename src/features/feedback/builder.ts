import { z } from 'zod/mini';
import { keyFromLabel, MAX_OPTIONS } from '../../kernel/form-fields';
import {
  type FeedbackField,
  type FeedbackFieldType,
  type FeedbackForm,
  type FormStatus,
  LIMITS,
  MAX_FEEDBACK_FIELDS,
  hasChoices,
  zFeedbackField,
} from './model';

/** The form builder's side of feedback forms: the draft a person edits, its checks, and the saved form. */
/** What the builder edits: everything a person writes; keys and the rest are derived on save. */
export interface FormDraft {
  title: string;
  introduction: string;
  workshopId: string;
  projectId: string;
  fields: FeedbackField[];
}

export const blankField = (type: FeedbackFieldType = 'shortText'): FeedbackField => ({
  key: '',
  label: '',
  type,
  required: false,
  help: '',
  ...(hasChoices(type) ? { options: ['', ''] } : {}),
});

const trimmedOptions = (f: FeedbackField) => (f.options ?? []).map((o) => o.trim()).filter(Boolean);

/** The builder's checks, each message beside the question it concerns. */
export const zFormDraft = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the form a title'),
      z.maxLength(LIMITS.title, 'Keep the title under 200 characters'),
    ),
  introduction: z
    .string()
    .check(z.maxLength(LIMITS.introduction, 'Keep the introduction under 2000 characters')),
  workshopId: z.string(),
  projectId: z.string(),
  fields: z
    .array(
      zFeedbackField.check(
        z.superRefine((f, ctx) => {
          if (!f.label.trim())
            ctx.addIssue({ code: 'custom', path: ['label'], message: 'Write the question' });
          if (f.label.length > LIMITS.label)
            ctx.addIssue({
              code: 'custom',
              path: ['label'],
              message: 'Keep the question under 200 characters',
            });
          if (f.help.length > LIMITS.help)
            ctx.addIssue({ code: 'custom', path: ['help'], message: 'Keep the help under 300 characters' });
          if (!hasChoices(f.type)) return;
          const options = trimmedOptions(f);
          const problem =
            options.length < 2
              ? 'Give at least two choices'
              : options.length > MAX_OPTIONS
                ? `At most ${MAX_OPTIONS} choices`
                : new Set(options.map((o) => o.toLowerCase())).size !== options.length
                  ? 'Each choice once'
                  : options.some((o) => o.length > LIMITS.option)
                    ? 'Keep each choice under 100 characters'
                    : null;
          if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
        }),
      ),
    )
    .check(
      z.minLength(1, 'Add at least one question'),
      z.maxLength(MAX_FEEDBACK_FIELDS, `A form has at most ${MAX_FEEDBACK_FIELDS} questions`),
    ),
});

/**
 * The saved fields: trimmed, choices only on choice questions, and a key for every question. A key never
 * changes once given (answers are stored under it), so renaming a question keeps its answers.
 */
export function normaliseFeedbackFields(fields: readonly FeedbackField[]): FeedbackField[] {
  const taken: string[] = fields.map((f) => f.key).filter(Boolean);
  return fields.map((f) => {
    let key = f.key;
    if (!key) {
      key = keyFromLabel(f.label, taken);
      taken.push(key);
    }
    const base = { key, label: f.label.trim(), type: f.type, required: f.required, help: f.help.trim() };
    return hasChoices(f.type) ? { ...base, options: trimmedOptions(f) } : base;
  });
}

/** The form document's own fields from a draft (the service adds who, when and the status). */
export function formContent(draft: FormDraft) {
  const fields = normaliseFeedbackFields(draft.fields);
  return {
    title: draft.title.trim(),
    introduction: draft.introduction.trim(),
    workshopId: draft.workshopId,
    projectId: draft.projectId,
    fields,
    fieldKeys: fields.map((f) => f.key),
    respondentEmailKey: fields.find((f) => f.type === 'email')?.key ?? '',
  };
}

/**
 * A whole form document as the service writes it, with plain dates (the seed and the tests; the service puts
 * the server's time in the date fields instead).
 */
export function formDocument(
  draft: FormDraft,
  meta: { organisationId: string; ownerId: string; status: FormStatus; at: Date },
) {
  return {
    ...formContent(draft),
    organisationId: meta.organisationId,
    status: meta.status,
    ownerId: meta.ownerId,
    createdAt: meta.at,
    updatedAt: meta.at,
    ...(meta.status !== 'draft' ? { publishedAt: meta.at } : {}),
    ...(meta.status === 'closed' ? { closedAt: meta.at } : {}),
  };
}

/** A copy to edit: same questions (and keys), a new title, back to draft. */
export function duplicateDraft(
  form: Pick<FeedbackForm, 'title' | 'introduction' | 'workshopId' | 'projectId' | 'fields'>,
): FormDraft {
  return {
    title: `Copy of ${form.title}`.slice(0, LIMITS.title),
    introduction: form.introduction,
    workshopId: form.workshopId,
    projectId: form.projectId,
    fields: form.fields.map((f) => ({ ...f })),
  };
}
