import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';
import { NewAccountFields } from './NewAccountFields';
import type { NewAccount, zNewAccount } from './new-account';
import type { useLightForm } from './use-light-form';

/**
 * The one step of a link page (joining with a code, accepting an invite): someone signed in sees whose account
 * it will be; someone who is not fills in a new account (or the one they have) in the same form. One button
 * takes the step and spins while it runs, so the page keeps its size and the step is not taken twice.
 */
export function AccountStepForm({
  user,
  form,
  intro,
  onSubmit,
  busy,
  busyLabel,
  label,
  error,
  children,
}: {
  user: { email?: string | null; displayName?: string | null } | null;
  form: ReturnType<typeof useLightForm<typeof zNewAccount, NewAccount>>;
  /** What the account fields are for, above them. */
  intro: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** The spinner's name for screen readers ("Joining"). */
  busyLabel: string;
  label: string;
  error: unknown;
  /** Anything after the button (another way in). */
  children?: ReactNode;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {user ? (
        <Typography variant="body2">
          Signed in as <strong>{user.email || user.displayName}</strong>.
        </Typography>
      ) : (
        <NewAccountFields form={form} intro={intro} />
      )}
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={24} color="inherit" aria-label={busyLabel} /> : label}
      </Button>
      {children}
    </Stack>
  );
}
