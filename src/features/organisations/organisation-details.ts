import { z } from 'zod/mini';

/**
 * The organisation's name, type and description: registering asks for them and the settings change them, by
 * the same rules (the lengths match firestore.rules).
 */
export const organisationDetailsFields = {
  name: z.string().check(
    z.refine((v) => v.trim().length > 0, 'Enter the organisation’s name.'),
    z.refine((v) => v.length <= 200, 'Keep the name under 200 characters.'),
  ),
  type: z.string(),
  description: z.string().check(z.maxLength(2000, 'Keep the description under 2000 characters.')),
};

/** Each field's first problem, as a form shows it next to the field. */
export function firstProblemPerField<F extends object>(
  schema: z.ZodMiniType<unknown, F>,
  form: F,
): Partial<Record<keyof F, string>> {
  const problems: Partial<Record<keyof F, string>> = {};
  for (const issue of schema.safeParse(form).error?.issues ?? []) {
    problems[issue.path[0] as keyof F] ??= issue.message;
  }
  return problems;
}
