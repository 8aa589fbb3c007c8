import { z } from 'zod/mini';

/**
 * The form field model the project form builder (/form-builder-view) and the feedback forms share: a question
 * with a stable key, its label, whether it must be answered and its choices; each area adds its own types.
 * Pure, and free of Firebase, so the light public pages (feedback, forms view) can parse it.
 */
export const MAX_OPTIONS = 30;

export const zFormFieldBase = z.object({
  key: z.string(),
  label: z.string(),
  required: z._default(z.boolean(), false),
  options: z.optional(z.array(z.string())),
});

/** Moves one field; out-of-range moves leave the list as it is. */
export function moveField<T>(fields: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= fields.length || to >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A key suggested from the label ("Your age?" → "your_age"), unique among the others. */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // accents go, the letters stay
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 'f_$1')
      .slice(0, 36) || 'field';
  const lower = new Set(taken.map((k) => k.toLowerCase()));
  if (!lower.has(base)) return base;
  let n = 2;
  while (lower.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}
