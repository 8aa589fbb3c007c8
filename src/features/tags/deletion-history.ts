import { PLATFORM_HISTORY, type TagDeletionUndo } from '@storytelling/shared/history';
import { COLLECTIONS } from '../../lib/collections';
import type { HistoryFact } from '../../lib/history-entry';

/**
 * The history entry of a tag deleted by removing its last key, with what its undo needs: the tag document exactly
 * as stored, and the pin whose location tags lost it in the same write. Tags belong to no organisation, so the
 * entry is the platform's.
 */
export function tagDeletionHistory(input: {
  tagId: string;
  /** The tag's stored document, exactly as read. */
  stored: Record<string, unknown>;
  tagName: string;
  removedKey: string;
  /** The pin whose location tags the same write changed, if any. */
  pinKey?: string;
}): HistoryFact {
  const undo: TagDeletionUndo = {
    tagId: input.tagId,
    tag: input.stored,
    ...(input.pinKey ? { pinKey: input.pinKey } : {}),
  };
  return {
    organisationId: PLATFORM_HISTORY,
    kind: 'tag-deleted',
    summary: `Deleted the tag “${input.tagName}” by removing its last key, ${input.removedKey}`,
    target: { collection: COLLECTIONS.tags, id: input.tagId, label: input.tagName },
    undo: { ...undo },
  };
}
