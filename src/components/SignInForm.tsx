import { englishZodResolver } from './form-field-binding';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from './ErrorAlert';
import { FormTextField } from './FormTextField';
import { zSignIn, type SignInValues } from './sign-in';

/**
 * E-mail and password fields with a submit button; the caller decides what signing in means. Fields the caller
 * puts before them (the Role choice) come first in the Tab order, so the first of those takes the initial focus
 * instead of the e-mail field: Tab then runs down the form in the order it reads.
 */
export function SignInForm({
  onSubmit,
  submitLabel = 'Sign in',
  children,
}: {
  onSubmit: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const form = useForm<SignInValues>({
    resolver: englishZodResolver(zSignIn),
    defaultValues: { email: '', password: '' },
  });
  // The button stays off until both fields hold something, so no message under a field is ever needed.
  const valid = zSignIn.safeParse(useWatch({ control: form.control })).success;
  const signIn = useMutation({
    mutationFn: ({ email, password }: SignInValues) => onSubmit(email, password),
  });
  const submit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={signIn.isPending}
    >
      {children}
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        fullWidth
        autoFocus={!children}
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <ErrorAlert error={signIn.error} />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending || !valid}>
        {signIn.isPending ? (
          <CircularProgress size={24} color="inherit" aria-label="Signing in" />
        ) : (
          submitLabel
        )}
      </Button>
    </Stack>
  );
}
