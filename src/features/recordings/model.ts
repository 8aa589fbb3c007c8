import { z } from 'zod/mini';
import { zDate } from '../../lib/converter';

export const CONTENT_RATINGS = ['Adult', 'Young Adult', 'Family'] as const;
export const zContentRating = z.enum(CONTENT_RATINGS);
export type ContentRating = z.infer<typeof zContentRating>;

/** How the contributor lets the recording be used: in the app, on the web, kept in the archive. */
export const CONSENT_USES = ['app', 'web', 'archive'] as const;
export const zConsentUse = z.enum(CONSENT_USES);
export type ConsentUse = z.infer<typeof zConsentUse>;

export const LICENCES = ['CC-BY-4.0', 'CC-BY-NC-4.0', 'CC-BY-NC-ND-4.0', 'all-rights-reserved'] as const;
export const zLicence = z.enum(LICENCES);
export type Licence = z.infer<typeof zLicence>;

/**
 * `Recordings.consent`: the public facts of a recording's consent, what deciding and showing its publication
 * needs: for which uses, whether the contributor was under 18, when it was given and recorded, and when it was
 * withdrawn. Whoever reads a published recording (anonymous visitors of a public project included) reads these,
 * so no name, account or reason is here: those are in the private record (zConsentRecord).
 */
export const zConsent = z.object({
  uses: z.array(zConsentUse),
  contributorUnder18: z.boolean(),
  consentedAt: zDate,
  recordedAt: z.optional(zDate),
  withdrawnAt: z.optional(zDate),
});
export type Consent = z.infer<typeof zConsent>;

/**
 * `recordingConsents/{recordingId}`: the personal part of a recording's consent, read by the recording's
 * managers only: who consented (a guardian for a contributor under 18), who on the staff recorded it, and a
 * withdrawal's who and why. `project` is the recording's, so the register lists a project's records in one query.
 */
export const zConsentRecord = z.object({
  project: z._default(z.string(), ''),
  consentedBy: z.string(),
  guardianName: z.optional(z.string()),
  recordedBy: z.string(),
  // The writer's name as they called themselves then, for the people reading the register (who may not read
  // the writer's account); absent on consents kept before names were.
  recordedByName: z.optional(z.string()),
  recordedAt: z.optional(zDate),
  withdrawnAt: z.optional(zDate),
  withdrawnReason: z.optional(z.string()),
  withdrawnBy: z.optional(z.string()),
  withdrawnByName: z.optional(z.string()),
});
export type ConsentRecord = z.infer<typeof zConsentRecord>;

/** Collection `Recordings`. */
export const zRecording = z.object({
  albumKey: z.optional(z.string()),
  collectionLog: z._default(z.object({ timesCollected: z._default(z.int().check(z.minimum(0)), 0) }), {
    timesCollected: 0,
  }),
  tags: z._default(
    z.object({
      subjectTags: z._default(z.array(z.string()), []),
      genreTags: z._default(z.array(z.string()), []),
    }),
    { subjectTags: [], genreTags: [] },
  ),
  contentRating: z.optional(zContentRating),
  title: z.optional(z.string()),
  audioUrl: z.optional(z.string()),
  authorKey: z.optional(z.string()),
  pinKey: z.optional(z.string()),
  project: z.optional(z.string()),
  moderation: z.optional(
    z.object({
      status: z.enum(['pending', 'approved', 'rejected']),
      reason: z.optional(z.string()),
      decidedBy: z.optional(z.string()),
      decidedAt: z.optional(zDate),
    }),
  ),
  consent: z.optional(zConsent),
  licence: z.optional(zLicence),
});
export type Recording = z.infer<typeof zRecording>;

/** Consent once given and then withdrawn: the recording is heard nowhere until consent is recorded anew. */
export const consentWithdrawn = (recording: Pick<Recording, 'consent'>): boolean =>
  Boolean(recording.consent?.withdrawnAt);
