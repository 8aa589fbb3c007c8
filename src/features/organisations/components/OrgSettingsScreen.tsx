import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingRows } from '../../../components/LoadingRows';
import { PageSection } from '../../../components/PageSection';
import { messageOf } from '../../../lib/errors';
import type { Organisation } from '../model';
import { orgKeys, useOrganisation } from '../queries';
import { ORGANISATION_TYPES } from '../registration';
import { getLogos, updateOrganisation } from '../service';
import { settingsChange, settingsProblems, type SettingsForm } from '../settings-form';
import { useOrgAccess } from '../use-org-access';

function formOf(org: Organisation): SettingsForm {
  return {
    name: org.name,
    type: org.type,
    description: org.description,
    logoUrl: org.logoUrl ?? '',
    partnerLogoUrls: org.partnerLogoUrls.join('\n'),
    allowAnonymousMembers: org.settings.allowAnonymousMembers,
    requireApproval: org.settings.requireApproval,
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
          Sign in as the organisation’s administrator to change its name, logos and settings.
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
  if (org.isError)
    return (
      <PageSection>
        <Alert severity="error">{messageOf(org.error)}</Alert>
      </PageSection>
    );
  if (!org.data)
    return (
      <PageSection>
        <LoadingRows label="Loading settings" rows={6} />
      </PageSection>
    );
  return <SettingsFormView organisationId={organisationId} initial={formOf(org.data)} />;
}

function SettingsFormView({ organisationId, initial }: { organisationId: string; initial: SettingsForm }) {
  const logos = useQuery({
    queryKey: [...orgKeys.all(organisationId), 'logos'],
    queryFn: () => getLogos(organisationId),
  });
  const client = useQueryClient();
  const [form, setForm] = useState<SettingsForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = settingsProblems(form);
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setSaved(false);
    setForm({ ...form, [key]: value });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await updateOrganisation(organisationId, settingsChange(form));
      await client.invalidateQueries({ queryKey: orgKeys.all(organisationId) });
      setSaved(true);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const shownLogos = logos.data;
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        Organisation Settings
      </Typography>
      <Stack component="form" spacing={2} onSubmit={save} noValidate>
        <TextField
          label="Name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={!!problems.name}
          helperText={problems.name}
          required
        />
        <TextField select label="Type" value={form.type} onChange={(e) => set('type', e.target.value)}>
          {ORGANISATION_TYPES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={!!problems.description}
          helperText={problems.description}
          multiline
          minRows={3}
        />
        <TextField
          label="Logo URL"
          value={form.logoUrl}
          onChange={(e) => set('logoUrl', e.target.value)}
          error={!!problems.logoUrl}
          helperText={problems.logoUrl ?? 'An https:// address or a path on this site.'}
        />
        <TextField
          label="Partner logo URLs"
          value={form.partnerLogoUrls}
          onChange={(e) => set('partnerLogoUrls', e.target.value)}
          error={!!problems.partnerLogoUrls}
          helperText={problems.partnerLogoUrls ?? 'One per line, up to 20.'}
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.allowAnonymousMembers}
              onChange={(e) => set('allowAnonymousMembers', e.target.checked)}
            />
          }
          label="Allow anonymous members (temporary members and shared codes)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.requireApproval}
              onChange={(e) => set('requireApproval', e.target.checked)}
            />
          }
          label="Require approval of new content"
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {saved && <Alert severity="success">Settings saved.</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || Object.keys(problems).length > 0}>
            Save settings
          </Button>
        </Box>
      </Stack>
      <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
        Logos
      </Typography>
      {!shownLogos ? (
        <LoadingRows rows={1} label="Loading logos" />
      ) : !shownLogos.logoUrl && shownLogos.partnerLogoUrls.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No logos yet.
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {[shownLogos.logoUrl, ...shownLogos.partnerLogoUrls].filter(Boolean).map((url) => (
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
    </PageSection>
  );
}
