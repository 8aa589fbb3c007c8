import { z } from 'zod/mini';
import { SUBSCRIBER_ERRORS } from '@storytelling/shared/subscriber-api';
import { isEmailAddress } from '../../kernel/email-address';

/** A list's public sign-up: the address, a name if given, and the ticked consent (the server's messages). */
export const zSignupForm = z.object({
  email: z.string().check(
    z.trim(),
    z.refine((s: string) => isEmailAddress(s), SUBSCRIBER_ERRORS.invalidAddress),
  ),
  name: z.string().check(z.trim()),
  consent: z.boolean().check(z.refine((b: boolean) => b, SUBSCRIBER_ERRORS.consent)),
});
export type SignupForm = z.infer<typeof zSignupForm>;
