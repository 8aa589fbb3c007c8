import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { englishZodResolver } from './form-field-binding';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from './ErrorAlert';
import { NewAccountFields } from './NewAccountFields';
import { EMPTY_NEW_ACCOUNT, zNewAccount, type NewAccount } from './new-account';

/**
 * The one step of a link page (joining with a code, accepting an invite): someone signed in sees whose account
 * it will be; someone who is not fills in a new account (or the one they have) in the same form. One button
 * takes the step and spins while it runs, so the page keeps its size and the step is not taken twice.
 */
export function AccountStepForm({
  user,
  intro,
  onStep,
  busy,
  busyLabel,
  label,
  error,
  children,
}: {
  user: { email?: string | null; displayName?: string | null } | null;
  /** What the account fields are for, above them. */
  intro: string;
  /** Takes the step: with the account's checked fields, or with none for someone signed in. */
  onStep: (account: NewAccount | undefined) => void;
  busy: boolean;
  /** The spinner's name for screen readers ("Joining"). */
  busyLabel: string;
  label: string;
  error: unknown;
  /** Anything after the button (another way in). */
  children?: ReactNode;
}) {
  const form = useForm<NewAccount>({
    resolver: englishZodResolver(zNewAccount),
    defaultValues: EMPTY_NEW_ACCOUNT,
  });
  // The account's fields are only there for someone not signed in.
  const submit = user
    ? (event: FormEvent) => {
        event.preventDefault();
        onStep(undefined);
      }
    : form.handleSubmit(onStep);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={busy}>
      {user ? (
        <Typography variant="body2">
          Signed in as <strong>{user.email || user.displayName}</strong>.
        </Typography>
      ) : (
        <NewAccountFields control={form.control} intro={intro} />
      )}
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={24} color="inherit" aria-label={busyLabel} /> : label}
      </Button>
      {children}
    </Stack>
  );
}
