import { z } from 'zod/mini';

/** Collection `Authors`. */
export const zAuthor = z.object({
  name: z.optional(z.string()),
  bio: z.optional(z.string()),
  imagePath: z.optional(z.string()),
  userKey: z.optional(z.string()),
  tags: z._default(z.object({ authorTags: z._default(z.array(z.string()), []) }), { authorTags: [] }),
  /**
   * The projects in which this author has at least one recording (sorted), for per-project author counts.
   * Denormalised from Recordings: kept by merges here, rebuilt from all recordings by a super admin on /stats-view.
   * Parsing a stored profile always fills it ([] when absent); optional in the type so that values built in code
   * (tests, plans) need not name it.
   */
  projectKeys: z.optional(z._default(z.array(z.string()), [])),
});
export type Author = z.infer<typeof zAuthor>;

/**
 * Collection `authorContacts/{authorKey}`: an author's e-mail address, kept apart from the profile because every
 * signed-in account may read profiles (the claim screen lists them) and Firestore cannot hide one field of a
 * readable document. Only curators and the author linked to the profile read it.
 */
export const zAuthorContact = z.object({ email: z.string() });
export type AuthorContact = z.infer<typeof zAuthorContact>;
