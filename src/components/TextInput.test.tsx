// TextInput is checked against the field it stands in for.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput';

/** The markup that matters to people and to assistive technology, without the generated ids. */
function shape(root: HTMLElement) {
  const input = root.querySelector('input, textarea')!;
  const label = root.querySelector('label');
  const helper = root.querySelector('.MuiFormHelperText-root');
  return {
    rootClasses: root.firstElementChild!.className.split(' ').filter((c) => c.startsWith('Mui')),
    inputClasses: input.className.split(' ').filter((c) => c.startsWith('Mui')),
    labelledBy: label?.getAttribute('for') === input.id,
    describedBy: helper
      ? input.getAttribute('aria-describedby') === helper.id
      : input.hasAttribute('aria-describedby'),
    labelClasses: label?.className.split(' ').filter((c) => c.startsWith('Mui')),
    legend: root.querySelector('legend')?.textContent,
    notched: root.querySelector('fieldset')?.className.includes('notched'),
    attributes: ['type', 'name', 'required', 'aria-invalid', 'autocomplete', 'placeholder', 'maxlength'].map(
      (a) => input.getAttribute(a),
    ),
  };
}

describe('TextInput', () => {
  const cases = {
    'a required e-mail field with a hint': {
      label: 'Email',
      type: 'email',
      name: 'email',
      required: true,
      autoComplete: 'username',
      helperText: 'We write to it once',
    },
    'a field in error, full width, small': {
      label: 'Name',
      error: true,
      helperText: 'Enter a name',
      fullWidth: true,
      size: 'small' as const,
    },
    'a date whose label stays shrunk, with input attributes': {
      label: 'Date',
      type: 'date',
      slotProps: { inputLabel: { shrink: true }, htmlInput: { maxLength: 10 } },
    },
    'a multiline field with a placeholder and no label': {
      multiline: true,
      minRows: 3,
      placeholder: 'Notes',
    },
  };

  it.each(Object.entries(cases))('renders as MUI’s TextField does: %s', (_, props) => {
    const ours = render(<TextInput {...props} />);
    const theirs = render(<TextField {...props} />);
    expect(shape(ours.container)).toEqual(shape(theirs.container));
  });

  it('is labelled, typed into, and says what its hint says', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Organisation name"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={`${value.length} of 100`}
        />
      );
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Organisation name' });
    await userEvent.type(input, 'River School');
    expect(input).toHaveValue('River School');
    expect(input).toHaveAccessibleDescription('12 of 100');
  });
});

describe('TextInput with minRows', () => {
  it('is the browser’s own textarea, growing by CSS from minRows, not MUI’s measured autosize', () => {
    render(<TextInput label="Comments" multiline minRows={3} value="" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Comments' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '3');
    expect(box).not.toHaveAttribute('type');
    expect(box.style.minHeight).toBe('4.3125em');
    // TextareaAutosize adds a hidden second textarea to measure with.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('keeps MUI’s autosize where a maximum is set (it scrolls past maxRows)', () => {
    render(<TextInput label="Body" multiline minRows={3} maxRows={8} value="" onChange={() => {}} />);
    expect(document.querySelectorAll('textarea')).toHaveLength(2);
  });
});
