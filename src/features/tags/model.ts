import { z } from 'zod/mini';

export const TAG_KINDS = ['pin', 'recording', 'author', 'project', 'content'] as const;
export const zTagKind = z.enum(TAG_KINDS);
export type TagKind = z.infer<typeof zTagKind>;

/** Collection `Tags`: one document per tag, grouped by kind. */
export const zTag = z.object({
  tagName: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.optional(zTagKind),
  pinKeys: z._default(z.array(z.string()), []),
  keys: z._default(z.array(z.string()), []),
  authorKeys: z._default(z.array(z.string()), []),
  recordingKeys: z._default(z.array(z.string()), []),
});
export type Tag = z.infer<typeof zTag>;

/** Collection `AdminTags`. */
export const zAdminTags = z.object({ contentTags: z._default(z.array(z.string()), []) });
export type AdminTags = z.infer<typeof zAdminTags>;

/** Collection `ProjectTags`. */
export const zProjectTag = z.object({
  tagName: z.string().check(z.minLength(1), z.maxLength(100)),
  projectKeys: z._default(z.array(z.string()), []),
});
export type ProjectTag = z.infer<typeof zProjectTag>;
