import { describe, expect, it } from 'vitest';
import type { Tag } from '../tags/model';
import { duplicateGroups, nameKey, planMerge, searchAuthors } from './merge-plan';

const author = (id: string, name: string, authorTags: string[] = []) => ({
  id,
  name,
  tags: { authorTags },
});
const tag = (id: string, authorKeys: string[]): Tag & { id: string } => ({
  id,
  tagName: id,
  kind: 'author',
  pinKeys: [],
  keys: [],
  authorKeys,
  recordingKeys: [],
});

describe('finding duplicates', () => {
  it('names differing only in case, spacing or punctuation match', () => {
    expect(nameKey('Mary  Jones')).toBe(nameKey('mary jones'));
    expect(nameKey('Mary-Jones.')).toBe('mary jones');
  });
  it('groups look-alike names and searches name, e-mail and id', () => {
    const all = [author('a', 'Mary Jones'), author('b', 'Mary  Jones'), author('c', 'Arthur')];
    expect(duplicateGroups(all).map((g) => g.map((a) => a.id))).toEqual([['a', 'b']]);
    expect(searchAuthors(all, 'MARY').map((a) => a.id)).toEqual(['a', 'b']);
    expect(searchAuthors(all, '').map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('planning a merge', () => {
  it('moves recordings, tag entries and users to the survivor, without duplicate tag entries', () => {
    const plan = planMerge({
      survivor: author('keep', 'Mary Jones', ['poet']),
      merged: author('gone', 'Mary  Jones', ['poet', 'local']),
      recordingIds: ['r1', 'r2'],
      tags: [tag('t1', ['gone', 'x']), tag('t2', ['keep', 'gone'])],
      userIds: ['u1'],
    });
    expect(plan.tagUpdates).toEqual([
      { id: 't1', authorKeys: ['keep', 'x'] },
      { id: 't2', authorKeys: ['keep'] },
    ]);
    expect(plan.survivorAuthorTags).toEqual(['poet', 'local']);
    expect(plan.moved).toEqual({ recordings: 2, tags: 2, users: 1 });
    expect(plan.writes).toBe(2 + 2 + 1 + 3);
  });
  it('refuses to merge a profile into itself', () => {
    expect(() =>
      planMerge({
        survivor: author('a', 'A'),
        merged: author('a', 'A'),
        recordingIds: [],
        tags: [],
        userIds: [],
      }),
    ).toThrow('Choose two different profiles to merge');
  });
  it('refuses a merge that would not fit in one atomic batch of 500 writes', () => {
    const recordingIds = Array.from({ length: 498 }, (_, i) => `r${i}`);
    const input = { survivor: author('a', 'A'), merged: author('b', 'B'), tags: [], userIds: [] };
    expect(planMerge({ ...input, recordingIds: recordingIds.slice(0, 497) }).writes).toBe(500);
    expect(() => planMerge({ ...input, recordingIds })).toThrow(/501 writes/);
  });
});
