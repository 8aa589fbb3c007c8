import type { Tag } from '../tags/model';
import { addKey, removeKey, tagDocId, type TagWrite } from '../tags';
import { CONTENT_RATINGS, type ContentRating } from './model';

export interface RatingTagWrite {
  rating: ContentRating;
  tagId: string;
  write: TagWrite;
}

/** The content tag documents of the three ratings, at stable ids. */
export const contentTagId = (rating: ContentRating) => tagDocId('content', rating);

/**
 * Content ratings are mutually exclusive: setting one puts the recording in that content tag
 * (created on first use) and takes it out of the other two (deleted when it was their last key). The plan is
 * applied in one transaction, so no reader ever sees a recording under two ratings.
 */
export function planContentRating(
  recordingKey: string,
  next: ContentRating,
  current: Readonly<Record<ContentRating, Tag | null>>,
): RatingTagWrite[] {
  return CONTENT_RATINGS.map((rating) => ({
    rating,
    tagId: contentTagId(rating),
    write:
      rating === next
        ? addKey(current[rating], 'content', rating, recordingKey)
        : removeKey(current[rating], 'content', recordingKey),
  }));
}
