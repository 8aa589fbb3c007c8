import { z } from 'zod/mini';

/**
 * Custom fields: what an organisation knows about its subscribers beyond address and name (a school, a town),
 * kept on each record as `customFields: { [key]: value }` and listed, key and label, in the organisation's
 * `subscriberFields/{organisationId}` document. Shared by the app, the functions, the seed and the tests; the
 * bounds are the same as firestore.rules enforces, so a record the app accepts is a record the rules accept.
 */
export const CUSTOM_FIELDS_MAX = 20;
export const CUSTOM_FIELD_KEY_MAX = 40;
export const CUSTOM_FIELD_VALUE_MAX = 500;
export const CUSTOM_FIELD_LABEL_MAX = 100;

/**
 * A key: lower-case letters, digits and underscores, starting with a letter. Underscores, not hyphens, so that a
 * key is also a merge tag's name (`{{custom.school_name}}`).
 */
export const CUSTOM_FIELD_KEY = /^[a-z][a-z0-9_]*$/;

export const zCustomFieldKey = z
  .string()
  .check(
    z.maxLength(CUSTOM_FIELD_KEY_MAX, `A field key has at most ${CUSTOM_FIELD_KEY_MAX} characters`),
    z.regex(CUSTOM_FIELD_KEY, 'A field key is lower-case letters, digits and _'),
  );

/** One line of text (firestore.rules checks the values joined line by line). */
const oneLine = (max: number) =>
  z
    .string()
    .check(
      z.minLength(1, 'Empty'),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(/^[^\n]*$/, 'One line'),
    );

/** The values on one subscriber. */
export const zCustomFields = z.record(zCustomFieldKey, oneLine(CUSTOM_FIELD_VALUE_MAX)).check(
  z.refine((m) => Object.keys(m).length <= CUSTOM_FIELDS_MAX, {
    message: `At most ${CUSTOM_FIELDS_MAX} custom fields`,
  }),
);
export type CustomFields = z.infer<typeof zCustomFields>;

/** A field as screens use it: its key and the label people read. */
export interface CustomFieldDef {
  key: string;
  label: string;
}

/**
 * The organisation's list of fields (the document `subscriberFields/{organisationId}`): key → label, a map so a
 * key is listed once and the rules can check every entry at once.
 */
export const zSubscriberFields = z.object({
  organisationId: z.string(),
  fields: z.record(zCustomFieldKey, oneLine(CUSTOM_FIELD_LABEL_MAX)).check(
    z.refine((m) => Object.keys(m).length <= CUSTOM_FIELDS_MAX, {
      message: `At most ${CUSTOM_FIELDS_MAX} custom fields`,
    }),
  ),
});
export type SubscriberFieldsDoc = z.infer<typeof zSubscriberFields> & { updatedAt: Date };

/** The list as screens show it: by label. */
export const fieldDefs = (fields: Readonly<Record<string, string>>): CustomFieldDef[] =>
  Object.entries(fields)
    .map(([key, label]) => ({ key, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** The key a label gets: "School name" → school_name; a label of nothing but symbols becomes `field`. */
export function customFieldKey(label: string, taken: readonly string[] = []): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, CUSTOM_FIELD_KEY_MAX)
      .replace(/_+$/, '') || 'field';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const key = base.slice(0, CUSTOM_FIELD_KEY_MAX - suffix.length) + suffix;
    if (!taken.includes(key)) return key;
  }
}

/**
 * The fields a subscriber keeps: trimmed, empty ones dropped (an empty cell says nothing), values cut to the
 * bound. Keys outside `known` are dropped, so only the organisation's listed fields are stored.
 */
export function cleanCustomFields(
  values: Readonly<Record<string, string>>,
  known?: readonly string[],
): CustomFields {
  const out: CustomFields = {};
  for (const [key, raw] of Object.entries(values)) {
    // One line: a spreadsheet cell's line breaks become spaces.
    const value = raw.replace(/\s+/g, ' ').trim().slice(0, CUSTOM_FIELD_VALUE_MAX).trim();
    if (!value || !CUSTOM_FIELD_KEY.test(key) || key.length > CUSTOM_FIELD_KEY_MAX) continue;
    if (known && !known.includes(key)) continue;
    if (Object.keys(out).length >= CUSTOM_FIELDS_MAX) break;
    out[key] = value;
  }
  return out;
}
