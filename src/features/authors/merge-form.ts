import { z } from 'zod/mini';

/** Which of two look-alike author profiles survives a merge. */
export const zMergeForm = z.object({ survivorId: z.string().check(z.minLength(1)) });
export type MergeForm = z.infer<typeof zMergeForm>;
