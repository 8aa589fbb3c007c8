import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { messageOf } from '../../../lib/errors';
import { useAudienceCount, useAudiences } from '../queries';
import { AudienceCountLine } from './AudienceCountLine';
import { SelectInput } from '../../../components/SelectInput';

/**
 * Choosing a named audience for a newsletter or an announcement, with the server's count of who the
 * organisation will e-mail (the same resolution the send uses). '' is "none".
 */
export function AudiencePicker({
  organisationId,
  value,
  onChange,
  crossOrganisation,
  noneLabel,
  error,
}: {
  organisationId: string;
  value: string;
  onChange: (audienceId: string) => void;
  /** Super admins may pick cross-organisation audiences too. */
  crossOrganisation: boolean;
  noneLabel: string;
  error?: string;
}) {
  const audiences = useAudiences(organisationId, crossOrganisation);
  const count = useAudienceCount(organisationId, value);
  const known = audiences.data ?? [];
  const missing = !!value && audiences.isSuccess && !known.some((a) => a.id === value);
  return (
    <Stack spacing={1}>
      <SelectInput
        label="Named audience"
        size="small"
        value={audiences.isSuccess ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        error={audiences.isError || missing || !!error}
        helperText={
          audiences.isError
            ? `The audiences could not be loaded: ${messageOf(audiences.error)}`
            : audiences.isPending
              ? 'Loading audiences…'
              : missing
                ? 'The chosen audience no longer exists; choose another'
                : (error ?? (known.length === 0 ? 'No audiences yet: make one in Audiences' : ' '))
        }
        sx={{ maxWidth: 420 }}
      >
        <MenuItem value="">{noneLabel}</MenuItem>
        {known.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
            {a.organisationId === '' ? ' (all organisations)' : ''}
          </MenuItem>
        ))}
      </SelectInput>
      {value && !missing && <AudienceCountLine count={count} />}
    </Stack>
  );
}
