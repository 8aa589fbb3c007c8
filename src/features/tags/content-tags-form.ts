import { z } from 'zod/mini';

/**
 * The admin content tags as edited before saving, and the tag being typed to add to them (the list is cleaned
 * when one is added, so it holds no blank or repeated name).
 */
export const zContentTagsForm = z.object({ tags: z.array(z.string()), entry: z.string() });
export type ContentTagsForm = z.infer<typeof zContentTagsForm>;
