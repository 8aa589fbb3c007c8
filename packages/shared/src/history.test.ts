import { describe, expect, it } from 'vitest';
import { authorMergeChangedSince, historyEntry, undoRefusal, type AuthorMergeUndo } from './history';

const at = new Date('2026-11-20T10:00:00Z');
const day = 86_400_000;

describe('historyEntry', () => {
  it("names the actor and the target, with the writer's time sentinel", () => {
    const e = historyEntry(
      {
        organisationId: 'org1',
        kind: 'member-removed',
        actor: { uid: 'u1', name: '' },
        summary: 'Removed Ann',
        target: { collection: 'Users', id: 'ann', label: '' },
      },
      'SERVER_TIME',
    );
    expect(e).toEqual({
      organisationId: 'org1',
      kind: 'member-removed',
      actorUid: 'u1',
      actorName: 'u1',
      at: 'SERVER_TIME',
      summary: 'Removed Ann',
      target: { collection: 'Users', id: 'ann', label: 'ann' },
    });
  });
  it('cuts a summary longer than the rules accept', () => {
    const e = historyEntry(
      {
        organisationId: 'o',
        kind: 'send',
        actor: { uid: 'u', name: 'U' },
        summary: 'x'.repeat(900),
        target: { collection: 'c', id: 'i', label: 'l' },
      },
      0,
    );
    expect(e.summary).toHaveLength(500);
  });
});

describe('undoRefusal', () => {
  const entry = { kind: 'author-merge' as const, at, undo: {} };
  it('allows an undoable entry within 7 days', () => {
    expect(undoRefusal(entry, new Date(at.getTime() + 6 * day))).toBeNull();
  });
  it('refuses after 7 days, a second undo, and a kind that cannot be undone', () => {
    expect(undoRefusal(entry, new Date(at.getTime() + 7 * day + 1))).toMatch(/more than 7 days/);
    expect(undoRefusal({ ...entry, undoneAt: at }, at)).toBe('This change has already been undone');
    expect(undoRefusal({ ...entry, kind: 'send' }, at)).toBe('This change cannot be undone');
  });
});

describe('authorMergeChangedSince', () => {
  const undo: AuthorMergeUndo = {
    survivorKey: 's',
    mergedKey: 'm',
    merged: { name: 'M' },
    mergedEmail: null,
    survivorGotEmail: false,
    survivorBefore: { authorTags: ['a'], projectKeys: [] },
    survivorAfter: { authorTags: ['a', 'b'], projectKeys: ['p'] },
    recordingIds: ['r1'],
    tags: [{ id: 't1', before: ['m'], after: ['s'] }],
    userIds: [],
  };
  const now = {
    mergedExists: false,
    survivor: { authorTags: ['a', 'b'], projectKeys: ['p'] },
    recordingAuthors: { r1: 's' },
    tagAuthors: { t1: ['s'] },
  };
  it('finds nothing when all is as the merge left it', () => {
    expect(authorMergeChangedSince(undo, now)).toBeNull();
  });
  it('says what changed since', () => {
    expect(authorMergeChangedSince(undo, { ...now, mergedExists: true })).toMatch(/created again/);
    expect(authorMergeChangedSince(undo, { ...now, survivor: null })).toMatch(/deleted/);
    expect(
      authorMergeChangedSince(undo, { ...now, survivor: { authorTags: ['a'], projectKeys: ['p'] } }),
    ).toMatch(/edited/);
    expect(authorMergeChangedSince(undo, { ...now, recordingAuthors: { r1: 'x' } })).toMatch(/recording/);
    expect(authorMergeChangedSince(undo, { ...now, tagAuthors: { t1: null } })).toMatch(/tag/);
  });
});
