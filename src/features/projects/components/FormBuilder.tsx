import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { messageOf } from '../../../lib/errors';
import {
  CONFIG_SECTIONS,
  formProblems,
  hasProblems,
  keyFromLabel,
  MAX_FORM_FIELDS,
  moveField,
  normaliseFields,
  type ConfigSectionKey,
  type FormField,
  type FormProblems,
} from '../form-definition';
import { projectKeys } from '../queries';
import { updateProject, type ProjectRow } from '../service';
import { FormFieldRow } from './FormFieldRow';
import { FormPreview } from './FormPreview';

interface Row {
  id: number;
  field: FormField;
}
type Sections = Record<ConfigSectionKey, boolean>;
// Rows need keys that survive reordering; a module counter is enough (ids only have to differ on one page).
let lastId = 0;
const newRow = (field: FormField): Row => ({ id: ++lastId, field });
// Blank lines in a choice list are just spacing, not choices.
const withoutBlankChoices = (fields: readonly FormField[]) =>
  fields.map((f) => (f.type === 'select' ? { ...f, options: (f.options ?? []).filter((o) => o.trim()) } : f));

/** The form of one project: its built-in sections, its own questions in order, and a live preview. */
export function FormBuilder({ project }: { project: ProjectRow }) {
  const client = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => (project.formFields ?? []).map(newRow));
  const [sections, setSections] = useState<Sections>(() => ({
    locationInfo: project.config.locationInfo,
    authorInfo: project.config.authorInfo,
    recordingInfo: project.config.recordingInfo,
    uploadFields: project.config.uploadFields,
  }));
  // Problems show from the first save on, and then follow every edit (indexes move with the rows).
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = rows.map((r) => r.field);
  const problems: FormProblems = tried ? formProblems(withoutBlankChoices(fields)) : { fields: {} };

  const edit = (next: Row[]) => {
    setRows(next);
    setStatus(null);
  };
  function move(from: number, to: number) {
    if (to < 0 || to >= rows.length) return;
    const moved = rows[from]!;
    edit(moveField(rows, from, to));
    // Moving a row re-inserts its DOM node, which drops focus; put it back on the same row.
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-row="${moved.id}"]`);
      const button = row?.querySelector<HTMLElement>(
        `[data-move="${to < from ? 'up' : 'down'}"]:not(:disabled)`,
      );
      (button ?? row?.querySelector<HTMLElement>('input'))?.focus();
    });
  }

  async function save() {
    const cleaned = withoutBlankChoices(fields);
    const found = formProblems(cleaned);
    setTried(true);
    if (hasProblems(found)) {
      setStatus({ ok: false, text: found.form ?? 'Some questions need attention before saving.' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await updateProject(project.id, {
        config: { ...project.config, ...sections },
        formFields: normaliseFields(cleaned),
      });
      await client.invalidateQueries({ queryKey: projectKeys.all });
      setStatus({ ok: true, text: 'Form saved.' });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) }); // the builder keeps every change
    } finally {
      setBusy(false);
    }
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
                Sections
              </Typography>
              <FormGroup>
                {CONFIG_SECTIONS.map((s) => (
                  <FormControlLabel
                    key={s.key}
                    control={
                      <Switch
                        checked={sections[s.key]}
                        onChange={(e) => {
                          setSections((v) => ({ ...v, [s.key]: e.target.checked }));
                          setStatus(null);
                        }}
                      />
                    }
                    label={`${s.label} — ${s.hint.toLowerCase()}`}
                  />
                ))}
              </FormGroup>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
                Your own questions
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Asked after the sections, in this order. Alt+↑ and Alt+↓ move the question you are in.
              </Typography>
              <Stack spacing={2}>
                {rows.length === 0 && (
                  <EmptyState
                    title="No questions of your own yet"
                    hint="The sections above are asked anyway."
                  />
                )}
                {rows.map((row, i) => (
                  <FormFieldRow
                    key={row.id}
                    id={row.id}
                    index={i}
                    count={rows.length}
                    field={row.field}
                    problems={problems.fields[i]}
                    onChange={(field) => edit(rows.map((r) => (r.id === row.id ? { ...r, field } : r)))}
                    onLabelDone={() => {
                      if (row.field.key.trim() || !row.field.label.trim()) return;
                      const taken = fields.map((f) => f.key);
                      const key = keyFromLabel(row.field.label, taken);
                      edit(rows.map((r) => (r.id === row.id ? { ...r, field: { ...r.field, key } } : r)));
                    }}
                    onMove={(to) => move(i, to)}
                    onRemove={() => edit(rows.filter((r) => r.id !== row.id))}
                  />
                ))}
                <Button
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={rows.length >= MAX_FORM_FIELDS}
                  onClick={() =>
                    edit([...rows, newRow({ key: '', label: '', type: 'text', required: false })])
                  }
                >
                  Add a question
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {status && (
            <Alert severity={status.ok ? 'success' : 'error'} role="status">
              {status.text}
            </Alert>
          )}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy}
            onClick={() => void save()}
          >
            Save form
          </Button>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
              Preview
            </Typography>
            <FormPreview config={sections} fields={fields} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
