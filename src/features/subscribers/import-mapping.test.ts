import { describe, expect, it } from 'vitest';
import {
  applyMapping,
  guessMapping,
  initialMapping,
  readCsvTable,
  rejectedRowsCsv,
  resolveMapping,
  zColumnMapping,
  type ColumnMapping,
  type CsvTable,
} from './import-mapping';

const known = [{ key: 'school', label: 'School' }];
const table = (text: string): CsvTable => {
  const read = readCsvTable(text);
  if (!read.ok) throw new Error(read.error);
  return read.table;
};
const mapping = (...targets: string[]): ColumnMapping => ({
  columns: targets.map((t) =>
    t.startsWith('new:') ? { target: 'new', newLabel: t.slice(4) } : { target: t, newLabel: '' },
  ),
});
const problems = (m: ColumnMapping, fields = known) => {
  const parsed = zColumnMapping(fields).safeParse(m);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('guessMapping', () => {
  it('recognises the usual headers of an address and a name, whatever their case and order', () => {
    expect(guessMapping(['Surname', 'E-Mail', 'First Name', 'Town'], [])).toEqual([
      'lastName',
      'email',
      'firstName',
      'skip',
    ]);
    expect(guessMapping(['mail', 'Full name'], [])).toEqual(['email', 'name']);
    expect(guessMapping(['Email address'], [])).toEqual(['email']);
  });
  it('recognises an existing custom field by its label or key', () => {
    expect(guessMapping(['email', 'SCHOOL'], known)).toEqual(['email', 'custom:school']);
  });
  it('guesses each target once: a second address column is left out', () => {
    expect(guessMapping(['email', 'e-mail', 'name', 'Name'], [])).toEqual(['email', 'skip', 'name', 'skip']);
  });
  it('starts a new field named after its header, ready to be chosen', () => {
    expect(initialMapping(['email', 'Town'], []).columns).toEqual([
      { target: 'email', newLabel: 'email' },
      { target: 'skip', newLabel: 'Town' },
    ]);
  });
});

describe('zColumnMapping', () => {
  it('accepts exactly one address column and distinct targets', () => {
    expect(problems(mapping('name', 'email', 'custom:school', 'skip', 'skip'))).toEqual([]);
  });
  it('needs a column for the address, and only one', () => {
    expect(problems(mapping('name', 'skip'))).toEqual([
      'columns: Choose the column that holds the e-mail address',
    ]);
    expect(problems(mapping('email', 'email'))).toEqual([
      'columns: Only one column can be the e-mail address',
      'columns.1.target: Column 1 already goes there',
    ]);
  });
  it('refuses two columns into the same field', () => {
    expect(problems(mapping('email', 'custom:school', 'custom:school'))).toEqual([
      'columns.2.target: Column 2 already goes there',
    ]);
  });
  it('a new field needs a name of its own, and the organisation at most 20 fields', () => {
    expect(problems(mapping('email', 'new:'))).toEqual(['columns.1.newLabel: Give the new field a name']);
    expect(problems(mapping('email', 'new:school'))).toEqual([
      'columns.1.newLabel: A field with this name exists: choose it instead',
    ]);
    expect(problems(mapping('email', 'new:Town', 'new:town'))).toEqual([
      'columns.2.newLabel: A field with this name exists: choose it instead',
    ]);
    const twenty = Array.from({ length: 20 }, (_, i) => ({ key: `f${i}`, label: `F${i}` }));
    expect(problems(mapping('email', 'new:Town'), twenty)).toEqual([
      'columns: At most 20 custom fields: 20 exist already',
    ]);
  });
});

describe('applyMapping', () => {
  const file = table(
    'Town,Surname,Mail,First name,School,Notes\nLeeds,Lovelace, ADA@Example.org ,Ada,Hill Top,x\n,,bob@example.org,Bob,,\n',
  );
  it('reads the rows as the mapping says: first and last name joined, new fields keyed from their label', () => {
    const m = mapping('new:Home town', 'lastName', 'email', 'firstName', 'custom:school', 'skip');
    expect(problems(m)).toEqual([]);
    const { columns, newFields } = resolveMapping(m, known);
    expect(newFields).toEqual([{ key: 'home_town', label: 'Home town' }]);
    expect(applyMapping(file, columns)).toEqual([
      {
        line: 2,
        email: 'ADA@Example.org',
        name: 'Ada Lovelace',
        customFields: { home_town: 'Leeds', school: 'Hill Top' },
      },
      { line: 3, email: 'bob@example.org', name: 'Bob' },
    ]);
  });
  it('a whole-name column wins over first and last name', () => {
    const { columns } = resolveMapping(mapping('skip', 'lastName', 'email', 'name', 'skip', 'skip'), known);
    expect(applyMapping(file, columns)[0]!.name).toBe('Ada');
  });
});

describe('readCsvTable and rejectedRowsCsv', () => {
  it('refuses an empty file, a file without rows and more than 10,000 rows', () => {
    expect(readCsvTable('')).toMatchObject({ ok: false });
    expect(readCsvTable('email\n')).toEqual({ ok: false, error: 'The file has no rows' });
    const big = ['email', ...Array.from({ length: 10_001 }, (_, i) => `p${i}@x.org`)].join('\n');
    expect(readCsvTable(big)).toEqual({ ok: false, error: 'At most 10,000 rows at a time' });
  });
  it('gives the rejected rows as the file had them, with their reason last', () => {
    const t = table('name,email\nAda,not-an-address\nBob,bob@x.org\n"Lee, Cy",=cmd@x.org\n');
    expect(
      rejectedRowsCsv(t, [
        { line: 2, reason: 'Invalid address' },
        { line: 4, reason: 'Duplicate within the file' },
      ]),
    ).toBe(
      'name,email,reason\r\nAda,not-an-address,Invalid address\r\n"Lee, Cy",\'=cmd@x.org,Duplicate within the file\r\n',
    );
  });
});
