import type { Role } from '../../kernel/roles';
import {
  CLEANUP_BATCH,
  cleanupKeeps,
  cleanupPlan,
  codesToRemove,
  packBatches,
  removalWriteCount,
} from './membership-rules';

const person = (userKey: string, roles: Role[], extra: { isTemporary?: boolean } = {}) => ({
  userKey,
  name: userKey,
  roles,
  ...extra,
});

describe('cleanupPlan (end-of-year cleanup)', () => {
  const members = [
    person('admin', ['organisationAdmin']),
    person('teacher', ['moderator']),
    person('visitor', ['facilitator']),
    person('helper', ['member', 'facilitator']),
    person('boss', ['member']),
    person('pupil1', ['member']),
    person('fox', ['member'], { isTemporary: true }),
    person('pupil2', ['member']),
  ];

  it('removes every plain member, temporary ones included, and keeps staff and super admins', () => {
    const plan = cleanupPlan(members, ['boss']);
    expect(plan.goes.map((m) => m.userKey)).toEqual(['pupil1', 'fox', 'pupil2']);
    expect(plan.stays.map((s) => [s.member.userKey, s.reason])).toEqual([
      ['admin', 'organisationAdmin'],
      ['teacher', 'moderator'],
      ['visitor', 'facilitator'],
      ['helper', 'facilitator'],
      ['boss', 'superAdmin'],
    ]);
  });

  it('says nobody goes when only staff are left', () => {
    const plan = cleanupPlan(members.slice(0, 4), []);
    expect(plan.goes).toEqual([]);
    expect(plan.stays).toHaveLength(4);
  });

  it('gives the highest reason someone stays', () => {
    expect(cleanupKeeps(['facilitator', 'moderator', 'organisationAdmin'], false)).toBe('organisationAdmin');
    expect(cleanupKeeps(['member', 'moderator'], false)).toBe('moderator');
    expect(cleanupKeeps(['organisationAdmin'], true)).toBe('superAdmin');
    expect(cleanupKeeps(['member'], false)).toBeNull();
    expect(cleanupKeeps([], false)).toBeNull();
  });
});

describe('packBatches: cleanup commits in batches of at most 450 writes', () => {
  it('packs 1,000 plain members (record and mirror: 2 writes each) into 225, 225, 225, 225 and 100', () => {
    const pupils = Array.from({ length: 1000 }, (_, i) => ({ codes: [], listingsOnly: [], groupIds: [], i }));
    const batches = packBatches(pupils, removalWriteCount);
    expect(CLEANUP_BATCH).toBe(450);
    expect(batches.map((b) => b.length)).toEqual([225, 225, 225, 225, 100]);
    expect(batches.flat().map((p) => p.i)).toEqual(pupils.map((p) => p.i));
    for (const b of batches) expect(b.reduce((n, p) => n + removalWriteCount(p), 0)).toBeLessThanOrEqual(450);
  });

  it('never splits one member’s writes over two batches', () => {
    // A temporary member: record, mirror, the code and its listing, two groups = 6 writes.
    const temp = { codes: ['FOXFIN22'], listingsOnly: [], groupIds: ['g1', 'g2'] };
    expect(removalWriteCount(temp)).toBe(6);
    const batches = packBatches(
      Array.from({ length: 100 }, () => temp),
      removalWriteCount,
    );
    expect(batches.map((b) => b.length)).toEqual([75, 25]);
  });

  it('puts an item larger than the limit in a batch of its own', () => {
    expect(packBatches([1, 500, 1], (n) => n).map((b) => b.length)).toEqual([1, 1, 1]);
    expect(packBatches([], () => 1)).toEqual([]);
  });
});

describe('codesToRemove: a member’s own codes go, a shared class code stays', () => {
  const stored: Record<string, { isAnonymous: boolean; tempUserId?: string } | null> = {
    RIVER25K: { isAnonymous: true },
    FOXFIN22: { isAnonymous: true, tempUserId: 'temp_fox' },
    MAILED22: { isAnonymous: false },
    GONEGONE: null,
  };
  const lookup = (code: string) => stored[code] ?? null;

  it('keeps the anonymous class code the member joined with', () => {
    expect(codesToRemove('RIVER25K', [], lookup)).toEqual({ codes: [], listingsOnly: [] });
  });
  it('removes the e-mailed code they joined with', () => {
    expect(codesToRemove('MAILED22', [], lookup)).toEqual({ codes: ['MAILED22'], listingsOnly: [] });
  });
  it('removes a temporary member’s code, whether they joined with it or it was made for them', () => {
    expect(codesToRemove('FOXFIN22', [], lookup).codes).toEqual(['FOXFIN22']);
    expect(codesToRemove(undefined, ['FOXFIN22'], lookup).codes).toEqual(['FOXFIN22']);
  });
  it('removes only the listing of a code that is gone already', () => {
    expect(codesToRemove('GONEGONE', [], lookup)).toEqual({ codes: [], listingsOnly: ['GONEGONE'] });
  });
});
