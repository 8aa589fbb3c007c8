import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../lib/errors';

/**
 * Both fields only need something in them: the e-mail's format is the sign-in's own check, which answers with
 * the spec's login error ("Invalid email format") in the alert below, like every other sign-in error.
 */
const zSignIn = z.object({ email: z.string().min(1), password: z.string().min(1) });
type SignInValues = z.infer<typeof zSignIn>;

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
  const form = useForm({
    resolver: zodResolver(zSignIn),
    defaultValues: { email: '', password: '' },
    mode: 'onChange',
  });
  const signIn = useMutation({
    mutationFn: ({ email, password }: SignInValues) => onSubmit(email, password),
  });
  const submit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={signIn.isPending}
    >
      {children}
      <Controller
        name="email"
        control={form.control}
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Email"
            type="email"
            autoComplete="username"
            required
            fullWidth
            autoFocus={!children}
          />
        )}
      />
      <Controller
        name="password"
        control={form.control}
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
          />
        )}
      />
      {signIn.isError && (
        <Alert severity="error" role="alert">
          {messageOf(signIn.error)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={signIn.isPending || !form.formState.isValid}
      >
        {signIn.isPending ? (
          <CircularProgress size={24} color="inherit" aria-label="Signing in" />
        ) : (
          submitLabel
        )}
      </Button>
    </Stack>
  );
}
