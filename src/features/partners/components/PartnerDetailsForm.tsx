import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import {
  PARTNER_STATUSES,
  PARTNER_TYPES,
  partnerFormValues,
  STATUS_LABELS,
  TYPE_LABELS,
  zPartnerForm,
  type PartnerForm,
  type PartnerRow,
} from '../model';
import { useSavePartner } from '../queries';
import { FormDateField } from '../../../components/FormDateField';
import { optionsOf } from '../../../components/option-items';

/**
 * Status, type, main contact and next action of one partner. The form starts from the record once (the parent
 * keys it by organisation) and is never reset by a refetch, so what is typed stays; a failed save keeps it too.
 */
export function PartnerDetailsForm({ row }: { row: PartnerRow }) {
  const form = useForm<PartnerForm>({
    resolver: zodResolver(zPartnerForm),
    defaultValues: partnerFormValues(row.partner),
  });
  const save = useSavePartner(row.id);
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: () => form.reset(values) }));
  const { control } = form;

  return (
    <form onSubmit={submit} noValidate aria-label="Partner details">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="status"
            label="Status"
            fullWidth
            options={optionsOf(PARTNER_STATUSES, STATUS_LABELS)}
          />
          <FormSelectField
            control={control}
            name="type"
            label="Type"
            fullWidth
            options={optionsOf(PARTNER_TYPES, TYPE_LABELS)}
          />
        </Stack>
        <FormTextField control={control} name="contactName" label="Main contact" autoComplete="off" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="contactEmail"
            label="Contact e-mail"
            type="email"
            autoComplete="off"
            fullWidth
          />
          <FormTextField
            control={control}
            name="contactPhone"
            label="Contact phone"
            type="tel"
            autoComplete="off"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name="nextActionDate"
            label="Next action date"
            sx={{ minWidth: 200 }}
          />
          <FormTextField
            control={control}
            name="nextAction"
            label="Next action"
            hint="What is to be done by then, e.g. “Send the term report”"
            fullWidth
          />
        </Stack>
        <SaveStatus
          pending={save.isPending}
          outcome={outcomeOf(save, () => `${row.name} saved.`)}
          onClose={() => save.reset()}
          onRetry={() => void submit()}
          sx={{}}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : row.saved ? 'Save partner' : 'Save as partner'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
