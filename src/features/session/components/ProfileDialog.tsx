import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { englishZodResolver } from '../../../components/form-field-binding';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/FormTextField';
import { ERRORS } from '../../../lib/errors';
import { useSession } from '../session-context';
import { zEmailAddress } from '../../../kernel/email-address';
import { useUpdateOwnProfile } from '../queries';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';

/** The name must not be blank; the e-mail follows the app's one address rule. Both are saved trimmed. */
const zProfile = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  email: zEmailAddress(ERRORS.invalidEmailFormat),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(40, 'Keep the phone number under 40 characters.'),
      z.regex(/^[0-9+()\-. ]*$/, 'Use digits, spaces and + ( ) - only.'),
    ),
});

/** The signed-in person's own name, contact e-mail and phone (the phone is optional). */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const form = useForm({
    resolver: englishZodResolver(zProfile),
    defaultValues: { displayName: user?.displayName ?? '', email: user?.email ?? '', phone: '' },
    mode: 'onChange',
  });
  // The phone is not part of the session; it is read once the dialog opens and filled in unless typed over.
  const phone = useQuery({
    queryKey: ['own-profile-phone', user?.userId],
    queryFn: async () => (await import('../profile-service')).readOwnPhone(),
  });
  useEffect(() => {
    if (phone.data && !form.getFieldState('phone').isDirty) form.setValue('phone', phone.data);
  }, [phone.data, form]);
  const update = useUpdateOwnProfile();
  const busy = update.isPending;
  // What is missing shows as soon as the dialog opens: that is what the warning asked to complete.
  useEffect(() => void form.trigger(), [form]);
  // Closed through the promise rather than mutate's onSuccess, which is skipped when the save completes the
  // profile and the banner, this dialog with it, has already gone; the failure shows from `update.error`.
  const save = form.handleSubmit((profile) => update.mutateAsync(profile).then(onClose, () => undefined));

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="profile-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id="profile-title">Your profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={form.control} name="displayName" label="Name" autoFocus required />
            <FormTextField control={form.control} name="email" label="Contact e-mail" type="email" required />
            <FormTextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
            <ErrorAlert error={update.error} />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
