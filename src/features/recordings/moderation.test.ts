import { describe, expect, it } from 'vitest';
import { needsReview, reasonProblem, REASON_MAX } from './moderation';

describe('moderation queue and decisions', () => {
  it('pending and never-moderated recordings wait for review; decided ones do not', () => {
    expect(needsReview({})).toBe(true);
    expect(needsReview({ moderation: { status: 'pending' } })).toBe(true);
    expect(needsReview({ moderation: { status: 'approved', reason: 'ok' } })).toBe(false);
    expect(needsReview({ moderation: { status: 'rejected', reason: 'noise' } })).toBe(false);
  });
  it('a decision needs a reason that fits', () => {
    expect(reasonProblem('   ')).toBe('Give a reason for this decision');
    expect(reasonProblem('x'.repeat(REASON_MAX + 1))).toMatch(/at most 1000/);
    expect(reasonProblem(' Clear audio, suitable for families ')).toBeNull();
  });
});
