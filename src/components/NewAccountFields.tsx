import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '../kernel/password';
import { FormTextField } from './FormTextField';
import type { NewAccount } from './new-account';

/**
 * The new account's name, e-mail and password, in any form that holds those three fields, optionally under a
 * line saying what they are for. `passwordNote` follows the password's length rule in its hint.
 */
export function NewAccountFields<F extends FieldValues & NewAccount>({
  control,
  intro,
  passwordNote,
}: {
  control: Control<F>;
  intro?: string;
  passwordNote?: string;
}) {
  // A generic form's paths are not known to include the account's fields, though its values do.
  const field = (name: keyof NewAccount) => name as FieldPath<F>;
  return (
    <>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
      <FormTextField
        control={control}
        name={field('displayName')}
        label="Your name"
        autoComplete="name"
        autoFocus
        required
      />
      <FormTextField
        control={control}
        name={field('email')}
        label="Email"
        type="email"
        autoComplete="username"
        required
      />
      <FormTextField
        control={control}
        name={field('password')}
        hint={[`At least ${MIN_PASSWORD_LENGTH} characters.`, passwordNote].filter(Boolean).join(' ')}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
