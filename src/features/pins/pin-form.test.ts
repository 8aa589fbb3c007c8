import { describe, expect, it } from 'vitest';
import { parseTags, validatePinForm } from './pin-form';

const form = { title: 'Mill', pinType: 'standard', lat: '51.5', long: '-0.1', tags: '', collectionLogic: '' };

describe('pin location tags', () => {
  it('are one tag whatever the case or spacing, as in /tags-view; the first spelling is kept', () => {
    expect(parseTags(' Old  Town, gate,old town, Gate ,, ')).toEqual(['Old Town', 'gate']);
  });
  it('are at most 50, each at most 100 characters (a tag name’s limit)', () => {
    const many = Array.from({ length: 51 }, (_, i) => `t${i}`).join(',');
    expect(validatePinForm({ ...form, tags: many })).toEqual({ errors: { tags: 'At most 50 tags' } });
    expect(validatePinForm({ ...form, tags: `ok, ${'x'.repeat(101)}` })).toEqual({
      errors: { tags: 'Keep each tag under 100 characters' },
    });
    const fits = validatePinForm({ ...form, tags: 'x'.repeat(100) });
    expect('values' in fits && fits.values.locationTags).toEqual(['x'.repeat(100)]);
  });
});
