import type { WithId } from '../../lib/converter';
import type { Tag } from '../tags/model';
import type { Author } from './model';

/** One Firestore batch holds at most 500 writes; a merge must fit in one so it is all or nothing. */
export const MAX_BATCH_WRITES = 500;

/** Names that differ only in case, spacing or punctuation are likely the same person ("Mary  Jones", "mary jones"). */
export function nameKey(name: string | undefined): string {
  return (name ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A profile with the e-mail address a curator reads from authorContacts, when it has one. */
export type AuthorWithEmail = WithId<Author> & { email?: string };

export function searchAuthors<T extends AuthorWithEmail>(authors: readonly T[], search: string): T[] {
  const needle = nameKey(search);
  const rows = needle
    ? authors.filter((a) => `${nameKey(a.name)} ${(a.email ?? '').toLowerCase()} ${a.id}`.includes(needle))
    : [...authors];
  return rows.sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name)) || a.id.localeCompare(b.id));
}

/** Groups of two or more authors whose names look the same: the candidates for a merge. */
export function duplicateGroups<T extends WithId<Author>>(authors: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const a of authors) {
    const key = nameKey(a.name);
    if (key) groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

export interface MergeInput {
  survivor: WithId<Author>;
  merged: WithId<Author>;
  /** Ids of Recordings whose authorKey is the merged author. */
  recordingIds: readonly string[];
  /** Tags whose authorKeys hold the merged author. */
  tags: readonly WithId<Tag>[];
  /** Ids of Users whose userProfile.authorKey is the merged author. */
  userIds: readonly string[];
}

export interface MergePlan {
  recordingIds: string[];
  tagUpdates: { id: string; authorKeys: string[] }[];
  userIds: string[];
  /** The survivor keeps its own author tags plus the merged author's. */
  survivorAuthorTags: string[];
  moved: { recordings: number; tags: number; users: number };
  /** Writes in the batch: the moves, the survivor, the merged author's deletion and the merge record. */
  writes: number;
}

export function planMerge(input: MergeInput): MergePlan {
  const { survivor, merged } = input;
  if (survivor.id === merged.id) throw new Error('Choose two different profiles to merge');
  const tagUpdates = input.tags.map((t) => ({
    id: t.id,
    authorKeys: [...new Set(t.authorKeys.map((k) => (k === merged.id ? survivor.id : k)))],
  }));
  const plan: MergePlan = {
    recordingIds: [...input.recordingIds],
    tagUpdates,
    userIds: [...input.userIds],
    survivorAuthorTags: [...new Set([...survivor.tags.authorTags, ...merged.tags.authorTags])],
    moved: { recordings: input.recordingIds.length, tags: tagUpdates.length, users: input.userIds.length },
    writes: input.recordingIds.length + tagUpdates.length + input.userIds.length + 3,
  };
  if (plan.writes > MAX_BATCH_WRITES) {
    throw new Error(
      `This merge needs ${plan.writes} writes, more than the ${MAX_BATCH_WRITES} one atomic change can hold`,
    );
  }
  return plan;
}
