import { z } from 'zod';
import { csvText } from '../../lib/csv';
import { isEmailAddress } from '../../kernel/email-address';
import { keyFromLabel, MAX_OPTIONS, moveField, zFormFieldBase } from '../../kernel/form-fields';

/**
 * Feedback forms (issue 16): a form per organisation, its questions and the answers people send. Pure: the
 * builder, the public form, the results and the seed all use these, and firestore.rules checks the same limits.
 */
export { moveField };

/** The rules check each question of a response one by one (they cannot loop), so a form has at most this many. */
export const MAX_FEEDBACK_FIELDS = 15;
/** Per minute and form, counted by firestore.rules in `feedbackForms/{id}/limits/rate`. */
export const RESPONSES_PER_MINUTE = 30;
export const LIMITS = {
  title: 200,
  introduction: 2000,
  label: 200,
  help: 300,
  option: 100,
  shortText: 300,
  longText: 5000,
  email: 254,
  number: 1e12,
} as const;

export const FEEDBACK_FIELD_TYPES = [
  'shortText',
  'longText',
  'email',
  'number',
  'date',
  'rating',
  'recommendation',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'consent',
] as const;
export type FeedbackFieldType = (typeof FEEDBACK_FIELD_TYPES)[number];
export const FEEDBACK_FIELD_LABELS: Record<FeedbackFieldType, string> = {
  shortText: 'Short text',
  longText: 'Long text',
  email: 'E-mail',
  number: 'Number',
  date: 'Date',
  rating: 'Rating 1–5',
  recommendation: 'Recommendation 0–10',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  yesNo: 'Yes / no',
  consent: 'Consent box',
};
export const hasChoices = (type: FeedbackFieldType) => type === 'singleChoice' || type === 'multipleChoice';

/** The project form builder's field (key, label, type, required, options) with the feedback types and help. */
export const zFeedbackField = zFormFieldBase.extend({
  type: z.enum(FEEDBACK_FIELD_TYPES),
  help: z.string().default(''),
});
export type FeedbackField = z.infer<typeof zFeedbackField>;

/**
 * Firestore timestamps (anything with toDate) become Dates. The converters' own zDate would import the
 * streaming SDK's Timestamp, which the public form's light page must not carry.
 */
const zDate = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'toDate' in v && typeof v.toDate === 'function'
      ? (v as { toDate: () => Date }).toDate()
      : typeof v === 'string' || typeof v === 'number'
        ? new Date(v)
        : v,
  z.date(),
);

export const FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** What the server last did about a form's submission notices (written by the functions only). */
export const zNotice = z.object({
  state: z.enum(['sent', 'failed']),
  at: zDate,
  responses: z.number().optional(),
  error: z.string().optional(),
});
export type Notice = z.infer<typeof zNotice>;

export const zFeedbackForm = z.object({
  organisationId: z.string(),
  title: z.string(),
  introduction: z.string().default(''),
  fields: z.array(zFeedbackField),
  /** The fields' keys in order: the rules check a response's answers against this list. */
  fieldKeys: z.array(z.string()),
  /** The key of the first e-mail question ('' when none): its answer is the response's `respondentEmail`. */
  respondentEmailKey: z.string().default(''),
  status: z.enum(FORM_STATUSES),
  workshopId: z.string().default(''),
  projectId: z.string().default(''),
  ownerId: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  publishedAt: z.optional(zDate),
  closedAt: z.optional(zDate),
  notice: zNotice.optional(),
});
export type FeedbackForm = z.infer<typeof zFeedbackForm>;

/** One answer as stored: text, a number, a yes/no or consent, or the chosen options. */
export type AnswerValue = string | number | boolean | string[];
export type Answers = Record<string, AnswerValue>;

export const zResponse = z.object({
  organisationId: z.string(),
  submittedAt: zDate,
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  respondentEmail: z.string().optional(),
  notified: z.boolean().default(false),
});
export type FeedbackResponse = z.infer<typeof zResponse>;

// ---------- The builder ----------

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
    .trim()
    .min(1, 'Give the form a title')
    .max(LIMITS.title, 'Keep the title under 200 characters'),
  introduction: z.string().max(LIMITS.introduction, 'Keep the introduction under 2000 characters'),
  workshopId: z.string(),
  projectId: z.string(),
  fields: z
    .array(
      zFeedbackField.superRefine((f, ctx) => {
        if (!f.label.trim()) ctx.addIssue({ code: 'custom', path: ['label'], message: 'Write the question' });
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
    )
    .min(1, 'Add at least one question')
    .max(MAX_FEEDBACK_FIELDS, `A form has at most ${MAX_FEEDBACK_FIELDS} questions`),
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

// ---------- The public form: a schema built from the form's definition ----------

/** The public form's values as the inputs hold them (text everywhere except choices, ticks and scores). */
export type FormValue = string | boolean | string[] | number | null;
export type FormValues = Record<string, FormValue>;

export function emptyValue(field: FeedbackField): FormValue {
  switch (field.type) {
    case 'multipleChoice':
      return [];
    case 'consent':
      return false;
    case 'rating':
    case 'recommendation':
      return null;
    default:
      return '';
  }
}
export const emptyValues = (fields: readonly FeedbackField[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.key, emptyValue(f)]));

const REQUIRED = 'This question needs an answer';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One question's schema: what it accepts from its input, and the stored answer (undefined: left empty). */
function fieldSchema(f: FeedbackField): z.ZodType<AnswerValue | undefined> {
  const optional = <T>(empty: boolean, value: T) => (empty ? undefined : value);
  const text = (max: number) =>
    z
      .string()
      .max(max, `Keep it under ${max} characters`)
      .transform((s) => s.trim())
      .refine((s) => !f.required || s.length > 0, REQUIRED)
      .transform((s) => optional(s === '', s));
  switch (f.type) {
    case 'shortText':
      return text(LIMITS.shortText);
    case 'longText':
      return text(LIMITS.longText);
    case 'email':
      return z
        .string()
        .transform((s) => s.trim())
        .refine((s) => !f.required || s.length > 0, REQUIRED)
        .refine(
          (s) => s === '' || (s.length <= LIMITS.email && isEmailAddress(s)),
          'Enter an e-mail address like name@example.com',
        )
        .transform((s) => optional(s === '', s));
    case 'number':
      return z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim().replace(',', '.'))
        .refine((s) => !f.required || s.length > 0, REQUIRED)
        .refine(
          (s) => s === '' || (Number.isFinite(Number(s)) && Math.abs(Number(s)) <= LIMITS.number),
          'Enter a number',
        )
        .transform((s) => optional(s === '', Number(s)));
    case 'date':
      return z
        .string()
        .refine((s) => !f.required || s.length > 0, REQUIRED)
        .refine((s) => s === '' || (DATE.test(s) && !Number.isNaN(Date.parse(s))), 'Enter a date')
        .transform((s) => optional(s === '', s));
    case 'rating':
    case 'recommendation': {
      const [min, max] = f.type === 'rating' ? [1, 5] : [0, 10];
      return z
        .union([z.number(), z.string(), z.null()])
        .transform((v) => (v === null || v === '' ? null : Number(v)))
        .refine((v) => !f.required || v !== null, 'Choose a score')
        .refine(
          (v) => v === null || (Number.isInteger(v) && v >= min && v <= max),
          `Choose a score from ${min} to ${max}`,
        )
        .transform((v) => optional(v === null, v as number));
    }
    case 'singleChoice':
      return z
        .string()
        .refine((s) => !f.required || s.length > 0, 'Choose one')
        .refine((s) => s === '' || (f.options ?? []).includes(s), 'Choose one of the options')
        .transform((s) => optional(s === '', s));
    case 'multipleChoice':
      return z
        .array(z.string())
        .refine((a) => !f.required || a.length > 0, 'Choose at least one')
        .refine((a) => a.every((o) => (f.options ?? []).includes(o)), 'Choose among the options')
        .transform((a) => {
          // Stored in the form's order, each once, whatever order they were ticked in.
          const chosen = (f.options ?? []).filter((o) => a.includes(o));
          return optional(chosen.length === 0, chosen);
        });
    case 'yesNo':
      return z
        .enum(['', 'yes', 'no'])
        .refine((s) => !f.required || s !== '', 'Choose yes or no')
        .transform((s) => optional(s === '', s === 'yes'));
    case 'consent':
      return z
        .boolean()
        .refine((b) => !f.required || b, 'Tick the box to go on')
        .transform((b) => optional(!b, true));
  }
}

/**
 * The public form's schema, built from the form's definition: it checks each answer beside its question and
 * turns the inputs' values into the stored answers (empty optional answers are left out, as the rules expect).
 */
export function answersSchema(fields: readonly FeedbackField[]) {
  const shape = Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)]));
  return z.object(shape).transform((values) => {
    const answers: Answers = {};
    for (const [key, value] of Object.entries(values))
      if (value !== undefined) answers[key] = value as AnswerValue;
    return answers;
  });
}

/** The response document a person's answers make (submittedAt is the server's time, set by the service). */
export function responseContent(
  form: Pick<FeedbackForm, 'organisationId' | 'respondentEmailKey'>,
  answers: Answers,
) {
  const email = form.respondentEmailKey ? answers[form.respondentEmailKey] : undefined;
  return {
    organisationId: form.organisationId,
    answers,
    ...(typeof email === 'string' && email ? { respondentEmail: email } : {}),
    notified: false,
  };
}

// ---------- Results ----------

export interface Distribution {
  label: string;
  count: number;
}
export type QuestionSummary =
  | {
      kind: 'rating';
      field: FeedbackField;
      answered: number;
      average: number | null;
      distribution: Distribution[];
    }
  | {
      kind: 'recommendation';
      field: FeedbackField;
      answered: number;
      average: number | null;
      promoters: number;
      passives: number;
      detractors: number;
      /** Promoters minus detractors, in % of those who answered (null with no answers). */
      score: number | null;
      distribution: Distribution[];
    }
  | { kind: 'choices'; field: FeedbackField; answered: number; distribution: Distribution[] }
  | {
      kind: 'number';
      field: FeedbackField;
      answered: number;
      average: number | null;
      min: number | null;
      max: number | null;
    }
  | { kind: 'text'; field: FeedbackField; answered: number; answers: string[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const mean = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;

/** The recommendation score: % promoters (9–10) minus % detractors (0–6), rounded to a whole number. */
export function recommendationScore(scores: readonly number[]) {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const passives = scores.length - promoters - detractors;
  const score = scores.length ? Math.round(((promoters - detractors) / scores.length) * 100) : null;
  return { promoters, passives, detractors, score: Object.is(score, -0) ? 0 : score };
}

/** Per question: what the answers add up to. Answers of questions no longer on the form are left out. */
export function summarise(
  fields: readonly FeedbackField[],
  responses: readonly Pick<FeedbackResponse, 'answers'>[],
): QuestionSummary[] {
  return fields.map((field): QuestionSummary => {
    const values = responses.map((r) => r.answers[field.key]).filter((v) => v !== undefined);
    const numbers = values.filter((v): v is number => typeof v === 'number');
    const count = (label: string, match: (v: AnswerValue) => boolean) => ({
      label,
      count: values.filter(match).length,
    });
    switch (field.type) {
      case 'rating':
        return {
          kind: 'rating',
          field,
          answered: numbers.length,
          average: mean(numbers),
          distribution: range(1, 5).map((n) => count(String(n), (v) => v === n)),
        };
      case 'recommendation':
        return {
          kind: 'recommendation',
          field,
          answered: numbers.length,
          average: mean(numbers),
          ...recommendationScore(numbers),
          distribution: range(0, 10).map((n) => count(String(n), (v) => v === n)),
        };
      case 'number':
        return {
          kind: 'number',
          field,
          answered: numbers.length,
          average: mean(numbers),
          min: numbers.length ? Math.min(...numbers) : null,
          max: numbers.length ? Math.max(...numbers) : null,
        };
      case 'singleChoice':
      case 'multipleChoice':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: (field.options ?? []).map((o) =>
            count(o, (v) => v === o || (Array.isArray(v) && v.includes(o))),
          ),
        };
      case 'yesNo':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: [count('Yes', (v) => v === true), count('No', (v) => v === false)],
        };
      case 'consent':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: [count('Agreed', (v) => v === true)],
        };
      default:
        return { kind: 'text', field, answered: values.length, answers: values.map((v) => String(v)) };
    }
  });
}

/** An answer as a person reads it (tables, CSV, the notice e-mail). */
export function answerText(field: Pick<FeedbackField, 'type'>, value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean')
    return field.type === 'consent' ? (value ? 'Agreed' : '') : value ? 'Yes' : 'No';
  return String(value);
}

/** Responses submitted between two local days (`YYYY-MM-DD`, both included; empty means open-ended). */
export function withinDays<R extends { submittedAt: Date }>(
  responses: readonly R[],
  from: string,
  to: string,
): R[] {
  const start = from ? new Date(`${from}T00:00:00`).getTime() : -Infinity;
  const end = to ? new Date(`${to}T00:00:00`).getTime() + 24 * 3600 * 1000 : Infinity;
  return responses.filter((r) => r.submittedAt.getTime() >= start && r.submittedAt.getTime() < end);
}

/** The responses as CSV: one row each, oldest first, a column per question after the submission time. */
export function responsesCsv(
  fields: readonly FeedbackField[],
  responses: readonly Pick<FeedbackResponse, 'answers' | 'submittedAt'>[],
): string {
  const header = ['Submitted', ...fields.map((f) => f.label)];
  const rows = [...responses]
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
    .map((r) => [r.submittedAt.toISOString(), ...fields.map((f) => answerText(f, r.answers[f.key]))]);
  return csvText([header, ...rows]);
}

/** The public link of a form. */
export const formLink = (origin: string, formId: string) => `${origin}/feedback/${formId}`;
