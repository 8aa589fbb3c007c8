import { z } from 'zod';

/** Collection `Authors`. */
export const zAuthor = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  bio: z.string().optional(),
  imagePath: z.string().optional(),
  userKey: z.string().optional(),
  tags: z.object({ authorTags: z.array(z.string()).default([]) }).default({ authorTags: [] }),
});
export type Author = z.infer<typeof zAuthor>;
