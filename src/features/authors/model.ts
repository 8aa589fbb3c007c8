import { z } from 'zod';

/** Collection `Authors`. */
export const zAuthor = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  bio: z.string().optional(),
  imagePath: z.string().optional(),
  userKey: z.string().optional(),
  tags: z.object({ authorTags: z.array(z.string()).default([]) }).default({ authorTags: [] }),
  /**
   * The projects in which this author has at least one recording (sorted), for per-project author counts.
   * Denormalised from Recordings: kept by merges here, rebuilt from all recordings by a super admin on /stats-view.
   * Parsing a stored profile always fills it ([] when absent); optional in the type so that values built in code
   * (tests, plans) need not name it.
   */
  projectKeys: z.array(z.string()).default([]).optional(),
});
export type Author = z.infer<typeof zAuthor>;
