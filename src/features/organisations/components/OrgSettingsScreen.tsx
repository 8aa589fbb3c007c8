import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import { FormSwitch } from '../../../components/FormSwitch';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import type { Organisation } from '../model';
import { useLogos, useOrganisation, useUpdateOrganisation } from '../queries';
import { ORGANISATION_TYPES } from '../registration';
import { settingsChange, zSettingsForm, type SettingsForm } from '../settings-form';
import { useOrgAccess } from '../../session';
import { SenderFields } from './SenderFields';
import { TrackingField } from './TrackingField';
import { SharedCodesNotice } from './SharedCodesNotice';

function formOf(org: Organisation): SettingsForm {
  return {
    name: org.name,
    type: org.type,
    description: org.description,
    logoUrl: org.logoUrl ?? '',
    partnerLogoUrls: org.partnerLogoUrls.join('\n'),
    allowAnonymousMembers: org.settings.allowAnonymousMembers,
    requireApproval: org.settings.requireApproval,
    senderName: org.settings.senderName ?? '',
    replyTo: org.settings.replyTo ?? '',
    postalAddress: org.settings.postalAddress ?? '',
    trackOpensAndClicks: org.settings.trackOpensAndClicks === true,
  };
}

export default function OrgSettingsScreen() {
  const { organisationId, isAdmin } = useOrgAccess();
  if (!organisationId || !isAdmin)
    return (
      <PageSection>
        <Typography variant="h1" gutterBottom>
          Organisation Settings
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          Sign in as the organisation’s administrator to change its name, logos, sender and settings.
        </Alert>
        <Button component={RouterLink} to="/loginscreen?from=/org-settings" variant="contained">
          Sign in
        </Button>
      </PageSection>
    );
  return <SettingsEditor organisationId={organisationId} />;
}

function SettingsEditor({ organisationId }: { organisationId: string }) {
  const org = useOrganisation(organisationId);
  return (
    <QueryState query={org} loadingLabel="Loading settings" rows={6}>
      {(data) => <SettingsFormView organisationId={organisationId} initial={formOf(data)} />}
    </QueryState>
  );
}

export function SettingsFormView({
  organisationId,
  initial,
}: {
  organisationId: string;
  initial: SettingsForm;
}) {
  const logos = useLogos(organisationId);
  const update = useUpdateOrganisation(organisationId);
  const form = useForm({ resolver: zodResolver(zSettingsForm), defaultValues: initial, mode: 'onChange' });
  const { reset } = update;
  // "Settings saved." (or the failure) stays until the form is changed again.
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: () => reset() }), [subscribe, reset]);
  const submit = form.handleSubmit((values) => update.mutate(settingsChange(values)));
  const invalid = Object.keys(form.formState.errors).length > 0;

  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Organisation Settings
      </Typography>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Organisation settings"
      >
        <FormTextField control={form.control} name="name" label="Name" required />
        <FormSelectField control={form.control} name="type" label="Type" options={ORGANISATION_TYPES} />
        <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
        <FormTextField
          control={form.control}
          name="logoUrl"
          label="Logo URL"
          hint="An https:// address or a path on this site."
        />
        <FormTextField
          control={form.control}
          name="partnerLogoUrls"
          label="Partner logo URLs"
          hint="One per line, up to 20."
          multiline
          minRows={2}
        />
        <FormSwitch
          control={form.control}
          name="allowAnonymousMembers"
          label="Allow anonymous members (temporary members and shared codes)"
        />
        <FormSwitch
          control={form.control}
          name="requireApproval"
          label="Require approval of new members (people joining with a shared code wait for an administrator)"
        />
        <SenderFields control={form.control} />
        <TrackingField control={form.control} />
        <SaveStatus
          pending={update.isPending}
          outcome={outcomeOf(update, () => 'Settings saved.')}
          onClose={reset}
          onRetry={() => void submit()}
          sx={{}}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending || invalid}>
            Save settings
          </Button>
        </Box>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <SharedCodesNotice organisationId={organisationId} />
      </Box>
      <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
        Logos
      </Typography>
      <QueryState
        query={logos}
        rows={1}
        loadingLabel="Loading logos"
        isEmpty={(shown) => !shown.logoUrl && shown.partnerLogoUrls.length === 0}
        empty={
          <Typography variant="body2" color="text.secondary">
            No logos yet.
          </Typography>
        }
      >
        {(shown) => (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {[shown.logoUrl, ...shown.partnerLogoUrls].filter(Boolean).map((url) => (
              <Box
                key={url}
                component="img"
                src={url!}
                alt=""
                sx={{
                  height: 56,
                  maxWidth: 200,
                  objectFit: 'contain',
                  bgcolor: 'background.paper',
                  borderRadius: 1,
                  p: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageSection>
  );
}
