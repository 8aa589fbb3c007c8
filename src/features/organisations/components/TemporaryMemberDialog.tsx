import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { zEmailAddress } from '../../../kernel/email-address';
import { ANIMAL_EMOJIS, DEFAULT_ANIMAL_EMOJI, temporaryMemberName } from '../../access-codes/model';
import { useCreateTemporaryMember } from '../queries';
import { useOrgAccess } from '../../session';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';

const zTemporaryMember = z.object({
  animalEmoji: z.string(),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(60, 'Keep the name under 60 characters.')),
  moderatorEmail: zEmailAddress('Enter the moderator’s e-mail address.'),
});
export type TemporaryMemberValues = z.infer<typeof zTemporaryMember>;

/** A temporary member: an animal and a first name, joined later with the anonymous code this makes. */
export function TemporaryMemberDialog({
  organisationId,
  onClose,
  onCreated,
}: {
  organisationId: string;
  onClose: () => void;
  /** Runs once the member and their code exist (the organisation's lists are being read again). */
  onCreated: (name: string, code: string) => void;
}) {
  const { user } = useOrgAccess();
  const create = useCreateTemporaryMember(organisationId);
  const form = useForm({
    resolver: zodResolver(zTemporaryMember),
    defaultValues: { animalEmoji: DEFAULT_ANIMAL_EMOJI, name: '', moderatorEmail: user?.email ?? '' },
  });
  const [name, animal] = useWatch({ control: form.control, name: ['name', 'animalEmoji'] });
  const busy = create.isPending;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ code }) => onCreated(temporaryMemberName(values.name, values.animalEmoji), code),
    }),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="temp-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="temp-title">Add a temporary member</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For someone without an account yet, such as a pupil. They get an access code (valid 30 days) and
            become a full member when they join with it.
          </DialogContentText>
          <Stack direction="row" spacing={2}>
            <FormSelectField
              control={form.control}
              name="animalEmoji"
              label="Animal"
              sx={{ width: 110 }}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
            >
              {ANIMAL_EMOJIS.map((a) => (
                <MenuItem key={a} value={a}>
                  <span style={{ fontSize: 20 }}>{a}</span>
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={form.control}
              name="name"
              label="First name"
              hint={`Shown as ${temporaryMemberName(name || 'Name', animal)}`}
              required
              autoFocus
              fullWidth
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="moderatorEmail"
            label="Moderator e-mail"
            type="email"
            hint="The teacher or moderator responsible for this member."
            required
            fullWidth
            sx={{ mt: 2 }}
          />
          <ErrorAlert error={create.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogButtons label="Add member" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
