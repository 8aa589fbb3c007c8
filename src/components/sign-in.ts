import { z } from 'zod/mini';

/**
 * Both fields only need something in them: the e-mail's format is the sign-in's own check, which answers with
 * the login error ("Invalid email format") in the form's alert, like every other sign-in error.
 */
export const zSignIn = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type SignInValues = z.infer<typeof zSignIn>;
