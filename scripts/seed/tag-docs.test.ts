import { describe, expect, it } from 'vitest';
import { tagDocId } from '../../src/features/tags/tag-rules';
import { DEMO_PIN_TAGS, DEMO_SUBJECT_TAGS } from './content';
import { pinTagDocs, projectTagDocs } from './tag-docs';

/** The demo's tags agree with its pins and projects: each lists a tag exactly when the tag holds its key. */
describe('seeded tags', () => {
  it('pin Tags hold exactly the pins that list them', () => {
    const docs = pinTagDocs(DEMO_PIN_TAGS);
    for (const [pin, names] of Object.entries(DEMO_PIN_TAGS))
      for (const name of names) expect(docs[tagDocId('pin', name)]?.pinKeys).toContain(pin);
    for (const tag of Object.values(docs)) {
      expect(tag.kind).toBe('pin');
      for (const pin of tag.pinKeys) expect(DEMO_PIN_TAGS[pin]).toContain(tag.tagName);
    }
    expect(docs['pin_harbour-front']?.pinKeys).toEqual(['demo-pin-harbour-1', 'demo-pin-harbour-2']);
  });
  it('ProjectTags hold exactly the projects that list them', () => {
    const docs = projectTagDocs(DEMO_SUBJECT_TAGS);
    for (const [project, names] of Object.entries(DEMO_SUBJECT_TAGS))
      for (const name of names) expect(docs[tagDocId('project', name)]?.projectKeys).toContain(project);
    for (const tag of Object.values(docs))
      for (const project of tag.projectKeys) expect(DEMO_SUBJECT_TAGS[project]).toContain(tag.tagName);
    expect(docs.project_heritage?.projectKeys).toEqual(['demo-project-harbour', 'demo-project-high-street']);
  });
  it('one tag per name whatever the case', () => {
    expect(pinTagDocs({ p1: ['Quay'], p2: ['quay '] })).toEqual({
      pin_quay: {
        tagName: 'Quay',
        kind: 'pin',
        pinKeys: ['p1', 'p2'],
        keys: [],
        authorKeys: [],
        recordingKeys: [],
      },
    });
  });
});
