import { z } from 'zod/mini';
import type { Tag } from '../tags/model';
import {
  planTagKeyWrites,
  tagKeyChanges,
  tagNameKey,
  type PlannedTagWrite,
  type TagKeyChanges,
  cleanTagNames,
  kindOf,
  normaliseTagName,
  type TagRow,
} from '../tags';

/**
 * A recording's details as its curators edit them: `albumKey`, `tags.subjectTags` and `tags.genreTags`. Both
 * tag lists are tags of kind recording in `Tags`, holding the recording's key in `keys`; a name in either
 * list is one tag. Pure: the service and the form share these rules.
 */
export const ALBUM_KEY_MAX = 200;
/** Per list; firestore.rules caps each at 50. */
export const RECORDING_TAGS_MAX = 50;
/** A tag's name, as firestore.rules caps `tagName`. */
export const TAG_NAME_MAX = 100;

export interface RecordingTagLists {
  subjectTags: readonly string[];
  genreTags: readonly string[];
}

const LIST_LABEL = { subjectTags: 'subject', genreTags: 'genre' } as const;
type ListName = keyof typeof LIST_LABEL;

const quoted = (name: string) => {
  const shown = normaliseTagName(name);
  return `“${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}”`;
};

/**
 * What is wrong with one tag list, or null. `other` is the recording's other list: a name in both would be one tag
 * listed twice, so it is refused too. Names compare as everywhere else: without case or extra spaces.
 */
export function tagListProblem(
  list: ListName,
  names: readonly string[],
  other: readonly string[] = [],
): string | null {
  const label = LIST_LABEL[list];
  if (names.length > RECORDING_TAGS_MAX) return `At most ${RECORDING_TAGS_MAX} ${label} tags`;
  const seen = new Set<string>();
  for (const name of names) {
    const clean = normaliseTagName(name);
    if (!clean) return 'Tags cannot be empty';
    if (clean.length > TAG_NAME_MAX) return `${quoted(clean)} is longer than ${TAG_NAME_MAX} characters`;
    const key = tagNameKey(clean);
    if (seen.has(key)) return `${quoted(clean)} is listed twice (tags ignore case and spacing)`;
    seen.add(key);
  }
  const otherKeys = new Set(other.map(tagNameKey));
  const both = names.find((name) => otherKeys.has(tagNameKey(name)));
  if (both) return `${quoted(both)} is already a ${list === 'genreTags' ? 'subject' : 'genre'} tag`;
  return null;
}

export function albumKeyProblem(albumKey: string): string | null {
  const key = albumKey.trim();
  if (key.length > ALBUM_KEY_MAX) return `The album key can be at most ${ALBUM_KEY_MAX} characters`;
  if (/\p{Cc}/u.test(key)) return 'The album key must be one line of text';
  return null;
}

/** The editor's form and the service's input: what the curator typed, checked but not yet cleaned. */
export const zRecordingDetails = z
  .object({ albumKey: z.string(), subjectTags: z.array(z.string()), genreTags: z.array(z.string()) })
  .check(
    z.superRefine((v, ctx) => {
      const album = albumKeyProblem(v.albumKey);
      if (album) ctx.addIssue({ code: 'custom', path: ['albumKey'], message: album });
      const subject = tagListProblem('subjectTags', v.subjectTags);
      if (subject) ctx.addIssue({ code: 'custom', path: ['subjectTags'], message: subject });
      const genre = tagListProblem('genreTags', v.genreTags, v.subjectTags);
      if (genre) ctx.addIssue({ code: 'custom', path: ['genreTags'], message: genre });
    }),
  );
export type RecordingDetails = z.infer<typeof zRecordingDetails>;

/** The first problem of a details input, in the form's words, or null. */
export function detailsProblem(details: RecordingDetails): string | null {
  const parsed = zRecordingDetails.safeParse(details);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the details');
}

/** What is saved: the album key trimmed, each list normalised (single spaces, no blanks). */
export function cleanDetails(details: RecordingDetails): RecordingDetails {
  return {
    albumKey: details.albumKey.trim(),
    subjectTags: cleanTagNames(details.subjectTags),
    genreTags: cleanTagNames(details.genreTags),
  };
}

/** Every tag a recording is filed under: its subject and genre tags, each name once. */
export const recordingTagNames = (lists: RecordingTagLists): string[] =>
  cleanTagNames([...lists.subjectTags, ...lists.genreTags]);

/**
 * Which tags a recording save puts the recording's key into and takes it out of. Out: the tags it no longer lists
 * in either list. In: every tag it lists, so a save also files the recording under a tag it listed but that
 * lacked its key (older data, a key removed by hand); adding a key a tag holds already changes nothing.
 */
export function recordingTagChanges(
  recordingKey: string,
  before: RecordingTagLists,
  after: RecordingTagLists,
): TagKeyChanges {
  const now = recordingTagNames(after);
  const changes = tagKeyChanges('recording', recordingKey, recordingTagNames(before), now);
  return changes.key ? { ...changes, add: now } : changes;
}

/**
 * The plan of a recording save for its tags, given each tag as it stands (null when there is none yet): created on
 * first use, deleted with their last key, and left alone when nothing changes for them.
 */
export function planRecordingTags(
  recordingKey: string,
  before: RecordingTagLists,
  after: RecordingTagLists,
  current: (tagName: string) => Tag | null,
): PlannedTagWrite[] {
  return planTagKeyWrites(recordingTagChanges(recordingKey, before, after), current).filter(
    (w) => w.write.type !== 'none',
  );
}

export interface TagOutcome {
  created: string[];
  filed: string[];
  removed: string[];
  deleted: string[];
}

/** A plan summarised for the person who saved: tags created, joined, left and deleted with their last key. */
export function tagOutcome(writes: readonly PlannedTagWrite[]): TagOutcome {
  // As the tag is spelled ("Harbour" when "harbour" was typed), except for a deleted one, which has no data left.
  const named = (type: string, change: 'add' | 'remove') =>
    writes
      .filter((w) => w.change === change && w.write.type === type)
      .map((w) => ('data' in w.write ? w.write.data.tagName : w.tagName));
  return {
    created: named('create', 'add'),
    filed: named('update', 'add'),
    removed: named('update', 'remove'),
    deleted: named('delete', 'remove'),
  };
}

/** The outcome in words, for the notice after a save. */
export function describeOutcome(title: string, outcome: TagOutcome): string {
  const list = (names: string[]) => names.map((n) => `“${n}”`).join(', ');
  const parts = [
    outcome.created.length && `new tag${outcome.created.length > 1 ? 's' : ''} ${list(outcome.created)}`,
    outcome.filed.length && `added to ${list(outcome.filed)}`,
    outcome.removed.length && `taken out of ${list(outcome.removed)}`,
    outcome.deleted.length &&
      `${list(outcome.deleted)} deleted with ${outcome.deleted.length > 1 ? 'their' : 'its'} last recording`,
  ].filter(Boolean);
  return `“${title}” saved.${parts.length ? ` Tags: ${parts.join('; ')}.` : ''}`;
}

/** Suggestions for the tag inputs: the names of the existing recording tags, sorted. */
export function recordingTagSuggestions(tags: readonly TagRow[]): string[] {
  return cleanTagNames(tags.filter((t) => kindOf(t) === 'recording').map((t) => t.tagName)).sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The details of a stored recording, as the form starts from. */
export function detailsOf(recording: {
  albumKey?: string;
  tags: { subjectTags: string[]; genreTags: string[] };
}): RecordingDetails {
  return {
    albumKey: recording.albumKey ?? '',
    subjectTags: [...recording.tags.subjectTags],
    genreTags: [...recording.tags.genreTags],
  };
}

/** A stored recording's tag lists, whatever shape older data has. */
export function tagListsOf(data: unknown): RecordingTagLists {
  const tags = (data as { tags?: Record<string, unknown> } | undefined)?.tags;
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  return { subjectTags: list(tags?.subjectTags), genreTags: list(tags?.genreTags) };
}
