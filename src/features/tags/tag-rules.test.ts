import { describe, expect, it } from 'vitest';
import type { Tag } from './model';
import {
  addKey,
  canCurate,
  cleanTagNames,
  groupTags,
  isEmptyTag,
  kindOf,
  removeKey,
  tagDocId,
} from './tag-rules';

const tag = (over: Partial<Tag> = {}): Tag => ({
  tagName: 'harbour',
  kind: 'pin',
  pinKeys: [],
  keys: [],
  authorKeys: [],
  recordingKeys: [],
  ...over,
});

describe('tag lifecycle', () => {
  it('a tag is created on first use, with the key in the list of its kind', () => {
    expect(addKey(null, 'pin', '  Harbour   walls ', 'p1')).toEqual({
      type: 'create',
      data: tag({ tagName: 'Harbour walls', pinKeys: ['p1'] }),
    });
    const author = addKey(null, 'author', 'poets', 'a1');
    expect(author.type === 'create' && author.data.authorKeys).toEqual(['a1']);
    const content = addKey(null, 'content', 'Family', 'r1');
    expect(content.type === 'create' && content.data.recordingKeys).toEqual(['r1']);
  });
  it('adding a key appends it once; adding it again changes nothing', () => {
    expect(addKey(tag({ pinKeys: ['p1'] }), 'pin', 'harbour', 'p2')).toEqual({
      type: 'update',
      data: tag({ pinKeys: ['p1', 'p2'] }),
    });
    expect(addKey(tag({ pinKeys: ['p1'] }), 'pin', 'harbour', 'p1')).toEqual({ type: 'none' });
  });
  it('a tag is deleted when its last key is removed', () => {
    expect(removeKey(tag({ pinKeys: ['p1'] }), 'pin', 'p1')).toEqual({ type: 'delete' });
  });
  it('a tag that still holds keys in any list is kept', () => {
    expect(removeKey(tag({ pinKeys: ['p1', 'p2'] }), 'pin', 'p1')).toEqual({
      type: 'update',
      data: tag({ pinKeys: ['p2'] }),
    });
    expect(removeKey(tag({ pinKeys: ['p1'], keys: ['r1'] }), 'pin', 'p1')).toEqual({
      type: 'update',
      data: tag({ pinKeys: [], keys: ['r1'] }),
    });
  });
  it('removing a key that is not there, or from a missing tag, writes nothing', () => {
    expect(removeKey(null, 'pin', 'p1')).toEqual({ type: 'none' });
    expect(removeKey(tag({ pinKeys: ['p2'] }), 'pin', 'p1')).toEqual({ type: 'none' });
  });
  it('empty means every list is empty', () => {
    expect(isEmptyTag(tag())).toBe(true);
    expect(isEmptyTag(tag({ recordingKeys: ['r'] }))).toBe(false);
  });
});

describe('tag ids, kinds and grouping', () => {
  it('ids are stable per kind and name, whatever the spacing or case', () => {
    expect(tagDocId('content', 'Young Adult')).toBe('content_young-adult');
    expect(tagDocId('pin', ' young  ADULT ')).toBe('pin_young-adult');
    expect(tagDocId('pin', '!!!')).toBe('pin_tag');
  });
  it('a tag without kind is known by the list it uses', () => {
    expect(kindOf(tag({ kind: undefined, authorKeys: ['a'] }))).toBe('author');
    expect(kindOf(tag({ kind: undefined, pinKeys: ['p'] }))).toBe('pin');
    expect(kindOf(tag({ kind: undefined, keys: ['r'] }))).toBe('recording');
  });
  it('groups by kind, sorted by name, and searches names and keys', () => {
    const rows = [
      { ...tag({ tagName: 'walls', pinKeys: ['pin-9'] }), id: 't2' },
      { ...tag({ tagName: 'boats', pinKeys: ['pin-1'] }), id: 't1' },
      { ...tag({ tagName: 'Family', kind: 'content', recordingKeys: ['rec-1'] }), id: 't3' },
    ];
    const all = groupTags(rows);
    expect(all.pin.map((t) => t.tagName)).toEqual(['boats', 'walls']);
    expect(all.content.map((t) => t.id)).toEqual(['t3']);
    expect(all.author).toEqual([]);
    expect(groupTags(rows, 'PIN-9').pin.map((t) => t.id)).toEqual(['t2']);
    expect(groupTags(rows, 'fam').content).toHaveLength(1);
  });
  it('admin content tags are trimmed and de-duplicated without case', () => {
    expect(cleanTagNames([' Family', 'family', '', 'Adult ', 'Young  Adult'])).toEqual([
      'Family',
      'Adult',
      'Young Adult',
    ]);
  });
});

describe('who curates tags', () => {
  it('super admins and project admins, nobody else', () => {
    expect(canCurate({ userRole: 'superAdmin', projectAdminAccess: [] })).toBe(true);
    expect(canCurate({ userRole: 'member', projectAdminAccess: ['p1'] })).toBe(true);
    expect(canCurate({ userRole: 'organisationAdmin', projectAdminAccess: [] })).toBe(false);
    expect(canCurate(null)).toBe(false);
  });
});
