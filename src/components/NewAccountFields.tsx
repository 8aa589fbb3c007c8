import Typography from '@mui/material/Typography';
import { MIN_PASSWORD_LENGTH } from '../kernel/password';
import type { NewAccount, zNewAccount } from './new-account';
import { TextInput } from './TextInput';
import type { useLightForm } from './use-light-form';

/** The new account's name, e-mail and password, under a line saying what they are for. */
export function NewAccountFields({
  form,
  intro,
}: {
  form: ReturnType<typeof useLightForm<typeof zNewAccount, NewAccount>>;
  intro: string;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      <TextInput {...form.field('displayName')} label="Your name" autoComplete="name" autoFocus required />
      <TextInput {...form.field('email')} label="Email" type="email" autoComplete="username" required />
      <TextInput
        {...form.field('password', `At least ${MIN_PASSWORD_LENGTH} characters.`)}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
