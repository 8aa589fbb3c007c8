import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '../kernel/password';
import { FormTextField } from './FormTextField';
import type { NewAccount } from './new-account';

/** The new account's name, e-mail and password, under a line saying what they are for. */
export function NewAccountFields({ control, intro }: { control: Control<NewAccount>; intro: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      <FormTextField
        control={control}
        name="displayName"
        label="Your name"
        autoComplete="name"
        autoFocus
        required
      />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
      />
      <FormTextField
        control={control}
        name="password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
