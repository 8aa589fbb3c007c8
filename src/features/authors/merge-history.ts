import { PLATFORM_HISTORY, type AuthorMergeUndo } from '@storytelling/shared/history';
import type { WithId } from '../../lib/converter';
import { COLLECTIONS } from '../../lib/collections';
import type { Tag } from '../tags/model';
import type { HistoryFact } from '../../lib/history-entry';
import type { MergePlan } from './merge-plan';
import type { Author } from './model';

const nameOf = (a: WithId<Author>) => a.name || a.id;

/**
 * The history entry of an author merge, with everything its undo needs: the duplicate as it was (recreated as
 * such), what the survivor held before and after, and every recording, tag and user moved. Authors belong to no
 * organisation, so the entry is the platform's.
 */
export function authorMergeHistory(input: {
  survivor: WithId<Author>;
  merged: WithId<Author>;
  /** The duplicate's stored document, exactly as read. */
  mergedData: Record<string, unknown>;
  mergedEmail: string | null;
  survivorHadEmail: boolean;
  /** The survivor's projects after the merge. */
  projectKeys: string[];
  plan: MergePlan;
  tagsBefore: readonly WithId<Tag>[];
}): HistoryFact {
  const { survivor, merged, plan } = input;
  const before = new Map(input.tagsBefore.map((t) => [t.id, t.authorKeys]));
  const undo: AuthorMergeUndo = {
    survivorKey: survivor.id,
    mergedKey: merged.id,
    merged: input.mergedData,
    mergedEmail: input.mergedEmail,
    survivorGotEmail: input.mergedEmail !== null && !input.survivorHadEmail,
    survivorBefore: {
      authorTags: [...survivor.tags.authorTags],
      projectKeys: [...(survivor.projectKeys ?? [])],
    },
    survivorAfter: { authorTags: plan.survivorAuthorTags, projectKeys: input.projectKeys },
    recordingIds: plan.recordingIds,
    tags: plan.tagUpdates.map((t) => ({
      id: t.id,
      before: [...(before.get(t.id) ?? [])],
      after: t.authorKeys,
    })),
    userIds: plan.userIds,
  };
  const { recordings, tags, users } = plan.moved;
  return {
    organisationId: PLATFORM_HISTORY,
    kind: 'author-merge',
    summary: `Merged author "${nameOf(merged)}" into "${nameOf(survivor)}" (${recordings} recordings, ${tags} tags, ${users} linked accounts moved)`,
    target: { collection: COLLECTIONS.authors, id: survivor.id, label: nameOf(survivor) },
    undo: undo as unknown as Record<string, unknown>,
  };
}
