import { z } from 'zod/mini';
import { isPlainAddress } from '@storytelling/shared/email-address';

/** Enrolling one person by hand: their address, and a name when known. */
export const zEnrolForm = z.object({
  email: z.string().check(
    z.trim(),
    z.refine((s: string) => isPlainAddress(s), 'Enter a valid e-mail address'),
  ),
  name: z.string().check(z.trim()),
});
export type EnrolForm = z.infer<typeof zEnrolForm>;
