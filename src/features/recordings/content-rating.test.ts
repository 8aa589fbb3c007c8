import { describe, expect, it } from 'vitest';
import type { Tag } from '../tags/model';
import { contentTagId, planContentRating } from './content-rating';

const content = (name: string, recordingKeys: string[]): Tag => ({
  tagName: name,
  kind: 'content',
  pinKeys: [],
  keys: [],
  authorKeys: [],
  recordingKeys,
});

describe('content ratings are mutually exclusive', () => {
  it('setting one adds the recording there and removes it from the other two', () => {
    const plan = planContentRating('r1', 'Family', {
      Adult: content('Adult', ['r1', 'r2']),
      'Young Adult': content('Young Adult', ['r1', 'r3']),
      Family: content('Family', ['r4']),
    });
    expect(plan).toEqual([
      { rating: 'Adult', tagId: 'content_adult', write: { type: 'update', data: content('Adult', ['r2']) } },
      {
        rating: 'Young Adult',
        tagId: 'content_young-adult',
        write: { type: 'update', data: content('Young Adult', ['r3']) },
      },
      {
        rating: 'Family',
        tagId: 'content_family',
        write: { type: 'update', data: content('Family', ['r4', 'r1']) },
      },
    ]);
  });
  it('creates the chosen tag on first use and deletes another left empty', () => {
    const plan = planContentRating('r1', 'Adult', {
      Adult: null,
      'Young Adult': null,
      Family: content('Family', ['r1']),
    });
    expect(plan.map((p) => [p.rating, p.write.type])).toEqual([
      ['Adult', 'create'],
      ['Young Adult', 'none'],
      ['Family', 'delete'],
    ]);
  });
  it('setting the rating a recording already has writes no tags', () => {
    const plan = planContentRating('r1', 'Adult', {
      Adult: content('Adult', ['r1']),
      'Young Adult': content('Young Adult', ['r2']),
      Family: null,
    });
    expect(plan.every((p) => p.write.type === 'none')).toBe(true);
  });
  it('content tags live at stable ids', () => {
    expect(contentTagId('Young Adult')).toBe('content_young-adult');
  });
});
