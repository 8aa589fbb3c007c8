import { z } from 'zod';
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
  project: z.string().default(''),
  consentedBy: z.string(),
  guardianName: z.string().optional(),
  recordedBy: z.string(),
  // The writer's name as they called themselves then, for the people reading the register (who may not read
  // the writer's account); absent on consents kept before names were.
  recordedByName: z.string().optional(),
  recordedAt: z.optional(zDate),
  withdrawnAt: z.optional(zDate),
  withdrawnReason: z.string().optional(),
  withdrawnBy: z.string().optional(),
  withdrawnByName: z.string().optional(),
});
export type ConsentRecord = z.infer<typeof zConsentRecord>;

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
  consent: zConsent.optional(),
  licence: zLicence.optional(),
});
export type Recording = z.infer<typeof zRecording>;

/** Consent once given and then withdrawn: the recording is heard nowhere until consent is recorded anew. */
export const consentWithdrawn = (recording: Pick<Recording, 'consent'>): boolean =>
  Boolean(recording.consent?.withdrawnAt);
