import { describe, expect, it } from 'vitest';
import { searchTokenMap as searchTokens } from '@storytelling/shared/subscriber-search';
import { missingTokens } from './backfill-subscriber-search';

describe('the search backfill', () => {
  it('writes tokens to a record without them or with stale ones, and leaves a right one alone', () => {
    const record = { email: 'ann@example.org', name: 'Ann Archer' };
    expect(missingTokens(record)).toEqual(searchTokens('ann@example.org', 'Ann Archer'));
    expect(missingTokens({ ...record, searchTokens: searchTokens('ann@example.org', 'Ann') })).toEqual(
      searchTokens('ann@example.org', 'Ann Archer'),
    );
    expect(
      missingTokens({ ...record, searchTokens: searchTokens('ann@example.org', 'Ann Archer') }),
    ).toBeNull();
  });
});
