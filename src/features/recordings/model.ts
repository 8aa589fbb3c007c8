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
 * `Recordings.consent`: who agreed to the recording being published, for which uses, and who on the staff
 * recorded it. A contributor under 18 consents through a guardian, whose name is kept. A withdrawal keeps the
 * consent as it was and adds when, why and by whom, so the record shows both.
 */
export const zConsent = z.object({
  consentedBy: z.string(),
  contributorUnder18: z.boolean(),
  guardianName: z.string().optional(),
  consentedAt: zDate,
  uses: z.array(zConsentUse),
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
export type Consent = z.infer<typeof zConsent>;

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
