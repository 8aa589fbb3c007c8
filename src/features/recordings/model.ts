import { z } from 'zod';
import { zDate } from '../../lib/converter';

export const CONTENT_RATINGS = ['Adult', 'Young Adult', 'Family'] as const;
export const zContentRating = z.enum(CONTENT_RATINGS);
export type ContentRating = z.infer<typeof zContentRating>;

/** Collection `Recordings`. */
export const zRecording = z.object({
  albumKey: z.string().optional(),
  collectionLog: z
    .object({ timesCollected: z.number().int().min(0).default(0) })
    .default({ timesCollected: 0 }),
  tags: z
    .object({ subjectTags: z.array(z.string()).default([]), genreTags: z.array(z.string()).default([]) })
    .default({ subjectTags: [], genreTags: [] }),
  contentRating: zContentRating.optional(),
  title: z.string().optional(),
  audioUrl: z.string().optional(),
  authorKey: z.string().optional(),
  pinKey: z.string().optional(),
  project: z.string().optional(),
  moderation: z
    .object({
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.string().optional(),
      decidedBy: z.string().optional(),
      decidedAt: z.optional(zDate),
    })
    .optional(),
});
export type Recording = z.infer<typeof zRecording>;
