import { zodResolver } from '@hookform/resolvers/zod';
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
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { CONFIG_SECTIONS, type ConfigSectionKey } from '../form-definition';
import { projectChanges, projectToForm, zProjectForm, type ProjectForm } from '../project-form';
import { useProjectPassword, useUpdateProject } from '../queries';
import type { ProjectRow } from '../service';
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
  const password = useProjectPassword(project);
  return (
    <QueryState query={password} loadingLabel="Loading project settings">
      {(stored) => {
        // A project saved before the password moved out still holds it in its config: it is not yet where it
        // belongs, so it counts as unsaved and the next save moves it.
        const saved: ProjectRow = {
          ...project,
          config: { ...project.config, password: project.config.password === '' ? stored : '' },
        };
        const initial = projectToForm(saved);
        return (
          <ProjectEditorForm
            project={saved}
            initial={{ ...initial, config: { ...initial.config, password: stored } }}
          />
        );
      }}
    </QueryState>
  );
}

const NEEDS_ATTENTION = 'Some fields need attention before saving.';

function ProjectEditorForm({ project, initial }: { project: ProjectRow; initial: ProjectForm }) {
  const form = useForm({ resolver: zodResolver(zProjectForm), defaultValues: initial });
  const control = form.control;
  const update = useUpdateProject();
  const [invalid, setInvalid] = useState(false);
  // A copy, so each edit is a new value; what counts as unsaved is worked out against the project as it is now.
  const values = useWatch({ control, compute: (v) => structuredClone(v) });
  const dirty = Object.keys(projectChanges(values, project)).length > 0;
  const busy = update.isPending;
  const outcome = invalid ? { ok: false, text: NEEDS_ATTENTION } : outcomeOf(update, () => 'Project saved.');
  const { reset: resetUpdate } = update;

  // What the last save came to is said until the next edit.
  useEffect(() => {
    const { subscribe } = form;
    return subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type !== 'change') return;
        setInvalid(false);
        resetUpdate();
      },
    });
  }, [form, resetUpdate]);

  const save = form.handleSubmit(
    (values) => {
      setInvalid(false);
      update.mutate(
        { projectId: project.id, changes: projectChanges(values, project) },
        {
          // The subject tags as saved (spelled as existing tags are), so the form matches the project again.
          onSuccess: (subjectTag) => {
            if (subjectTag) form.setValue('subjectTag', subjectTag);
          },
        },
      );
    },
    () => {
      update.reset();
      setInvalid(true);
    },
  );

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Project settings">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="projectName"
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  fullWidth
                  required
                  label="Project name"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="transitAlbumKey"
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  fullWidth
                  label="Transit album key"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'The album played between pins (optional)'}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Avatar src={values.icon.trim() || undefined} alt="" variant="rounded" sx={{ mt: 1 }}>
                {values.projectName.charAt(0).toUpperCase()}
              </Avatar>
              <Controller
                name="icon"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    fullWidth
                    label="Icon (URL)"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'An https:// address or a path starting with /'}
                  />
                )}
              />
            </Stack>
          </Grid>
        </Grid>

        <FormGroup aria-label="Visibility and features">
          <Grid container spacing={1}>
            {FLAGS.map(([k, label, hint]) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <SwitchField control={control} name={k} label={label} hint={hint} />
              </Grid>
            ))}
          </Grid>
        </FormGroup>

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          Tags
        </Typography>
        <ProjectTagsFields control={control} />

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          What the recording form asks for
        </Typography>
        <FormGroup aria-label="Recording form sections">
          <Grid container spacing={1}>
            {CONFIG_SECTIONS.map((s) => (
              <Grid key={s.key} size={{ xs: 12, sm: 6 }}>
                <SwitchField control={control} name={`config.${s.key}`} label={s.label} hint={s.hint} />
              </Grid>
            ))}
          </Grid>
        </FormGroup>
        <Controller
          name="config.password"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Project password"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                'Visitors type it to open the project in the app; empty for none. Only the project’s managers see it.'
              }
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          )}
        />

        <OutcomeNotice
          outcome={outcome}
          sx={{}}
          onClose={() => {
            setInvalid(false);
            update.reset();
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy || !dirty}>
            Save changes
          </Button>
          <Button
            disabled={busy || !dirty}
            onClick={() => {
              form.reset(initial);
              setInvalid(false);
              update.reset();
            }}
          >
            Discard changes
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** A yes/no setting of the project form, with its hint under the label. */
function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ProjectForm, unknown, ProjectForm>;
  name: (typeof FLAGS)[number][0] | `config.${ConfigSectionKey}`;
  label: string;
  hint: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          control={
            <Switch
              {...field}
              slotProps={{ input: { ref } }}
              checked={value}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={<SwitchLabel label={label} hint={hint} />}
        />
      )}
    />
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
