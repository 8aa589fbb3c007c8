import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import type { SettingsForm } from '../settings-form';

/**
 * The "Sender" part of the settings form: who the organisation's newsletters, drip e-mails and announcements say
 * they are from. The mail still leaves from the platform's own address; these fill in the rest.
 */
export function SenderFields({ control }: { control: Control<SettingsForm> }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5, p: 0 }}>
        Sender
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
        How your newsletters, drip e-mails and announcements are signed. They are sent from the platform’s own
        address; people see your sender name, their replies go to your Reply-To address, and your postal
        address is printed at the foot of every e-mail.
      </Typography>
      <FormTextField
        control={control}
        name="senderName"
        label="Sender name"
        hint="For example “Riverside School”. Without one, your organisation’s name is used."
      />
      <FormTextField
        control={control}
        name="replyTo"
        label="Reply-To e-mail address"
        type="email"
        autoComplete="email"
        hint="Where replies go. Without one, replies go to the platform’s no-reply address."
      />
      <FormTextField
        control={control}
        name="postalAddress"
        label="Postal address"
        hint="Shown at the foot of every marketing e-mail. Up to 6 lines."
        multiline
        minRows={3}
      />
    </Stack>
  );
}
