import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '../../../components/FormSwitch';
import type { SettingsForm } from '../settings-form';

/**
 * Newsletter open and click tracking, beside the sender identity: off unless an admin turns it on, with what it
 * does said plainly, since it is the readers' privacy that it touches.
 */
export function TrackingField({ control }: { control: Control<SettingsForm> }) {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5, p: 0 }}>
        Newsletter opens and clicks
      </Typography>
      <FormSwitch
        control={control}
        name="trackOpensAndClicks"
        label="Count opens and clicks of our newsletters"
      />
      <Typography variant="body2" color="text.secondary" id="tracking-privacy-note">
        When this is on, each newsletter carries a tiny invisible image and its links pass through our server
        first, so that you see how many people opened it and which links they followed. It records which
        recipient opened or clicked, and when. Tell your subscribers in your privacy notice. Opens are only
        approximate: some mail apps block images, and others load them for every message. Unsubscribe links
        are never tracked. It applies to newsletters sent after you change it.
      </Typography>
    </Stack>
  );
}
