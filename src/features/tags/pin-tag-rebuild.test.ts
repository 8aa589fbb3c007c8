import { describe, expect, it } from 'vitest';
import { planPinTagRebuild, pinTagRebuildText, type StoredPinTag } from './pin-tag-rebuild';
import { fallbackTagDocId } from './tag-changes';

const tag = (id: string, tagName: string, pinKeys: string[], otherKeys = 0): StoredPinTag => ({
  id,
  tagName,
  pinKeys,
  otherKeys,
});

describe('planPinTagRebuild', () => {
  it('changes nothing when every tag holds exactly the pins that list it', () => {
    const pins = [
      { pinKey: 'p1', locationTags: ['Quay'] },
      { pinKey: 'p2', locationTags: ['quay ', 'Mill'] },
    ];
    expect(
      planPinTagRebuild(pins, [tag('pin_quay', 'Quay', ['p2', 'p1']), tag('pin_mill', 'Mill', ['p2'])]),
    ).toEqual([]);
  });

  it('adds missing pins, drops pins that no longer list the tag or no longer exist, keeping the order', () => {
    const pins = [
      { pinKey: 'p1', locationTags: ['Quay'] },
      { pinKey: 'p3', locationTags: ['Quay'] },
    ];
    expect(planPinTagRebuild(pins, [tag('pin_quay', 'Quay', ['p1', 'gone', 'p2'])])).toEqual([
      { type: 'update', id: 'pin_quay', pinKeys: ['p1', 'p3'] },
    ]);
  });

  it('creates tags no document holds, at their stable id or, when another name has it, the fallback id', () => {
    const pins = [
      { pinKey: 'p1', locationTags: ['C++'] },
      { pinKey: 'p2', locationTags: ['Old  town'] },
    ];
    expect(planPinTagRebuild(pins, [tag('pin_c', 'C', ['p9'])])).toEqual([
      { type: 'delete', id: 'pin_c' },
      { type: 'create', id: fallbackTagDocId('pin', 'C++'), tagName: 'C++', pinKeys: ['p1'] },
      { type: 'create', id: 'pin_old-town', tagName: 'Old town', pinKeys: ['p2'] },
    ]);
  });

  it('deletes a tag no pin lists, but only empties one that holds keys of other kinds', () => {
    const tags = [tag('pin_a', 'A', ['p1']), tag('pin_b', 'B', ['p1'], 2)];
    expect(planPinTagRebuild([], tags)).toEqual([
      { type: 'delete', id: 'pin_a' },
      { type: 'update', id: 'pin_b', pinKeys: [] },
    ]);
  });

  it('a second document of the same name loses its pins to the first', () => {
    const pins = [{ pinKey: 'p1', locationTags: ['Quay'] }];
    const tags = [tag('pin_quay', 'Quay', []), tag('pin_quay-x', 'quay', ['p1'])];
    expect(planPinTagRebuild(pins, tags)).toEqual([
      { type: 'update', id: 'pin_quay', pinKeys: ['p1'] },
      { type: 'delete', id: 'pin_quay-x' },
    ]);
  });
});

describe('pinTagRebuildText', () => {
  const base = { pinsRead: 1200, tagsRead: 1, created: 0, updated: 0, deleted: 0, tooLarge: [] };
  it('says when nothing needed a change', () => {
    expect(pinTagRebuildText(base)).toBe(
      'Pin tags checked against 1,200 pins and 1 pin tag: all were in step.',
    );
  });
  it('counts each kind of change and names tags left alone', () => {
    expect(pinTagRebuildText({ ...base, created: 1, updated: 2, deleted: 3, tooLarge: ['Everywhere'] })).toBe(
      'Pin tags checked against 1,200 pins and 1 pin tag: 1 tag created, 2 tags corrected, 3 tags deleted. ' +
        'Left as they were, listed by more than 5,000 pins: Everywhere.',
    );
  });
});
