import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control } from 'react-hook-form';
import { USE_WORDS, type ConsentInput } from '../consent';
import { CONSENT_USES, type ConsentUse } from '../model';

/** The uses the contributor agreed to, one checkbox each, as a labelled group with the schema's message under it. */
export function ConsentUsesField({ control }: { control: Control<ConsentInput> }) {
  return (
    <Controller
      name="uses"
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} variant="standard">
          <FormLabel component="legend">Agreed uses</FormLabel>
          <FormGroup row>
            {CONSENT_USES.map((use: ConsentUse, i) => (
              <FormControlLabel
                key={use}
                label={USE_WORDS[use]}
                control={
                  <Checkbox
                    checked={value.includes(use)}
                    onBlur={onBlur}
                    // react-hook-form focuses the first box when the group is invalid on submit.
                    slotProps={{ input: { ref: i === 0 ? ref : undefined } }}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...value, use] : value.filter((u) => u !== use))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {fieldState.error?.message ?? 'Only the uses ticked on the signed consent form.'}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
