import Papa from 'papaparse';
import { z } from 'zod/mini';
import {
  cleanCustomFields,
  CUSTOM_FIELD_LABEL_MAX,
  CUSTOM_FIELDS_MAX,
  customFieldKey,
  type CustomFieldDef,
} from '@storytelling/shared/custom-fields';
import { csvText } from '../../lib/csv';

/**
 * The import's column mapping: which column of the file becomes the address, the name (whole, or first and last)
 * or one of the organisation's custom fields, and which columns are left out. Pure: the dialog's form, the
 * import and the tests all use these.
 */
export const IMPORT_MAX_ROWS = 10_000;

/** What a column becomes: a fixed target, an existing custom field (`custom:<key>`) or a new one. */
export type ColumnTarget = 'email' | 'name' | 'firstName' | 'lastName' | 'skip' | 'new' | `custom:${string}`;

export const FIXED_TARGET_LABELS = {
  email: 'E-mail address',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
} as const;
export const SKIP_LABEL = "Don't import";
export const NEW_FIELD_LABEL = 'New custom field…';

export interface CsvTable {
  headers: string[];
  /** The rows as they are in the file, one string per header (missing cells empty). */
  rows: string[][];
}

/** Reads a file into its header row and rows; the checks that need nothing but the file's shape. */
export function readCsvTable(text: string): { ok: true; table: CsvTable } | { ok: false; error: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [head, ...body] = parsed.data;
  if (!head || head.every((h) => !h.trim())) return { ok: false, error: 'The file has no header row' };
  if (body.length === 0) return { ok: false, error: 'The file has no rows' };
  if (body.length > IMPORT_MAX_ROWS)
    return { ok: false, error: `At most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows at a time` };
  const headers = head.map((h, i) => h.trim() || `Column ${i + 1}`);
  return {
    ok: true,
    table: { headers, rows: body.map((r) => headers.map((_, i) => (r[i] ?? '').trim())) },
  };
}

const simple = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const GUESSES: Record<string, ColumnTarget> = {
  email: 'email',
  mail: 'email',
  emailaddress: 'email',
  mailaddress: 'email',
  address: 'email',
  name: 'name',
  fullname: 'name',
  firstname: 'firstName',
  givenname: 'firstName',
  forename: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
};

/**
 * A first guess for each column: the usual headers of an address and a name, or an existing custom field of the
 * same key or label. A target is guessed once (the first column that looks like it); the rest are left out.
 */
export function guessMapping(headers: readonly string[], known: readonly CustomFieldDef[]): ColumnTarget[] {
  const used = new Set<ColumnTarget>();
  return headers.map((header) => {
    const s = simple(header);
    const field = known.find((f) => simple(f.key) === s || simple(f.label) === s);
    const guess: ColumnTarget = GUESSES[s] ?? (field ? `custom:${field.key}` : 'skip');
    if (guess === 'skip' || used.has(guess)) return 'skip';
    used.add(guess);
    return guess;
  });
}

/** The mapping form: one entry per column, in the file's order. */
export const zColumnChoice = z.object({
  target: z.string(),
  /** The label of a new custom field (target 'new'). */
  newLabel: z.string(),
});
export type ColumnChoice = z.infer<typeof zColumnChoice>;

/** The form's schema: it depends on the fields the organisation already has (their number and labels). */
export function zColumnMapping(known: readonly CustomFieldDef[]) {
  return z.object({ columns: z.array(zColumnChoice) }).check(
    z.superRefine(({ columns }, ctx) => {
      const emails = columns.filter((c) => c.target === 'email').length;
      if (emails !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['columns'],
          message:
            emails === 0
              ? 'Choose the column that holds the e-mail address'
              : 'Only one column can be the e-mail address',
        });
      const seen = new Map<string, number>();
      columns.forEach((c, i) => {
        if (c.target === 'skip' || c.target === 'new') return;
        if (seen.has(c.target))
          ctx.addIssue({
            code: 'custom',
            path: ['columns', i, 'target'],
            message: `Column ${seen.get(c.target)! + 1} already goes there`,
          });
        else seen.set(c.target, i);
      });
      const labels = new Map(known.map((f) => [f.label.trim().toLowerCase(), -1]));
      let added = 0;
      columns.forEach((c, i) => {
        if (c.target !== 'new') return;
        added += 1;
        const label = c.newLabel.trim();
        const path = ['columns', i, 'newLabel'];
        if (!label) ctx.addIssue({ code: 'custom', path, message: 'Give the new field a name' });
        else if (label.length > CUSTOM_FIELD_LABEL_MAX)
          ctx.addIssue({ code: 'custom', path, message: `At most ${CUSTOM_FIELD_LABEL_MAX} characters` });
        else if (labels.has(label.toLowerCase()))
          ctx.addIssue({ code: 'custom', path, message: 'A field with this name exists: choose it instead' });
        else labels.set(label.toLowerCase(), i);
      });
      if (known.length + added > CUSTOM_FIELDS_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['columns'],
          message: `At most ${CUSTOM_FIELDS_MAX} custom fields: ${known.length} exist already`,
        });
    }),
  );
}
export type ColumnMapping = z.infer<ReturnType<typeof zColumnMapping>>;

/** The form's first values: the guesses, a new field named after its header. */
export const initialMapping = (
  headers: readonly string[],
  known: readonly CustomFieldDef[],
): ColumnMapping => ({
  columns: guessMapping(headers, known).map((target, i) => ({ target, newLabel: headers[i] ?? '' })),
});

export type ResolvedColumn =
  { kind: 'email' | 'name' | 'firstName' | 'lastName' | 'skip' } | { kind: 'custom'; key: string };

/** A valid mapping made concrete: each column's destination, and the fields it creates (their keys chosen). */
export function resolveMapping(
  mapping: ColumnMapping,
  known: readonly CustomFieldDef[],
): { columns: ResolvedColumn[]; newFields: CustomFieldDef[] } {
  const taken = known.map((f) => f.key);
  const newFields: CustomFieldDef[] = [];
  const columns = mapping.columns.map((c): ResolvedColumn => {
    if (c.target === 'new') {
      const key = customFieldKey(c.newLabel, taken);
      taken.push(key);
      newFields.push({ key, label: c.newLabel.trim() });
      return { kind: 'custom', key };
    }
    if (c.target.startsWith('custom:')) return { kind: 'custom', key: c.target.slice('custom:'.length) };
    return { kind: c.target as 'email' | 'name' | 'firstName' | 'lastName' | 'skip' };
  });
  return { columns, newFields };
}

/** One row of the file as it will be stored (before the address checks). */
export interface MappedRow {
  /** The line in the file (the header is line 1). */
  line: number;
  email: string;
  name: string;
  customFields?: Record<string, string>;
}

/** The rows as the mapping reads them: a name column wins over first and last name, which are joined. */
export function applyMapping(table: CsvTable, columns: readonly ResolvedColumn[]): MappedRow[] {
  const index = (kind: ResolvedColumn['kind']) => columns.findIndex((c) => c.kind === kind);
  const [email, name, first, last] = [index('email'), index('name'), index('firstName'), index('lastName')];
  const custom = columns.flatMap((c, i) => (c.kind === 'custom' ? [[c.key, i] as const] : []));
  return table.rows.map((cells, i) => {
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? '') : '');
    const fullName = name >= 0 ? cell(name) : [cell(first), cell(last)].filter(Boolean).join(' ');
    const fields = cleanCustomFields(Object.fromEntries(custom.map(([key, at]) => [key, cell(at)])));
    return {
      line: i + 2,
      email: cell(email),
      name: fullName.trim().slice(0, 200),
      ...(Object.keys(fields).length ? { customFields: fields } : {}),
    };
  });
}

/**
 * The rows that were not imported, as the file had them, with a last `reason` column in words: what a person
 * fixes in their spreadsheet and imports again.
 */
export function rejectedRowsCsv(
  table: CsvTable,
  rejected: readonly { line: number; reason: string }[],
): string {
  return csvText([
    [...table.headers, 'reason'],
    ...rejected.map((r) => [...(table.rows[r.line - 2] ?? []), r.reason]),
  ]);
}
