import { describe, expect, it } from 'vitest';
import {
  authorProjectKeys,
  authorsWithoutProfile,
  collectAuthorProjects,
  normaliseProjectKeys,
  planProjectKeyWrites,
  progressText,
  resultText,
} from './project-keys';

const rec = (authorKey: unknown, project: unknown) => ({ authorKey, project });

describe('recordings → projects of each author', () => {
  it('collects each author’s projects once, sorted, across pages', () => {
    const collected = collectAuthorProjects([rec('a', 'p2'), rec('a', 'p1'), rec('b', 'p1')]);
    collectAuthorProjects([rec('a', 'p2'), rec('c', 'p3')], collected);
    expect(Object.fromEntries(authorProjectKeys(collected))).toEqual({
      a: ['p1', 'p2'],
      b: ['p1'],
      c: ['p3'],
    });
  });

  it('skips recordings without an author or a project, and values that are not strings', () => {
    const collected = collectAuthorProjects([
      rec('', 'p1'),
      rec('a', ''),
      rec('  ', 'p1'),
      rec(undefined, 'p1'),
      rec('a', 42),
      rec(['a'], 'p1'),
      rec(' a ', ' p1 '),
    ]);
    expect(Object.fromEntries(authorProjectKeys(collected))).toEqual({ a: ['p1'] });
  });

  it('the union of lists is sorted, without duplicates or blanks (a merge keeps both profiles’ projects)', () => {
    expect(normaliseProjectKeys(['p2', 'p1'], undefined, ['p1', '', 'p3'])).toEqual(['p1', 'p2', 'p3']);
    expect(normaliseProjectKeys()).toEqual([]);
  });
});

describe('which authors need a write', () => {
  const computed = new Map([
    ['a', ['p1', 'p2']],
    ['b', ['p1']],
    ['ghost', ['p9']],
  ]);

  it('writes only lists that differ; an author with no recordings gets []', () => {
    const writes = planProjectKeyWrites(
      [
        { id: 'a', projectKeys: ['p1', 'p2'] }, // already right
        { id: 'b', projectKeys: ['p1', 'p2'] }, // one too many
        { id: 'c', projectKeys: ['p1'] }, // no recordings any more
        { id: 'd', projectKeys: [] }, // none, and stored as none
      ],
      computed,
    );
    expect(writes).toEqual([
      { id: 'b', projectKeys: ['p1'] },
      { id: 'c', projectKeys: [] },
    ]);
  });

  it('a profile that has no list yet is written, even with no recordings', () => {
    expect(
      planProjectKeyWrites(
        [
          { id: 'a', projectKeys: undefined },
          { id: 'e', projectKeys: undefined },
        ],
        computed,
      ),
    ).toEqual([
      { id: 'a', projectKeys: ['p1', 'p2'] },
      { id: 'e', projectKeys: [] },
    ]);
  });

  it('the same projects in another order count as different (stored lists are kept sorted)', () => {
    expect(planProjectKeyWrites([{ id: 'a', projectKeys: ['p2', 'p1'] }], computed)).toEqual([
      { id: 'a', projectKeys: ['p1', 'p2'] },
    ]);
  });

  it('never creates a profile for an author key that has none; reports it instead', () => {
    const writes = planProjectKeyWrites([{ id: 'a', projectKeys: [] }], computed);
    expect(writes.map((w) => w.id)).toEqual(['a']);
    expect(authorsWithoutProfile([{ id: 'a' }], computed)).toEqual(['b', 'ghost']);
  });
});

describe('what the rebuild says', () => {
  const result = {
    recordingsRead: 1200,
    authorsRead: 1,
    updated: 0,
    skipped: 0,
    failed: [],
    missingProfiles: [],
  };
  it('reports what it read and changed', () => {
    expect(resultText(result)).toBe(
      'Author counts rebuilt from 1,200 recordings and 1 profile: no profile needed a change.',
    );
    expect(
      resultText({
        ...result,
        updated: 2,
        skipped: 1,
        missingProfiles: ['x'],
        failed: [{ id: 'a9', reason: 'Missing or insufficient permissions.' }],
      }),
    ).toBe(
      'Author counts rebuilt from 1,200 recordings and 1 profile: 2 profiles updated. 1 profile was deleted ' +
        'meanwhile. 1 author key on recordings has no profile. 1 profile could not be updated ' +
        '(a9: Missing or insufficient permissions.).',
    );
  });
  it('shows progress by phase', () => {
    const p = { recordingsRead: 1500, authorsRead: 20, written: 450, toWrite: 900 };
    expect(progressText({ ...p, phase: 'recordings' })).toBe('Reading recordings… 1,500 read');
    expect(progressText({ ...p, phase: 'authors' })).toBe('Reading author profiles… 20 read');
    expect(progressText({ ...p, phase: 'writing' })).toBe('Updating author profiles… 450 of 900');
  });
});
