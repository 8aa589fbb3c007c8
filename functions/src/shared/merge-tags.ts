/**
 * Merge tags: words in a newsletter's subject and body, written `{{firstName}}` or with a fallback
 * `{{firstName|friend}}`, that the server fills for each recipient when it sends (mail/deliver.ts) and the
 * composer's preview fills for a sample person. Only the tags below exist: anything else in double braces is
 * refused when the newsletter is saved or sent, so nobody receives a stray `{{nmae}}`. Pure, shared by the app
 * and the functions so both fill the same way.
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
export type MergeValues = Partial<Record<MergeTagName, string>>;

const NAMES = new Set<string>(MERGE_TAGS.map((t) => t.name));

/** The tags as an editor's chips insert them. */
export const MERGE_TAG_SNIPPETS = MERGE_TAGS.map((t) => ({
  label: t.label,
  text: `{{${t.name}}}`,
  help: `{{${t.name}}}; with a fallback for people without one: {{${t.name}|…}}`,
}));

/** `{{ tag }}` or `{{ tag | fallback }}`; the fallback is any text without braces or another bar. */
export const MERGE_TAG = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|([^{}|]*))?\}\}/g;

/** The tags used in `parts` that do not exist, each once, in order of first use. */
export function unknownMergeTags(...parts: string[]): string[] {
  const used = parts.flatMap((p) => [...p.matchAll(MERGE_TAG)].map((m) => m[1]!));
  return [...new Set(used.filter((name) => !NAMES.has(name)))];
}

/** Why these parts cannot be sent (null when they can): the unknown tags, and the ones that exist. */
export function mergeTagProblem(...parts: string[]): string | null {
  const unknown = unknownMergeTags(...parts);
  if (unknown.length === 0) return null;
  return `Unknown merge tag${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `{{${u}}}`).join(', ')}: use ${MERGE_TAGS.map((t) => `{{${t.name}}}`).join(', ')}`;
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
    if (!NAMES.has(name)) return whole;
    const value = values[name as MergeTagName]?.trim();
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
    out += NAMES.has(m[1]!) ? m[0] : m[0].replace(/[{}]/g, '');
    last = m.index + m[0].length;
  }
  return out + text.slice(last).replace(/[{}]/g, '');
}

/** A person's values: their name as given and its first word; the rest comes from the send. */
export function personValues(person: { email: string; name?: string }): MergeValues {
  const name = (person.name ?? '').trim();
  return { name, firstName: name.split(/\s+/)[0] ?? '', recipientEmail: person.email };
}

/** The sample person the composer's preview and a test send are filled with. */
export function sampleValues(organisationName: string): Record<MergeTagName, string> {
  const values = Object.fromEntries(MERGE_TAGS.map((t) => [t.name, t.sample])) as Record<
    MergeTagName,
    string
  >;
  return { ...values, organisationName };
}
