import { englishZodResolver } from '../../../components/form-field-binding';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldControl } from '../../../components/form-control';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { groupContactChecks, URGENCY, zGroupWorkshopRequest } from '../model';
import { useRequestGroupWorkshop } from '../public-actions';
import type { GroupRequestInput } from '../service';
import { AvailabilityEditor } from './AvailabilityEditor';

const SIZE = 'Enter the group size (1-500)';

/**
 * The group request as typed (the size arrives as text); every other rule, and who to reply to matching the
 * contact method, is the server's own (zGroupWorkshopRequest).
 */
const zGroupForm = z
  .object({
    ...zGroupWorkshopRequest.shape,
    groupSize: z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((s) => (s === '' ? Number.NaN : Number(s))),
      ),
      z.number({ error: SIZE }).check(z.int(SIZE), z.minimum(1, SIZE), z.maximum(500, SIZE)),
    ),
  })
  .check(...groupContactChecks);
type Form = z.input<typeof zGroupForm>;

const EMPTY: Required<Form> = {
  groupName: '',
  department: '',
  groupSize: '',
  groupDescription: '',
  urgency: 'low',
  contactMethod: 'email',
  contactName: '',
  contact: '',
  availability: {},
  notes: '',
};

/** The group workshop request, with availability by weekday and time band; e-mailed to the support address. */
export function GroupRequestForm({ organisationId }: { organisationId: string }) {
  const form = useForm<Form, unknown, GroupRequestInput>({
    resolver: englishZodResolver(zGroupForm),
    defaultValues: EMPTY,
  });
  const control = fieldControl(form.control);
  const method = useWatch({ control, name: 'contactMethod' });
  const request = useRequestGroupWorkshop(organisationId);
  const submit = form.handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => form.reset(EMPTY) }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Group workshop request">
      <OutcomeNotice
        outcome={outcomeOf(
          request,
          () => 'Thank you — your group workshop request was sent. We will be in touch.',
        )}
        onClose={() => request.reset()}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField fullWidth name="groupName" control={control} label="Group name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField fullWidth name="department" control={control} label="Department" />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            fullWidth
            name="groupSize"
            control={control}
            label="Group size"
            type="number"
            required
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormSelectField fullWidth name="urgency" control={control} label="Urgency">
            {(Object.keys(URGENCY) as (keyof typeof URGENCY)[]).map((u) => (
              <MenuItem key={u} value={u}>
                {u[0]!.toUpperCase() + u.slice(1)} — {URGENCY[u]}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormLabel id="contact-method">Contact method</FormLabel>
          <Controller
            name="contactMethod"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <RadioGroup {...field} ref={ref} row aria-labelledby="contact-method">
                <FormControlLabel value="email" control={<Radio />} label="E-mail" />
                <FormControlLabel value="phone" control={<Radio />} label="Phone" />
              </RadioGroup>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField fullWidth name="contactName" control={control} label="Contact name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            name="contact"
            control={control}
            label={method === 'email' ? 'Contact e-mail' : 'Contact phone'}
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            fullWidth
            name="groupDescription"
            control={control}
            label="Group description"
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle1">When can the group attend?</Typography>
          <Controller
            name="availability"
            control={control}
            render={({ field }) => <AvailabilityEditor value={field.value ?? {}} onChange={field.onChange} />}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField fullWidth name="notes" control={control} label="Notes" multiline minRows={2} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={request.isPending}>
        Send group request
      </Button>
    </form>
  );
}
