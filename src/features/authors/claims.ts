import { z } from 'zod/mini';

export const CLAIM_MESSAGE_MAX = 1000;

/** The claim form's rule: a profile chosen, and a message that fits (claimProblem checks the rest on filing). */
export const zClaimForm = z.object({
  authorKey: z.string().check(z.minLength(1, 'Choose the profile you want to claim')),
  message: z
    .string()
    .check(
      z.trim(),
      z.maxLength(CLAIM_MESSAGE_MAX, `The message can be at most ${CLAIM_MESSAGE_MAX} characters`),
    ),
});

export type ClaimStatus = 'pending' | 'approved' | 'rejected';

/**
 * Whether a user may file a claim for a profile: one open claim per profile, no claim for the profile already
 * linked to them, and a message that fits. Returns the problem to show, or null.
 */
export function claimProblem(
  input: { authorKey: string; message: string },
  context: { linkedAuthorKey?: string; myClaims: readonly { authorKey: string; status: ClaimStatus }[] },
): string | null {
  if (!input.authorKey) return 'Choose the profile you want to claim';
  if (context.linkedAuthorKey === input.authorKey) return 'This profile is already linked to you';
  if (context.myClaims.some((c) => c.authorKey === input.authorKey && c.status === 'pending'))
    return 'You already have a pending claim for this profile';
  if (input.message.trim().length > CLAIM_MESSAGE_MAX)
    return `The message can be at most ${CLAIM_MESSAGE_MAX} characters`;
  return null;
}
