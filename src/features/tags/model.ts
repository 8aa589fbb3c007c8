import { z } from 'zod';

export const TAG_KINDS = ['pin', 'recording', 'author', 'project', 'content'] as const;
export const zTagKind = z.enum(TAG_KINDS);
export type TagKind = z.infer<typeof zTagKind>;

/** Collection `Tags`: one document per tag, grouped by kind. */
export const zTag = z.object({
  tagName: z.string().min(1).max(100),
  kind: zTagKind.optional(),
  pinKeys: z.array(z.string()).default([]),
  keys: z.array(z.string()).default([]),
  authorKeys: z.array(z.string()).default([]),
  recordingKeys: z.array(z.string()).default([]),
});
export type Tag = z.infer<typeof zTag>;

/** Collection `AdminTags`. */
export const zAdminTags = z.object({ contentTags: z.array(z.string()).default([]) });
export type AdminTags = z.infer<typeof zAdminTags>;

/** Collection `ProjectTags`. */
export const zProjectTag = z.object({
  tagName: z.string().min(1).max(100),
  projectKeys: z.array(z.string()).default([]),
});
export type ProjectTag = z.infer<typeof zProjectTag>;
