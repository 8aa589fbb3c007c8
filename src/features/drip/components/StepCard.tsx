import ArrowDownwardIcon from '../../../components/icons/ArrowDownward';
import ArrowUpwardIcon from '../../../components/icons/ArrowUpward';
import DeleteOutlineIcon from '../../../components/icons/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { messageOf } from '../../../lib/errors';
import {
  DELAY_UNITS,
  delayWording,
  mergeTagSnippets,
  type DripCampaignForm,
  type StepFigures,
} from '../model';
import type { CustomFieldDef } from '@storytelling/shared/custom-fields';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { RichTextEditorOnDemand } from '../../../components/RichTextEditorOnDemand';
import { TextInput } from '../../../components/TextInput';
import { useSendStepTest } from '../queries';
import { optionsOf } from '../../../components/option-items';

/**
 * One step on the campaign's timeline: what it says and when, its figures, and its editor (opened on demand).
 * Reordering works with the buttons and, with the step focused, Alt+↑ / Alt+↓.
 */
export function StepCard({
  control,
  index,
  count,
  figures,
  open,
  onToggle,
  onMove,
  onRemove,
  campaignId,
  customFields,
}: {
  /** The campaign editor's form, whose `steps.{index}` this card edits. */
  control: Control<DripCampaignForm>;
  index: number;
  count: number;
  figures?: StepFigures;
  open: boolean;
  onToggle: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  campaignId: string;
  /** The organisation's custom fields, offered as merge tags beside the standard ones. */
  customFields: readonly CustomFieldDef[];
}) {
  const name = `steps.${index}` as const;
  const step = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const hasErrors = !!errors.steps?.[index];
  // Sends this step, as it stands, to the signed-in person.
  const test = useSendStepTest();
  const n = index + 1;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    onMove(e.key === 'ArrowUp' ? -1 : 1);
  };

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
            <FormTextField
              control={control}
              name={`${name}.subject`}
              label={`Subject of step ${n}`}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <Controller
              control={control}
              name={`${name}.bodyHtml`}
              render={({ field, fieldState }) => (
                <RichTextEditorOnDemand
                  key={step.id}
                  label={`Message of step ${n}`}
                  initialHtml={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  snippets={mergeTagSnippets(customFields)}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name={`${name}.delayAmount`}
                render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                  <TextInput
                    {...field}
                    inputRef={ref}
                    label={`Wait before step ${n}`}
                    type="number"
                    // An emptied box is held as NaN, which the schema refuses as "Enter a whole number".
                    value={Number.isFinite(value) ? value : ''}
                    onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                    error={!!fieldState.error}
                    helperText={
                      fieldState.error?.message ??
                      (index === 0 ? 'After enrolment' : 'After the previous step')
                    }
                    slotProps={{ htmlInput: { min: 0, step: 1 } }}
                    sx={{ width: { sm: 200 } }}
                  />
                )}
              />
              <FormSelectField
                control={control}
                name={`${name}.delayUnit`}
                label={`Unit of step ${n}`}
                sx={{ width: { sm: 140 } }}
                options={optionsOf(DELAY_UNITS)}
              />
            </Stack>
            <Controller
              control={control}
              name={`${name}.sendingHours`}
              render={({ field: { ref, value, onChange, ...field } }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      {...field}
                      slotProps={{ input: { ref } }}
                      checked={!!value}
                      onChange={(e) => onChange(e.target.checked ? { start: '09:00', end: '17:00' } : null)}
                    />
                  }
                  label={`Send step ${n} only within sending hours`}
                />
              )}
            />
            {step.sendingHours && (
              <Stack direction="row" spacing={2}>
                <FormTextField
                  control={control}
                  name={`${name}.sendingHours.start`}
                  label={`From (step ${n})`}
                  type="time"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  control={control}
                  name={`${name}.sendingHours.end`}
                  label={`Until (step ${n})`}
                  type="time"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            )}
            <Box>
              <Button
                variant="outlined"
                size="small"
                onClick={() => test.mutate({ campaignId, step })}
                disabled={test.isPending}
              >
                {test.isPending ? 'Sending the test…' : `Send a test of step ${n} to me`}
              </Button>
              <Typography
                role="status"
                variant="body2"
                color={test.isError ? 'error' : 'text.secondary'}
                sx={{ mt: 0.5, minHeight: '1.5em' }}
              >
                {test.isSuccess && `Test of step ${n} sent to ${test.data}`}
                {test.isError && messageOf(test.error)}
              </Typography>
            </Box>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
