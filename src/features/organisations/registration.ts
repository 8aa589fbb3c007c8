import { z } from 'zod/mini';
import { zEmailAddress } from '../../kernel/email-address';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE } from '../../kernel/password';
import { firstProblemPerField, organisationDetailsFields } from './organisation-details';

export const ORGANISATION_TYPES = [
  { value: 'school', label: 'School' },
  { value: 'community', label: 'Community group' },
  { value: 'museum', label: 'Museum or archive' },
  { value: 'library', label: 'Library' },
  { value: 'other', label: 'Other' },
] as const;

/** The registration form's rules, kept apart from the screen so they are tested on their own. */
export const zRegistrationForm = z.object({
  displayName: z.string().check(
    z.refine((v) => v.trim().length > 0, 'Enter your name.'),
    z.refine((v) => v.length <= 200, 'Keep your name under 200 characters.'),
  ),
  email: zEmailAddress('Invalid email format'),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_RULE)),
  ...organisationDetailsFields,
});
/** The form as typed. */
export type RegistrationForm = z.input<typeof zRegistrationForm>;
/** The form as sent: the e-mail address without surrounding spaces. */
export type Registration = z.output<typeof zRegistrationForm>;

/** Each field's first problem, as the form shows it next to the field. */
export function registrationProblems(
  form: RegistrationForm,
): Partial<Record<keyof RegistrationForm, string>> {
  return firstProblemPerField(zRegistrationForm, form);
}
