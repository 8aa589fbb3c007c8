import { z } from 'zod/mini';

/** What an import adds to every row: the lists people join, the consent they gave, and whether automations start. */
export const zImportOptions = z.object({
  lists: z.array(z.string()),
  wording: z.string().check(z.trim(), z.minLength(1, 'Say what these people agreed to')),
  startAutomations: z.boolean(),
});
export type ImportOptions = z.infer<typeof zImportOptions>;
