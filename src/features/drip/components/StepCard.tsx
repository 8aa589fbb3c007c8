import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import DeleteOutlineIcon from '../../../components/icons/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { messageOf } from '../../../lib/errors';
import { DELAY_UNITS, delayWording, mergeTagSnippets, type DripStep, type StepFigures } from '../model';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import { RichTextEditorOnDemand } from '../../../components/RichTextEditorOnDemand';

/**
 * One step on the campaign's timeline: what it says and when, its figures, and its editor (opened on demand).
 * Reordering works with the buttons and, with the step focused, Alt+↑ / Alt+↓.
 */
export function StepCard({
  step,
  index,
  count,
  figures,
  errors,
  open,
  onToggle,
  onChange,
  onMove,
  onRemove,
  onTest,
  customFields,
}: {
  step: DripStep;
  index: number;
  count: number;
  figures?: StepFigures;
  errors: Record<string, string>;
  open: boolean;
  onToggle: () => void;
  onChange: (step: DripStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Sends this step, as it stands, to the signed-in person; resolves to their address. */
  onTest: (step: DripStep) => Promise<string>;
  /** The organisation's custom fields, offered as merge tags beside the standard ones. */
  customFields: readonly CustomFieldDef[];
}) {
  const [test, setTest] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const sendTest = async () => {
    setTesting(true);
    setTest(null);
    try {
      setTest({ ok: true, text: `Test of step ${index + 1} sent to ${await onTest(step)}` });
    } catch (e) {
      setTest({ ok: false, text: messageOf(e) });
    } finally {
      setTesting(false);
    }
  };
  const n = index + 1;
  const err = (field: string) => errors[`steps.${index}.${field}`];
  const set = (patch: Partial<DripStep>) => onChange({ ...step, ...patch });
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMove(e.key === 'ArrowUp' ? -1 : 1);
  };
  const hasErrors = Object.keys(errors).some((k) => k.startsWith(`steps.${index}.`));

  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: hasErrors ? 'error.main' : 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
          }}
        >
          {n}
        </Box>
        {index < count - 1 && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 1 }} />}
      </Box>
      <Paper
        variant="outlined"
        // minWidth 0: a long subject (one line, cut with …) must not push the card past a phone's edge.
        sx={{ flex: 1, minWidth: 0, p: 2, mb: 2, borderColor: hasErrors ? 'error.main' : undefined }}
        role="group"
        aria-label={`Step ${n}`}
        onKeyDown={onKeyDown}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap>
              Step {n}: {step.subject || 'No subject yet'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {delayWording(step, index === 0)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Tooltip title="Move up (Alt+↑)">
              <span>
                <IconButton
                  aria-label={`Move step ${n} up`}
                  disabled={index === 0}
                  onClick={() => onMove(-1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down (Alt+↓)">
              <span>
                <IconButton
                  aria-label={`Move step ${n} down`}
                  disabled={index === count - 1}
                  onClick={() => onMove(1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <IconButton aria-label={`Remove step ${n}`} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
            <Button size="small" onClick={onToggle} aria-expanded={open}>
              {open ? `Close step ${n}` : `Edit step ${n}`}
            </Button>
          </Stack>
        </Stack>
        {figures && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}
            aria-label={`Figures of step ${n}`}
          >
            <Chip size="small" label={`Waiting ${figures.waiting}`} />
            <Chip size="small" color="success" variant="outlined" label={`Sent ${figures.sent}`} />
            <Chip
              size="small"
              color={figures.failed ? 'error' : 'default'}
              variant="outlined"
              label={`Failed ${figures.failed}`}
            />
            <Chip size="small" variant="outlined" label={`Exited ${figures.exited}`} />
          </Stack>
        )}
        {open && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={`Subject of step ${n}`}
              value={step.subject}
              onChange={(e) => set({ subject: e.target.value })}
              error={!!err('subject')}
              helperText={err('subject')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <RichTextEditorOnDemand
              key={step.id}
              label={`Message of step ${n}`}
              initialHtml={step.bodyHtml}
              onChange={(bodyHtml) => set({ bodyHtml })}
              error={err('bodyHtml')}
              snippets={mergeTagSnippets(customFields)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={`Wait before step ${n}`}
                type="number"
                value={Number.isFinite(step.delayAmount) ? step.delayAmount : ''}
                onChange={(e) =>
                  set({ delayAmount: e.target.value === '' ? Number.NaN : Number(e.target.value) })
                }
                error={!!err('delayAmount')}
                helperText={
                  err('delayAmount') ?? (index === 0 ? 'After enrolment' : 'After the previous step')
                }
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
                sx={{ width: { sm: 200 } }}
              />
              <TextField
                select
                label={`Unit of step ${n}`}
                value={step.delayUnit}
                onChange={(e) => set({ delayUnit: e.target.value as DripStep['delayUnit'] })}
                sx={{ width: { sm: 140 } }}
              >
                {DELAY_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {unit}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!step.sendingHours}
                  onChange={(e) =>
                    set({ sendingHours: e.target.checked ? { start: '09:00', end: '17:00' } : null })
                  }
                />
              }
              label={`Send step ${n} only within sending hours`}
            />
            {step.sendingHours && (
              <Stack direction="row" spacing={2}>
                <TextField
                  label={`From (step ${n})`}
                  type="time"
                  value={step.sendingHours.start}
                  onChange={(e) => set({ sendingHours: { ...step.sendingHours!, start: e.target.value } })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label={`Until (step ${n})`}
                  type="time"
                  value={step.sendingHours.end}
                  onChange={(e) => set({ sendingHours: { ...step.sendingHours!, end: e.target.value } })}
                  error={!!err('sendingHours.end')}
                  helperText={err('sendingHours.end')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            )}
            <Box>
              <Button variant="outlined" size="small" onClick={() => void sendTest()} disabled={testing}>
                {testing ? 'Sending the test…' : `Send a test of step ${n} to me`}
              </Button>
              <Typography
                role="status"
                variant="body2"
                color={test && !test.ok ? 'error' : 'text.secondary'}
                sx={{ mt: 0.5, minHeight: '1.5em' }}
              >
                {test?.text}
              </Typography>
            </Box>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
