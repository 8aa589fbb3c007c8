import { describe, expect, it } from 'vitest';
import {
  pinTagsAfterKeyChange,
  addProjectKey,
  disjointTagGroups,
  fallbackTagDocId,
  removeProjectKey,
  sameTagName,
  spellLikeTags,
  tagKeyChanges,
  tagNameChanges,
} from './tag-changes';
import { cleanTagNames, tagDocId } from './tag-rules';

describe('which tags gain and lose a key when an item changes its tags', () => {
  it('first tags: every one gains the key', () => {
    expect(tagKeyChanges('pin', 'p1', [], ['a', 'b'])).toEqual({
      kind: 'pin',
      key: 'p1',
      field: 'pinKeys',
      add: ['a', 'b'],
      remove: [],
    });
  });
  it('[a, b] to [b, c]: c gains the key, a loses it, b is left alone', () => {
    expect(tagKeyChanges('pin', 'p1', ['a', 'b'], ['b', 'c'])).toMatchObject({ add: ['c'], remove: ['a'] });
  });
  it('deleting the item: every tag loses the key', () => {
    expect(tagKeyChanges('pin', 'p1', ['a', 'b'], [])).toMatchObject({ add: [], remove: ['a', 'b'] });
  });
  it('ignores case, spacing and repeats; names come back normalised, as each list spells them', () => {
    expect(tagNameChanges(['Old  Town', 'gate'], [' old town', 'GATE', 'Gate', ' New   Quay '])).toEqual({
      add: ['New Quay'],
      remove: [],
    });
    expect(tagNameChanges(['Harbour ', 'harbour', 'Pier'], ['pier', 'pier'])).toEqual({
      add: [],
      remove: ['Harbour'],
    });
    expect(tagNameChanges(['', '  '], [' ', ''])).toEqual({ add: [], remove: [] });
  });
  it('the list each kind keeps its keys in', () => {
    expect(tagKeyChanges('author', 'a1', [], ['x']).field).toBe('authorKeys');
    expect(tagKeyChanges('recording', 'r1', [], ['x']).field).toBe('keys');
    expect(tagKeyChanges('content', 'r1', [], ['x']).field).toBe('recordingKeys');
  });
  it('a blank key belongs in no tag', () => {
    expect(tagKeyChanges('pin', '  ', ['a'], ['b'])).toMatchObject({ add: [], remove: [] });
  });
  it('an unchanged list changes nothing', () => {
    expect(tagKeyChanges('pin', 'p1', ['a', 'b'], ['B', 'a'])).toMatchObject({ add: [], remove: [] });
  });
});

describe('tag names', () => {
  it('are cleaned: normalised, no blanks, no case-insensitive repeats, first spelling kept', () => {
    expect(cleanTagNames([' Old  Town', 'old town', '', 'Gate', 'gate '])).toEqual(['Old Town', 'Gate']);
  });
  it('compare without case or spacing', () => {
    expect(sameTagName('Harbour  Front', ' harbour front')).toBe(true);
    expect(sameTagName('Harbour', 'Harbours')).toBe(false);
  });
  it('are spelled as existing tags are, the others as typed', () => {
    expect(spellLikeTags(['harbour', 'new one'], ['Harbour'])).toEqual(['Harbour', 'new one']);
  });
  it('two names with one slug get different documents; the fallback id is stable per name', () => {
    expect(tagDocId('pin', 'C++')).toBe(tagDocId('pin', 'C'));
    expect(fallbackTagDocId('pin', 'C++')).not.toBe(fallbackTagDocId('pin', 'C'));
    expect(fallbackTagDocId('pin', 'C++')).toBe(fallbackTagDocId('pin', ' c++ '));
    expect(fallbackTagDocId('pin', '港口')).toMatch(/^pin_tag-[0-9a-z]+$/);
    expect(fallbackTagDocId('pin', '港口')).not.toBe(fallbackTagDocId('pin', '灯塔'));
  });
});

describe('ProjectTags lifecycle', () => {
  it('is created on first use with the project key', () => {
    expect(addProjectKey(null, ' Heritage  trail ', 'p1')).toEqual({
      type: 'create',
      data: { tagName: 'Heritage trail', projectKeys: ['p1'] },
    });
  });
  it('adds a key once', () => {
    const tag = { tagName: 'Heritage', projectKeys: ['p1'] };
    expect(addProjectKey(tag, 'Heritage', 'p2')).toEqual({
      type: 'update',
      data: { tagName: 'Heritage', projectKeys: ['p1', 'p2'] },
    });
    expect(addProjectKey(tag, 'Heritage', 'p1')).toEqual({ type: 'none' });
  });
  it('is deleted with its last key, kept while others remain', () => {
    expect(removeProjectKey({ tagName: 'H', projectKeys: ['p1'] }, 'p1')).toEqual({ type: 'delete' });
    expect(removeProjectKey({ tagName: 'H', projectKeys: ['p1', 'p2'] }, 'p1')).toEqual({
      type: 'update',
      data: { tagName: 'H', projectKeys: ['p2'] },
    });
    expect(removeProjectKey({ tagName: 'H', projectKeys: ['p2'] }, 'p1')).toEqual({ type: 'none' });
    expect(removeProjectKey(null, 'p1')).toEqual({ type: 'none' });
  });
});

describe('grouping tagged pins for deletion', () => {
  const pins = [
    { key: 'p1', tags: ['a', 'b'] },
    { key: 'p2', tags: ['A'] },
    { key: 'p3', tags: ['c'] },
    { key: 'p4', tags: ['b', 'd'] },
    { key: 'p5', tags: ['e'] },
  ];
  const keys = (groups: { key: string }[][]) => groups.map((g) => g.map((p) => p.key));
  it('never puts two pins with a tag in common in one group', () => {
    expect(keys(disjointTagGroups(pins, (p) => p.tags, 5))).toEqual([
      ['p1', 'p3', 'p5'],
      ['p2', 'p4'],
    ]);
  });
  it('keeps groups within the size given', () => {
    expect(keys(disjointTagGroups(pins, (p) => p.tags, 2))).toEqual([['p1', 'p3'], ['p2', 'p4'], ['p5']]);
  });
  it('one pin per group when all share a tag', () => {
    const same = ['x', 'y', 'z'].map((key) => ({ key, tags: ['shared'] }));
    expect(keys(disjointTagGroups(same, (p) => p.tags, 5))).toEqual([['x'], ['y'], ['z']]);
  });
});

describe('pinTagsAfterKeyChange', () => {
  it('adds the tag to a pin that does not list it, in the tag’s spelling', () => {
    expect(pinTagsAfterKeyChange(['Quay'], 'add', '  Old   town ')).toEqual(['Quay', 'Old town']);
  });
  it('changes nothing when the pin already lists it, whatever the case', () => {
    expect(pinTagsAfterKeyChange(['old town'], 'add', 'Old Town')).toBeNull();
    expect(pinTagsAfterKeyChange(['Quay'], 'remove', 'Old town')).toBeNull();
  });
  it('removes every spelling of the tag', () => {
    expect(pinTagsAfterKeyChange(['Quay', 'old  town', 'Mill'], 'remove', 'Old Town')).toEqual([
      'Quay',
      'Mill',
    ]);
  });
});
