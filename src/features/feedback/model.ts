import type { $ZodType, output } from 'zod/v4/core';
import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';
import { isEmailAddress } from '../../kernel/email-address';
import { moveField, zFormFieldBase } from '../../kernel/form-fields';

/**
 * Feedback forms: a form per organisation, its questions and the answers people send. Pure: the
 * builder (builder.ts), the public form, the results (results.ts) and the seed all use these, and firestore.rules
 * checks the same limits. The public page loads this file only, so the builder's and results' code stay apart.
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
export const zFeedbackField = z.object({
  ...zFormFieldBase.shape,
  type: z.enum(FEEDBACK_FIELD_TYPES),
  help: z._default(z.string(), ''),
});
export type FeedbackField = z.infer<typeof zFeedbackField>;

export const FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** What the server last did about a form's submission notices (written by the functions only). */
export const zNotice = z.object({
  state: z.enum(['sent', 'failed']),
  at: zDate,
  responses: z.optional(z.number()),
  error: z.optional(z.string()),
});
export type Notice = z.infer<typeof zNotice>;

export const zFeedbackForm = z.object({
  organisationId: z.string(),
  title: z.string(),
  introduction: z._default(z.string(), ''),
  fields: z.array(zFeedbackField),
  /** The fields' keys in order: the rules check a response's answers against this list. */
  fieldKeys: z.array(z.string()),
  /** The key of the first e-mail question ('' when none): its answer is the response's `respondentEmail`. */
  respondentEmailKey: z._default(z.string(), ''),
  status: z.enum(FORM_STATUSES),
  workshopId: z._default(z.string(), ''),
  projectId: z._default(z.string(), ''),
  ownerId: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  publishedAt: z.optional(zDate),
  closedAt: z.optional(zDate),
  notice: z.optional(zNotice),
});
export type FeedbackForm = z.infer<typeof zFeedbackForm>;

/** One answer as stored: text, a number, a yes/no or consent, or the chosen options. */
export type AnswerValue = string | number | boolean | string[];
export type Answers = Record<string, AnswerValue>;

export const zResponse = z.object({
  organisationId: z.string(),
  submittedAt: zDate,
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  respondentEmail: z.optional(z.string()),
  notified: z._default(z.boolean(), false),
});
export type FeedbackResponse = z.infer<typeof zResponse>;

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

/** What the schema accepts, then turned by `fn`. */
const then = <S extends $ZodType, T>(schema: S, fn: (value: output<S>) => T) =>
  z.pipe(schema, z.transform(fn));
/** A check of the value, with the message when it fails. */
const must = <T>(test: (value: T) => boolean, message: string) => z.refine<T>(test, message);

/** One question's schema: what it accepts from its input, and the stored answer (undefined: left empty). */
function fieldSchema(f: FeedbackField): $ZodType<AnswerValue | undefined> {
  const optional = <T>(empty: boolean, value: T) => (empty ? undefined : value);
  const given = (s: string) => !f.required || s.length > 0;
  const trimmed = (schema: $ZodType<string>) => then(schema, (s) => s.trim());
  const text = (max: number) =>
    then(
      trimmed(z.string().check(z.maxLength(max, `Keep it under ${max} characters`))).check(
        must(given, REQUIRED),
      ),
      (s) => optional(s === '', s),
    );
  switch (f.type) {
    case 'shortText':
      return text(LIMITS.shortText);
    case 'longText':
      return text(LIMITS.longText);
    case 'email':
      return then(
        trimmed(z.string()).check(
          must(given, REQUIRED),
          must(
            (s: string) => s === '' || (s.length <= LIMITS.email && isEmailAddress(s)),
            'Enter an e-mail address like name@example.com',
          ),
        ),
        (s) => optional(s === '', s),
      );
    case 'number':
      return then(
        then(z.union([z.string(), z.number()]), (v) => String(v).trim().replace(',', '.')).check(
          must(given, REQUIRED),
          must(
            (s: string) => s === '' || (Number.isFinite(Number(s)) && Math.abs(Number(s)) <= LIMITS.number),
            'Enter a number',
          ),
        ),
        (s) => optional(s === '', Number(s)),
      );
    case 'date':
      return then(
        z.string().check(
          must(given, REQUIRED),
          must((s: string) => s === '' || (DATE.test(s) && !Number.isNaN(Date.parse(s))), 'Enter a date'),
        ),
        (s) => optional(s === '', s),
      );
    case 'rating':
    case 'recommendation': {
      const [min, max] = f.type === 'rating' ? [1, 5] : [0, 10];
      return then(
        then(z.union([z.number(), z.string(), z.null()]), (v) =>
          v === null || v === '' ? null : Number(v),
        ).check(
          must((v: number | null) => !f.required || v !== null, 'Choose a score'),
          must(
            (v: number | null) => v === null || (Number.isInteger(v) && v >= min && v <= max),
            `Choose a score from ${min} to ${max}`,
          ),
        ),
        (v) => optional(v === null, v as number),
      );
    }
    case 'singleChoice':
      return then(
        z.string().check(
          must((s: string) => !f.required || s.length > 0, 'Choose one'),
          must((s: string) => s === '' || (f.options ?? []).includes(s), 'Choose one of the options'),
        ),
        (s) => optional(s === '', s),
      );
    case 'multipleChoice':
      return then(
        z.array(z.string()).check(
          must((a: string[]) => !f.required || a.length > 0, 'Choose at least one'),
          must((a: string[]) => a.every((o) => (f.options ?? []).includes(o)), 'Choose among the options'),
        ),
        (a) => {
          // Stored in the form's order, each once, whatever order they were ticked in.
          const chosen = (f.options ?? []).filter((o) => a.includes(o));
          return optional(chosen.length === 0, chosen);
        },
      );
    case 'yesNo':
      return then(
        z.enum(['', 'yes', 'no']).check(must((s: string) => !f.required || s !== '', 'Choose yes or no')),
        (s) => optional(s === '', s === 'yes'),
      );
    case 'consent':
      return then(z.boolean().check(must((b: boolean) => !f.required || b, 'Tick the box to go on')), (b) =>
        optional(!b, true),
      );
  }
}

/**
 * The public form's schema, built from the form's definition: it checks each answer beside its question and
 * turns the inputs' values into the stored answers (empty optional answers are left out, as the rules expect).
 */
export function answersSchema(fields: readonly FeedbackField[]) {
  // Each question's schema takes what its input holds (a FormValue); said here so that a form typed by those
  // values takes this schema.
  const shape = Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)])) as Record<
    string,
    $ZodType<AnswerValue | undefined, FormValue>
  >;
  return then(z.object(shape), (values) => {
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

/** The public link of a form. */
export const formLink = (origin: string, formId: string) => `${origin}/feedback/${formId}`;
