import { describe, expect, it } from 'vitest';
import {
  cleanCustomFields,
  customFieldKey,
  fieldDefs,
  zCustomFields,
  zSubscriberFields,
} from './custom-fields.js';

describe('zCustomFields', () => {
  it('accepts up to 20 fields with slug keys of at most 40 characters and values of at most 500', () => {
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(500)]));
    expect(zCustomFields.safeParse(twenty).success).toBe(true);
    expect(zCustomFields.safeParse({ ['k'.repeat(40)]: 'v' }).success).toBe(true);
  });
  it.each([
    ['21 fields', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'v']))],
    ['a 41-character key', { ['k'.repeat(41)]: 'v' }],
    ['a 501-character value', { school: 'x'.repeat(501) }],
    ['a key that is not a slug', { 'School name': 'v' }],
    ['a key with a hyphen', { 'school-name': 'v' }],
    ['a value that is not text', { school: 3 }],
    ['an empty value', { school: '' }],
    ['a value of two lines', { school: 'Hill\nTop' }],
  ])('refuses %s', (_what, value) => {
    expect(zCustomFields.safeParse(value).success).toBe(false);
  });
});

describe('zSubscriberFields', () => {
  it('lists key → label, at most 20, labels one line of at most 100 characters', () => {
    const ok = (fields: unknown) => zSubscriberFields.safeParse({ organisationId: 'o', fields }).success;
    expect(ok({ school: 'School' })).toBe(true);
    expect(ok({ school: '' })).toBe(false);
    expect(ok({ school: 'l'.repeat(101) })).toBe(false);
    expect(ok({ school: 'two\nlines' })).toBe(false);
    expect(ok({ 'Bad key': 'Bad' })).toBe(false);
    expect(ok(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'F'])))).toBe(false);
  });
  it('reads as fields sorted by label', () => {
    expect(fieldDefs({ town: 'Town', school: 'School' })).toEqual([
      { key: 'school', label: 'School' },
      { key: 'town', label: 'Town' },
    ]);
  });
});

describe('customFieldKey', () => {
  it('makes a slug of a label, and a different one when it is taken', () => {
    expect(customFieldKey('School name')).toBe('school_name');
    expect(customFieldKey('  Café / Ort ')).toBe('cafe_ort');
    expect(customFieldKey('2024 class')).toBe('class');
    expect(customFieldKey('!!!')).toBe('field');
    expect(customFieldKey('School', ['school', 'school_2'])).toBe('school_3');
    expect(customFieldKey('x'.repeat(60), ['x'.repeat(40)])).toBe(`${'x'.repeat(38)}_2`);
  });
});

describe('cleanCustomFields', () => {
  it('trims, drops empty values and fields the organisation does not list, cuts long values', () => {
    expect(
      cleanCustomFields({ school: ' Hill\n Top ', town: '', other: 'x', long: 'y'.repeat(600) }, [
        'school',
        'town',
        'long',
      ]),
    ).toEqual({ school: 'Hill Top', long: 'y'.repeat(500) });
  });
});
