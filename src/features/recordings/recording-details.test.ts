import type { Tag } from '../tags/model';
import type { PlannedTagWrite } from '../tags';
import { tagDocId, type TagRow } from '../tags';
import {
  cleanDetails,
  describeOutcome,
  detailsProblem,
  planRecordingTags,
  recordingTagChanges,
  recordingTagSuggestions,
  tagListProblem,
  tagListsOf,
  tagOutcome,
  type RecordingTagLists,
} from './recording-details';

const REC = 'rec-1';
const lists = (subjectTags: string[], genreTags: string[] = []): RecordingTagLists => ({
  subjectTags,
  genreTags,
});
const recordingTag = (tagName: string, keys: string[], extra: Partial<Tag> = {}): Tag => ({
  tagName,
  kind: 'recording',
  pinKeys: [],
  keys,
  authorKeys: [],
  recordingKeys: [],
  ...extra,
});
/** The tags as they stand, looked up by name the way the service finds them (case and spacing aside). */
const existing =
  (...tags: Tag[]) =>
  (name: string) =>
    tags.find((t) => tagDocId('recording', t.tagName) === tagDocId('recording', name)) ?? null;
const summary = (writes: PlannedTagWrite[]) =>
  writes.map(
    (w) => `${w.write.type} ${w.tagName}${'data' in w.write ? ` [${w.write.data.keys.join(',')}]` : ''}`,
  );

describe('the tag changes a recording save plans', () => {
  it('first use: a tag nobody has yet is created with the recording as its only key, in `keys`', () => {
    const writes = planRecordingTags(REC, lists([]), lists(['Lighthouses']), existing());
    expect(writes).toEqual([
      {
        tagName: 'Lighthouses',
        change: 'add',
        write: { type: 'create', data: recordingTag('Lighthouses', [REC]) },
      },
    ]);
  });

  it('an added tag that exists gains the key, and only the key', () => {
    const fishing = recordingTag('Fishing', ['rec-2'], { pinKeys: ['pin-9'] });
    const writes = planRecordingTags(REC, lists([]), lists([], ['fishing']), existing(fishing));
    expect(writes).toEqual([
      {
        tagName: 'fishing',
        change: 'add',
        write: { type: 'update', data: { ...fishing, keys: ['rec-2', REC] } },
      },
    ]);
    expect(tagOutcome(writes).filed).toEqual(['Fishing']); // named as the tag is spelled
  });

  it('a removed tag that other recordings hold loses the key and stays', () => {
    const writes = planRecordingTags(
      REC,
      lists(['History', 'Sea']),
      lists(['History']),
      existing(recordingTag('History', [REC]), recordingTag('Sea', [REC, 'rec-2'])),
    );
    expect(summary(writes)).toEqual(['update Sea [rec-2]']);
  });

  it('last key removed: a tag that held only this recording is deleted', () => {
    const writes = planRecordingTags(
      REC,
      lists(['Sea'], ['Shanty']),
      lists(['Sea']),
      existing(recordingTag('Sea', [REC]), recordingTag('Shanty', [REC])),
    );
    expect(writes).toEqual([{ tagName: 'Shanty', change: 'remove', write: { type: 'delete' } }]);
  });

  it('a tag holding keys of another kind too is not deleted with its last recording', () => {
    const shared = recordingTag('Sea', [REC], { authorKeys: ['a1'] });
    const writes = planRecordingTags(REC, lists(['Sea']), lists([]), existing(shared));
    expect(writes).toEqual([
      { tagName: 'Sea', change: 'remove', write: { type: 'update', data: { ...shared, keys: [] } } },
    ]);
  });

  it('renamed: the old name loses the key (deleted with it), the new name is created', () => {
    const writes = planRecordingTags(
      REC,
      lists(['History']),
      lists(['Local history']),
      existing(recordingTag('History', [REC])),
    );
    expect(summary(writes)).toEqual(['create Local history [rec-1]', 'delete History']);
  });

  it('renamed only in case or spacing: the same tag, nothing changes', () => {
    const tags = existing(recordingTag('Local history', [REC]));
    expect(planRecordingTags(REC, lists(['Local history']), lists(['  local   HISTORY ']), tags)).toEqual([]);
  });

  it('moved from subject to genre: still the same tag, nothing changes', () => {
    const tags = existing(recordingTag('Sea', [REC]));
    expect(planRecordingTags(REC, lists(['Sea']), lists([], ['Sea']), tags)).toEqual([]);
  });

  it('a tag still listed in the other list keeps the key when one list drops it', () => {
    const changes = recordingTagChanges(REC, lists(['Sea'], ['Sea']), lists([], ['Sea']));
    expect(changes.remove).toEqual([]);
  });

  it('a listed tag that lacks the key (older data, a key removed by hand) gets it back; others are untouched', () => {
    const writes = planRecordingTags(
      REC,
      lists(['history'], ['oral history']),
      lists(['history'], ['oral history']),
      existing(recordingTag('oral history', [REC])),
    );
    expect(summary(writes)).toEqual(['create history [rec-1]']);
  });

  it('changes all in one plan: added, kept, removed, deleted', () => {
    const writes = planRecordingTags(
      REC,
      lists(['Keep', 'Drop'], ['Gone']),
      lists(['Keep', 'New'], ['Joined']),
      existing(
        recordingTag('Keep', [REC]),
        recordingTag('Drop', [REC, 'rec-2']),
        recordingTag('Gone', [REC]),
        recordingTag('Joined', ['rec-3']),
      ),
    );
    expect(summary(writes)).toEqual([
      'create New [rec-1]',
      'update Joined [rec-3,rec-1]',
      'update Drop [rec-2]',
      'delete Gone',
    ]);
    expect(tagOutcome(writes)).toEqual({
      created: ['New'],
      filed: ['Joined'],
      removed: ['Drop'],
      deleted: ['Gone'],
    });
  });

  it('a blank recording key belongs in no tag', () => {
    expect(planRecordingTags('  ', lists([]), lists(['Sea']), existing())).toEqual([]);
  });
});

describe('what the editor accepts', () => {
  const ok = { albumKey: '', subjectTags: ['Sea'], genreTags: ['Shanty'] };

  it('accepts an empty album and empty lists', () => {
    expect(detailsProblem({ albumKey: '', subjectTags: [], genreTags: [] })).toBeNull();
    expect(detailsProblem(ok)).toBeNull();
  });

  it('refuses empty tags, long tags, too many tags and duplicates ignoring case and spacing', () => {
    expect(tagListProblem('subjectTags', ['Sea', '  '])).toBe('Tags cannot be empty');
    expect(tagListProblem('subjectTags', ['x'.repeat(101)])).toMatch(/is longer than 100 characters$/);
    expect(tagListProblem('subjectTags', ['x'.repeat(100)])).toBeNull();
    expect(
      tagListProblem(
        'genreTags',
        Array.from({ length: 51 }, (_, i) => `t${i}`),
      ),
    ).toBe('At most 50 genre tags');
    expect(tagListProblem('subjectTags', ['Sea  shanty', 'sea Shanty'])).toBe(
      '“sea Shanty” is listed twice (tags ignore case and spacing)',
    );
    expect(tagListProblem('genreTags', ['Sea'], ['SEA '])).toBe('“Sea” is already a subject tag');
  });

  it('puts each problem on its own field', () => {
    expect(detailsProblem({ ...ok, albumKey: 'a'.repeat(201) })).toBe(
      'The album key can be at most 200 characters',
    );
    expect(detailsProblem({ ...ok, albumKey: 'line\nbreak' })).toBe('The album key must be one line of text');
    expect(detailsProblem({ ...ok, genreTags: ['sea'] })).toBe('“sea” is already a subject tag');
  });

  it('cleans what it saves: album trimmed, names single-spaced', () => {
    expect(cleanDetails({ albumKey: ' album-7 ', subjectTags: [' Old  town '], genreTags: [] })).toEqual({
      albumKey: 'album-7',
      subjectTags: ['Old town'],
      genreTags: [],
    });
  });
});

describe('around the editor', () => {
  it('suggests the names of recording tags only, sorted', () => {
    const row = (id: string, tag: Tag): TagRow => ({ ...tag, id });
    const tags = [
      row('a', recordingTag('Maritime', ['r1'])),
      row('b', recordingTag('Bridges', [], { kind: 'pin', pinKeys: ['p1'] })),
      row('c', recordingTag('Archive', [])),
      row('d', recordingTag('Family', [], { kind: 'content', recordingKeys: ['r1'] })),
    ];
    expect(recordingTagSuggestions(tags)).toEqual(['Archive', 'Maritime']);
  });

  it('reads the tag lists of older data safely', () => {
    expect(tagListsOf(undefined)).toEqual(lists([]));
    expect(tagListsOf({ tags: { subjectTags: ['a', 3], genreTags: 'b' } })).toEqual(lists(['a']));
  });

  it('says what the save did to the tags', () => {
    expect(describeOutcome('Pier', { created: ['Sea'], filed: [], removed: [], deleted: ['Old'] })).toBe(
      '“Pier” saved. Tags: new tag “Sea”; “Old” deleted with its last recording.',
    );
    expect(describeOutcome('Pier', { created: [], filed: [], removed: [], deleted: [] })).toBe(
      '“Pier” saved.',
    );
  });
});
