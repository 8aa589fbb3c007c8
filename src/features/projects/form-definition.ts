import { z } from 'zod/mini';
import { MAX_OPTIONS, zFormFieldBase } from '../../kernel/form-fields';

// The field model shared with the feedback forms lives in the kernel; these stay importable from here.
export { keyFromLabel, MAX_OPTIONS, moveField } from '../../kernel/form-fields';

/** The recording form a project asks contributors to fill in: the `formFields` list of a Project (rules: ≤ 50). */
export const MAX_FORM_FIELDS = 50;
export const FIELD_TYPES = ['text', 'textarea', 'select', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  select: 'Choice list',
  checkbox: 'Tick box',
};

export const zFormField = z.extend(zFormFieldBase, { type: z.enum(FIELD_TYPES) });
export type FormField = z.infer<typeof zFormField>;

export interface FieldProblems {
  key?: string;
  label?: string;
  options?: string;
}
export interface FormProblems {
  form?: string;
  fields: Record<number, FieldProblems>;
}

const KEY = /^[a-zA-Z][a-zA-Z0-9_]*$/;

/** Every problem of a form definition, per field, with the message to show beside it. */
export function formProblems(fields: readonly FormField[]): FormProblems {
  const problems: FormProblems = { fields: {} };
  if (fields.length > MAX_FORM_FIELDS) problems.form = `A form has at most ${MAX_FORM_FIELDS} fields`;
  const seen = new Map<string, number>();
  fields.forEach((f, i) => {
    const p: FieldProblems = {};
    const key = f.key.trim();
    if (!key) p.key = 'Enter a key';
    else if (!KEY.test(key)) p.key = 'Start with a letter; use only letters, digits and _';
    else if (key.length > 40) p.key = 'Keep the key under 40 characters';
    else if (seen.has(key.toLowerCase()))
      p.key = `Key already used by field ${seen.get(key.toLowerCase())! + 1}`;
    if (key) seen.set(key.toLowerCase(), seen.get(key.toLowerCase()) ?? i);
    if (!f.label.trim()) p.label = 'Enter a label';
    else if (f.label.length > 100) p.label = 'Keep the label under 100 characters';
    if (f.type === 'select') {
      const options = (f.options ?? []).map((o) => o.trim());
      if (options.filter(Boolean).length === 0) p.options = 'Give at least one choice';
      else if (options.some((o) => !o)) p.options = 'Remove the empty choice';
      else if (options.length > MAX_OPTIONS) p.options = `At most ${MAX_OPTIONS} choices`;
      else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
        p.options = 'Each choice once';
      else if (options.some((o) => o.length > 100)) p.options = 'Keep each choice under 100 characters';
    }
    if (p.key || p.label || p.options) problems.fields[i] = p;
  });
  return problems;
}

export const hasProblems = (p: FormProblems) => Boolean(p.form) || Object.keys(p.fields).length > 0;

/** What is saved: trimmed, and options only on choice lists (Firestore keeps no stray `undefined`). */
export function normaliseFields(fields: readonly FormField[]): FormField[] {
  return fields.map((f) => {
    const base = { key: f.key.trim(), label: f.label.trim(), type: f.type, required: f.required };
    return f.type === 'select' ? { ...base, options: (f.options ?? []).map((o) => o.trim()) } : base;
  });
}

/** The upload-field switches of the project's config, as the form builder and the forms view name them. */
export const CONFIG_SECTIONS = [
  { key: 'locationInfo', label: 'Location information', hint: 'Where the story happened' },
  { key: 'authorInfo', label: 'Author information', hint: 'Who is telling it' },
  { key: 'recordingInfo', label: 'Recording information', hint: 'Title and description of the recording' },
  { key: 'uploadFields', label: 'Upload fields', hint: 'The audio file and an optional image' },
] as const;
export type ConfigSectionKey = (typeof CONFIG_SECTIONS)[number]['key'];
