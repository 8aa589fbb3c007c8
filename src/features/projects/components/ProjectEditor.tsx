import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingRows } from '../../../components/LoadingRows';
import { messageOf } from '../../../lib/errors';
import { tagKeys } from '../../tags';
import { CONFIG_SECTIONS } from '../form-definition';
import {
  projectChanges,
  projectFormProblems,
  projectToForm,
  type ProjectForm,
  type ProjectFormField,
} from '../project-form';
import { projectKeys } from '../queries';
import { getProjectPassword, updateProject, type ProjectRow } from '../service';
import { ProjectTagsFields } from './ProjectTagsFields';

const FLAGS = [
  ['isPrivate', 'Private', 'Only its managers and people given access can open it'],
  ['isAvailable', 'Available', 'Shown to visitors in the app'],
  ['isResponseEnabled', 'Responses', 'Visitors may record responses to stories'],
  ['isQREnabled', 'QR codes', 'Pins get QR codes to print'],
] as const;

/**
 * Edits one project. Only changed fields are written; on failure the form keeps everything typed and says why.
 * The parent gives it `key={project.id}` so switching projects starts from that project's saved values. The
 * password is read from its managers-only document first (getProjectPassword).
 */
export function ProjectEditor({ project }: { project: ProjectRow }) {
  const password = useQuery({
    queryKey: [...projectKeys.all, 'password', project.id],
    queryFn: () => getProjectPassword(project),
  });
  if (password.isPending) return <LoadingRows label="Loading project settings" />;
  if (password.isError) return <Alert severity="error">{messageOf(password.error)}</Alert>;
  // A project saved before the password moved out still holds it in its config: it is not yet where it belongs,
  // so it counts as unsaved and the next save moves it.
  const saved: ProjectRow = {
    ...project,
    config: { ...project.config, password: project.config.password === '' ? password.data : '' },
  };
  const initial = projectToForm(saved);
  return (
    <ProjectEditorForm
      project={saved}
      initial={{ ...initial, config: { ...initial.config, password: password.data } }}
    />
  );
}

function ProjectEditorForm({ project, initial }: { project: ProjectRow; initial: ProjectForm }) {
  const client = useQueryClient();
  const [form, setForm] = useState<ProjectForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<ProjectFormField, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const changes = projectChanges(form, project);
  const dirty = Object.keys(changes).length > 0;
  const set = <K extends keyof ProjectForm>(k: K, v: ProjectForm[K]) => {
    setStatus(null);
    setForm((f) => ({ ...f, [k]: v }));
  };
  const setConfig = (k: keyof ProjectForm['config'], v: boolean | string) =>
    set('config', { ...form.config, [k]: v });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const problems = projectFormProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStatus({ ok: false, text: 'Some fields need attention before saving.' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const subjectTag = await updateProject(project.id, changes);
      if (subjectTag === null) {
        setStatus({ ok: false, text: 'This project no longer exists; nothing was saved.' });
        return;
      }
      // The subject tags as saved (spelled as existing tags are), so the form matches the project again.
      if (subjectTag) setForm((f) => ({ ...f, subjectTag }));
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        // Subject tags live in ProjectTags too: the save added or removed this project's key there.
        client.invalidateQueries({ queryKey: tagKeys.all }),
      ]);
      setStatus({ ok: true, text: 'Project saved.' });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Project settings">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label="Project name"
              value={form.projectName}
              onChange={(e) => set('projectName', e.target.value)}
              error={!!errors.projectName}
              helperText={errors.projectName}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Transit album key"
              value={form.transitAlbumKey}
              onChange={(e) => set('transitAlbumKey', e.target.value)}
              error={!!errors.transitAlbumKey}
              helperText={errors.transitAlbumKey ?? 'The album played between pins (optional)'}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Avatar src={form.icon.trim() || undefined} alt="" variant="rounded" sx={{ mt: 1 }}>
                {form.projectName.charAt(0).toUpperCase()}
              </Avatar>
              <TextField
                fullWidth
                label="Icon (URL)"
                value={form.icon}
                onChange={(e) => set('icon', e.target.value)}
                error={!!errors.icon}
                helperText={errors.icon ?? 'An https:// address or a path starting with /'}
              />
            </Stack>
          </Grid>
        </Grid>

        <FormGroup aria-label="Visibility and features">
          <Grid container spacing={1}>
            {FLAGS.map(([k, label, hint]) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <FormControlLabel
                  control={<Switch checked={form[k]} onChange={(e) => set(k, e.target.checked)} />}
                  label={<SwitchLabel label={label} hint={hint} />}
                />
              </Grid>
            ))}
          </Grid>
        </FormGroup>

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          Tags
        </Typography>
        <ProjectTagsFields
          subjectTag={form.subjectTag}
          contentTag={form.contentTag}
          onSubjectTag={(v) => set('subjectTag', v)}
          onContentTag={(v) => set('contentTag', v)}
          errors={errors}
        />

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          What the recording form asks for
        </Typography>
        <FormGroup aria-label="Recording form sections">
          <Grid container spacing={1}>
            {CONFIG_SECTIONS.map((s) => (
              <Grid key={s.key} size={{ xs: 12, sm: 6 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={form.config[s.key]}
                      onChange={(e) => setConfig(s.key, e.target.checked)}
                    />
                  }
                  label={<SwitchLabel label={s.label} hint={s.hint} />}
                />
              </Grid>
            ))}
          </Grid>
        </FormGroup>
        <TextField
          label="Project password"
          value={form.config.password}
          onChange={(e) => setConfig('password', e.target.value)}
          error={!!errors.password}
          helperText={
            errors.password ??
            'Visitors type it to open the project in the app; empty for none. Only the project’s managers see it.'
          }
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />

        {status && (
          <Alert severity={status.ok ? 'success' : 'error'} role="status">
            {status.text}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy || !dirty}>
            Save changes
          </Button>
          <Button
            disabled={busy || !dirty}
            onClick={() => {
              setForm(initial);
              setErrors({});
              setStatus(null);
            }}
          >
            Discard changes
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function SwitchLabel({ label, hint }: { label: string; hint: string }) {
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </span>
  );
}
