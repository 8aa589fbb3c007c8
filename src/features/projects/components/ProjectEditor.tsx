import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormSwitch } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { QueryState } from '../../../components/QueryState';
import { SaveStatus } from '../../../components/SaveStatus';
import { useFormEdits } from '../form-edits';
import { CONFIG_SECTIONS, type ConfigSectionKey } from '../form-definition';
import { projectChanges, projectToForm, zProjectForm, type ProjectForm } from '../project-form';
import { useProjectPassword, useUpdateProject } from '../queries';
import type { ProjectRow } from '../service';
import { ProjectTagsFields } from './ProjectTagsFields';

type SwitchName =
  'isPrivate' | 'isAvailable' | 'isResponseEnabled' | 'isQREnabled' | `config.${ConfigSectionKey}`;
interface SwitchSetting {
  name: SwitchName;
  label: string;
  hint: string;
}

const FLAGS: readonly SwitchSetting[] = [
  { name: 'isPrivate', label: 'Private', hint: 'Only its managers and people given access can open it' },
  { name: 'isAvailable', label: 'Available', hint: 'Shown to visitors in the app' },
  { name: 'isResponseEnabled', label: 'Responses', hint: 'Visitors may record responses to stories' },
  { name: 'isQREnabled', label: 'QR codes', hint: 'Pins get QR codes to print' },
];
const SECTIONS: readonly SwitchSetting[] = CONFIG_SECTIONS.map((s) => ({ ...s, name: `config.${s.key}` }));

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

  // What the last save came to is said until the next edit.
  useFormEdits(form, () => {
    setInvalid(false);
    update.reset();
  });

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
            <FormTextField control={control} name="projectName" fullWidth required label="Project name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="transitAlbumKey"
              fullWidth
              label="Transit album key"
              hint="The album played between pins (optional)"
            />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Avatar src={values.icon.trim() || undefined} alt="" variant="rounded" sx={{ mt: 1 }}>
                {values.projectName.charAt(0).toUpperCase()}
              </Avatar>
              <FormTextField
                control={control}
                name="icon"
                fullWidth
                label="Icon (URL)"
                hint="An https:// address or a path starting with /"
              />
            </Stack>
          </Grid>
        </Grid>

        <SwitchGroup control={control} label="Visibility and features" settings={FLAGS} />

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          Tags
        </Typography>
        <ProjectTagsFields control={control} />

        <Divider />
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
          What the recording form asks for
        </Typography>
        <SwitchGroup control={control} label="Recording form sections" settings={SECTIONS} />
        <FormTextField
          control={control}
          name="config.password"
          label="Project password"
          hint="Visitors type it to open the project in the app; empty for none. Only the project’s managers see it."
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />

        <SaveStatus
          pending={busy}
          outcome={outcome}
          sx={{}}
          onClose={() => {
            setInvalid(false);
            update.reset();
          }}
          onRetry={invalid ? undefined : () => void save()}
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

/** Yes/no settings of the project form in two columns, each with its hint under its label. */
function SwitchGroup({
  control,
  label,
  settings,
}: {
  control: Control<ProjectForm>;
  label: string;
  settings: readonly SwitchSetting[];
}) {
  return (
    <FormGroup aria-label={label}>
      <Grid container spacing={1}>
        {settings.map((s) => (
          <Grid key={s.name} size={{ xs: 12, sm: 6 }}>
            <FormSwitch
              control={control}
              name={s.name}
              label={
                <span>
                  <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                    {s.label}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {s.hint}
                  </Typography>
                </span>
              }
            />
          </Grid>
        ))}
      </Grid>
    </FormGroup>
  );
}
