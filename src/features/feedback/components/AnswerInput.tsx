import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FeedbackField, FormValue } from '../model';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The question as its label reads: a star after a required one ("* required" is said above the form). */
const questionLabel = (f: Pick<FeedbackField, 'label' | 'required'>) =>
  f.required ? `${f.label} *` : f.label;

export interface AnswerInputProps {
  field: FeedbackField;
  value: FormValue;
  /** The schema's message for this answer, shown in place of the help. */
  error?: string;
  onChange: (value: FormValue) => void;
  /** The input focused when a send finds this answer wrong (for a group, its first). */
  inputRef: (input: HTMLElement | null) => void;
}

/**
 * One question of a feedback form: its input by type, its help, and its error right under it. Inputs are full
 * width with large targets and the phone keyboard that fits (e-mail, numbers).
 */
export function AnswerInput({ field: f, value, error, onChange, inputRef }: AnswerInputProps) {
  const helpId = `${f.key}-help`;
  const helper = error ?? (f.help || undefined);
  const group = (children: ReactNode) => (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {questionLabel(f)}
      </FormLabel>
      {children}
      {helper && <FormHelperText id={helpId}>{helper}</FormHelperText>}
    </FormControl>
  );
  const radios = (options: { value: string; label: string }[], row = false) =>
    group(
      <RadioGroup
        row={row}
        name={f.key}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) =>
          onChange(
            f.type === 'rating' || f.type === 'recommendation' ? Number(e.target.value) : e.target.value,
          )
        }
        aria-describedby={helper ? helpId : undefined}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio slotProps={{ input: { ref: i === 0 ? inputRef : undefined } }} />}
            sx={row ? { mr: 1, minWidth: 48 } : undefined}
          />
        ))}
      </RadioGroup>,
    );
  switch (f.type) {
    case 'rating':
      return radios(
        range(1, 5).map((n) => ({ value: String(n), label: String(n) })),
        true,
      );
    case 'recommendation':
      return group(
        <>
          <RadioGroup
            row
            name={f.key}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => onChange(Number(e.target.value))}
          >
            {range(0, 10).map((n) => (
              <FormControlLabel
                key={n}
                value={String(n)}
                label={String(n)}
                labelPlacement="bottom"
                control={
                  <Radio slotProps={{ input: { ref: n === 0 ? inputRef : undefined } }} size="small" />
                }
                sx={{ mx: 0, minWidth: 40 }}
              />
            ))}
          </RadioGroup>
          <Stack direction="row" sx={{ justifyContent: 'space-between', maxWidth: 480 }}>
            <Typography variant="caption">0 = not at all likely</Typography>
            <Typography variant="caption">10 = extremely likely</Typography>
          </Stack>
        </>,
      );
    case 'singleChoice':
      return radios((f.options ?? []).map((o) => ({ value: o, label: o })));
    case 'yesNo':
      return radios(
        [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
        true,
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      return group(
        <FormGroup>
          {(f.options ?? []).map((o, i) => (
            <FormControlLabel
              key={o}
              label={o}
              control={
                <Checkbox
                  slotProps={{ input: { ref: i === 0 ? inputRef : undefined } }}
                  checked={chosen.includes(o)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))
                  }
                />
              }
            />
          ))}
        </FormGroup>,
      );
    }
    case 'consent':
      return (
        <FormControl error={Boolean(error)} fullWidth>
          <FormControlLabel
            label={questionLabel(f)}
            control={
              <Checkbox
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                slotProps={{
                  input: { ref: inputRef, 'aria-describedby': helper ? helpId : undefined } as object,
                }}
              />
            }
          />
          {helper && <FormHelperText id={helpId}>{helper}</FormHelperText>}
        </FormControl>
      );
    default: {
      const kind = {
        shortText: {},
        longText: { multiline: true, minRows: 3 },
        email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
        number: { inputMode: 'decimal' },
        date: { type: 'date' },
      }[f.type] as {
        multiline?: boolean;
        minRows?: number;
        type?: string;
        autoComplete?: string;
        inputMode?: 'email' | 'decimal';
      };
      return (
        <TextInput
          name={f.key}
          value={(value as string | number | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          inputRef={inputRef}
          label={questionLabel(f)}
          fullWidth
          multiline={kind.multiline}
          minRows={kind.minRows}
          type={kind.type}
          autoComplete={kind.autoComplete ?? 'off'}
          error={Boolean(error)}
          helperText={helper}
          slotProps={{
            htmlInput: { inputMode: kind.inputMode, 'aria-required': f.required || undefined },
            inputLabel: f.type === 'date' ? { shrink: true } : undefined,
          }}
        />
      );
    }
  }
}
