import type { CustomFieldDef } from './custom-fields.js';

/**
 * Merge tags: words in a newsletter's subject and body, written `{{firstName}}` or with a fallback
 * `{{firstName|friend}}`, that the server fills for each recipient when it sends (mail/deliver.ts) and the
 * composer's preview fills for a sample person. Only the tags below exist, and one per custom field of the
 * organisation (`{{custom.school_name}}`, custom-fields.ts): anything else in double braces is refused when the
 * newsletter is saved or sent, so nobody receives a stray `{{nmae}}`. Pure, shared by the app and the functions
 * so both fill the same way.
 */
export const MERGE_TAGS = [
  { name: 'name', label: 'Name', sample: 'Alex Morgan' },
  { name: 'firstName', label: 'First name', sample: 'Alex' },
  { name: 'recipientEmail', label: 'E-mail address', sample: 'alex@example.org' },
  { name: 'organisationName', label: 'Organisation', sample: '' },
  { name: 'unsubscribeUrl', label: 'Unsubscribe link', sample: 'https://example.org/unsubscribe' },
  // The unsubscribe page is also where a person chooses what they get from every organisation: the same page.
  { name: 'preferencesUrl', label: 'Preferences link', sample: 'https://example.org/unsubscribe' },
] as const;
export type MergeTagName = (typeof MERGE_TAGS)[number]['name'];
/** A custom field's tag name: `custom.` and the field's key. */
export type CustomTagName = `custom.${string}`;
export type MergeValues = Partial<Record<MergeTagName | CustomTagName, string>>;

const NAMES = new Set<string>(MERGE_TAGS.map((t) => t.name));
const CUSTOM = 'custom.';
export const customTagName = (key: string): CustomTagName => `${CUSTOM}${key}`;
const isCustomTag = (name: string) => name.startsWith(CUSTOM);

const snippet = (name: string, label: string) => ({
  label,
  text: `{{${name}}}`,
  help: `{{${name}}}; with a fallback for people without one: {{${name}|…}}`,
});

/** The tags as an editor's chips insert them: the standard ones, then the organisation's custom fields. */
export function mergeTagSnippets(fields: readonly CustomFieldDef[] = []) {
  return [
    ...MERGE_TAGS.map((t) => snippet(t.name, t.label)),
    ...fields.map((f) => snippet(customTagName(f.key), f.label)),
  ];
}

/**
 * `{{ tag }}` or `{{ tag | fallback }}`, where a custom field's tag is `custom.` and its key; the fallback is any
 * text without braces or another bar.
 */
export const MERGE_TAG = /\{\{\s*([A-Za-z][A-Za-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)\s*(?:\|([^{}|]*))?\}\}/g;

/**
 * The tags used in `parts` that do not exist, each once, in order of first use. `customKeys` are the
 * organisation's field keys; without them (a check that has no organisation at hand, such as a form's shape) any
 * custom tag passes, and the check with the organisation's fields comes where they are known.
 */
export function unknownMergeTags(parts: readonly string[], customKeys?: readonly string[]): string[] {
  const used = parts.flatMap((p) => [...p.matchAll(MERGE_TAG)].map((m) => m[1]!));
  const known = (name: string) =>
    NAMES.has(name) || (isCustomTag(name) && (!customKeys || customKeys.includes(name.slice(CUSTOM.length))));
  return [...new Set(used.filter((name) => !known(name)))];
}

/** Why these parts cannot be sent (null when they can): the unknown tags, and the ones that exist. */
export function mergeTagProblem(parts: readonly string[], customKeys?: readonly string[]): string | null {
  const unknown = unknownMergeTags(parts, customKeys);
  if (unknown.length === 0) return null;
  const existing = [...MERGE_TAGS.map((t) => t.name), ...(customKeys ?? []).map(customTagName)];
  return `Unknown merge tag${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `{{${u}}}`).join(', ')}: use ${existing.map((n) => `{{${n}}}`).join(', ')}`;
}

/**
 * Fills the tags of `text`: a tag's value, else its fallback, else nothing. `encode` turns a value into what the
 * text is made of (HTML-escaping for an HTML body); a fallback is taken as written, being part of that text.
 * Values are inserted once and never read again as tags, so a name written `{{unsubscribeUrl}}` stays that text.
 */
export function fillMergeTags(
  text: string,
  values: MergeValues,
  encode: (value: string) => string = (v) => v,
): string {
  return text.replace(MERGE_TAG, (whole, name: string, fallback: string | undefined) => {
    if (!NAMES.has(name) && !isCustomTag(name)) return whole;
    // A custom field the person has no value for (or one deleted since saving) shows the fallback.
    const value = values[name as MergeTagName | CustomTagName]?.trim();
    if (value) return encode(value);
    return fallback?.trim() ?? '';
  });
}

/**
 * The text with its merge tags kept and every other brace dropped: what a sender passes on as a template, so a
 * stray `{{content}}` or `{{recipientEmail}}` typed into a newsletter or a drip step cannot reach a variable of
 * the layout it is put into. Saving refuses unknown tags already; this holds for what was saved before.
 */
export function keepOnlyMergeTags(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(MERGE_TAG)) {
    out += text.slice(last, m.index).replace(/[{}]/g, '');
    out += NAMES.has(m[1]!) || isCustomTag(m[1]!) ? m[0] : m[0].replace(/[{}]/g, '');
    last = m.index + m[0].length;
  }
  return out + text.slice(last).replace(/[{}]/g, '');
}

/** A person's values: their name as given and its first word, and their custom fields; the rest comes from the send. */
export function personValues(person: {
  email: string;
  name?: string;
  customFields?: Readonly<Record<string, string>>;
}): MergeValues {
  const name = (person.name ?? '').trim();
  return {
    name,
    firstName: name.split(/\s+/)[0] ?? '',
    recipientEmail: person.email,
    ...Object.fromEntries(Object.entries(person.customFields ?? {}).map(([k, v]) => [customTagName(k), v])),
  };
}

/**
 * The sample person the composer's preview and a test send are filled with; a custom field shows its label in
 * brackets ("[School name]"), since no real value is typical of every organisation.
 */
export function sampleValues(
  organisationName: string,
  fields: readonly CustomFieldDef[] = [],
): Record<string, string> {
  return {
    ...Object.fromEntries(MERGE_TAGS.map((t) => [t.name, t.sample])),
    ...Object.fromEntries(fields.map((f) => [customTagName(f.key), `[${f.label}]`])),
    organisationName,
  };
}
