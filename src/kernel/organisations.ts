import { z } from 'zod/mini';
import { zDate } from '../lib/converter';

export const DEFAULT_ORGANISATION_SETTINGS = { allowAnonymousMembers: false, requireApproval: true } as const;

/**
 * Collection `Organisations`; subcollection `generatedCodes`.
 */
export const zOrganisation = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z._default(z.string().check(z.maxLength(100)), 'school'),
  description: z._default(z.string().check(z.maxLength(2000)), ''),
  adminId: z.string(),
  createdAt: zDate,
  updatedAt: zDate,
  isActive: z._default(z.boolean(), true),
  settings: z._default(
    z.object({
      allowAnonymousMembers: z.boolean(),
      requireApproval: z.boolean(),
      // Who the organisation's marketing e-mail says it is from (packages/shared/src/sender-identity.ts).
      senderName: z.optional(z.string()),
      replyTo: z.optional(z.string()),
      postalAddress: z.optional(z.string()),
      // Whether its newsletters count opens and clicks; absent means off (see settings-form.ts).
      trackOpensAndClicks: z.optional(z.boolean()),
    }),
    { ...DEFAULT_ORGANISATION_SETTINGS },
  ),
  logoUrl: z.optional(z.string().check(z.maxLength(2000))),
  partnerLogoUrls: z._default(z.array(z.string().check(z.maxLength(2000))), []),
});
export type Organisation = z.infer<typeof zOrganisation>;
