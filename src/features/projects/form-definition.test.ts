import {
  formProblems,
  hasProblems,
  keyFromLabel,
  moveField,
  normaliseFields,
  zFormField,
  type FormField,
} from './form-definition';

const field = (over: Partial<FormField> = {}): FormField => ({
  key: 'story_title',
  label: 'Story title',
  type: 'text',
  required: true,
  ...over,
});

describe('formProblems', () => {
  it('accepts an empty form and a valid one', () => {
    expect(hasProblems(formProblems([]))).toBe(false);
    const fields = [
      field(),
      field({ key: 'age', label: 'Age group', type: 'select', options: ['Child', 'Adult'] }),
      field({ key: 'consent', label: 'I agree', type: 'checkbox' }),
      field({ key: 'memory', label: 'Your memory', type: 'textarea', required: false }),
    ];
    expect(formProblems(fields)).toEqual({ fields: {} });
  });
  it('wants a key that starts with a letter and has only letters, digits and _', () => {
    expect(formProblems([field({ key: '' })]).fields[0]?.key).toBe('Enter a key');
    expect(formProblems([field({ key: '1st' })]).fields[0]?.key).toBe(
      'Start with a letter; use only letters, digits and _',
    );
    expect(formProblems([field({ key: 'a-b' })]).fields[0]?.key).toBe(
      'Start with a letter; use only letters, digits and _',
    );
    expect(formProblems([field({ key: 'a'.repeat(41) })]).fields[0]?.key).toBe(
      'Keep the key under 40 characters',
    );
  });
  it('refuses a key used twice (ignoring case), naming the first field', () => {
    const p = formProblems([field(), field({ label: 'Other' }), field({ key: 'Story_Title', label: 'X' })]);
    expect(p.fields[0]).toBeUndefined();
    expect(p.fields[1]?.key).toBe('Key already used by field 1');
    expect(p.fields[2]?.key).toBe('Key already used by field 1');
  });
  it('wants a label', () => {
    expect(formProblems([field({ label: '  ' })]).fields[0]).toEqual({ label: 'Enter a label' });
    expect(formProblems([field({ label: 'x'.repeat(101) })]).fields[0]?.label).toBe(
      'Keep the label under 100 characters',
    );
  });
  it('wants choices for a choice list: some, none empty, each once', () => {
    const sel = (options?: string[]) => formProblems([field({ type: 'select', options })]).fields[0]?.options;
    expect(sel(undefined)).toBe('Give at least one choice');
    expect(sel(['  '])).toBe('Give at least one choice');
    expect(sel(['A', ''])).toBe('Remove the empty choice');
    expect(sel(['A', 'a'])).toBe('Each choice once');
    expect(sel(Array.from({ length: 31 }, (_, i) => `o${i}`))).toBe('At most 30 choices');
    expect(sel(['A'])).toBeUndefined();
  });
  it('ignores options on other types', () => {
    expect(formProblems([field({ type: 'text', options: [''] })])).toEqual({ fields: {} });
  });
  it('allows at most 50 fields', () => {
    const many = Array.from({ length: 51 }, (_, i) => field({ key: `f${i}` }));
    expect(formProblems(many).form).toBe('A form has at most 50 fields');
    expect(formProblems(many.slice(0, 50)).form).toBeUndefined();
  });
});

describe('normaliseFields', () => {
  it('trims, and keeps options only on choice lists', () => {
    const out = normaliseFields([
      field({ key: ' k ', label: ' L ', options: ['x'] }),
      field({ key: 's', type: 'select', options: [' a ', 'b'] }),
    ]);
    expect(out).toEqual([
      { key: 'k', label: 'L', type: 'text', required: true },
      { key: 's', label: 'Story title', type: 'select', required: true, options: ['a', 'b'] },
    ]);
    out.forEach((f) => expect(zFormField.parse(f)).toEqual(f));
  });
});

describe('moveField', () => {
  it('moves up and down', () => {
    expect(moveField(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
  it('leaves the list alone for moves past either end', () => {
    expect(moveField(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveField(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('keyFromLabel', () => {
  it('suggests a valid, unique key', () => {
    expect(keyFromLabel('Your age?', [])).toBe('your_age');
    expect(keyFromLabel('Your age', ['your_age'])).toBe('your_age_2');
    expect(keyFromLabel('Your age', ['your_age', 'YOUR_AGE_2'])).toBe('your_age_3');
    expect(keyFromLabel('2nd place', [])).toBe('f_2nd_place');
    expect(keyFromLabel('!!!', [])).toBe('field');
    expect(keyFromLabel('Café', [])).toBe('cafe');
  });
});
