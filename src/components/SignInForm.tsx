import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextInput } from './TextInput';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/**
 * Both fields only need something in them: the e-mail's format is the sign-in's own check, which answers with
 * the login error ("Invalid email format") in the alert below, like every other sign-in error. Two fields
 * checked for being filled need no form or schema library, and this form is the first load of the sign-in pages.
 */
interface SignInValues {
  email: string;
  password: string;
}

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
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const valid = values.email !== '' && values.password !== '';
  const field = (name: keyof SignInValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const signIn = useMutation({
    mutationFn: ({ email, password }: SignInValues) => onSubmit(email, password),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) signIn.mutate(values);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={signIn.isPending}>
      {children}
      <TextInput
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="username"
        required
        fullWidth
        autoFocus={!children}
      />
      <TextInput
        {...field('password')}
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
