import { isEmailAddress } from '../../kernel/email-address';
import { passwordProblem } from '../../kernel/password';

/** The registration form's rules, kept apart from the screen so they are tested on their own. */
export interface RegistrationForm {
  displayName: string;
  email: string;
  password: string;
  name: string;
  type: string;
  description: string;
}

export const ORGANISATION_TYPES = [
  { value: 'school', label: 'School' },
  { value: 'community', label: 'Community group' },
  { value: 'museum', label: 'Museum or archive' },
  { value: 'library', label: 'Library' },
  { value: 'other', label: 'Other' },
] as const;

export function registrationProblems(
  form: RegistrationForm,
): Partial<Record<keyof RegistrationForm, string>> {
  const problems: Partial<Record<keyof RegistrationForm, string>> = {};
  if (!form.displayName.trim()) problems.displayName = 'Enter your name.';
  else if (form.displayName.length > 200) problems.displayName = 'Keep your name under 200 characters.';
  if (!isEmailAddress(form.email)) problems.email = 'Invalid email format';
  const password = passwordProblem(form.password);
  if (password) problems.password = password;
  if (!form.name.trim()) problems.name = 'Enter the organisation’s name.';
  else if (form.name.length > 200) problems.name = 'Keep the name under 200 characters.';
  if (form.description.length > 2000) problems.description = 'Keep the description under 2000 characters.';
  return problems;
}
