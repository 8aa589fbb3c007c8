import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { TextInput } from './TextInput';
import { useLightForm } from './use-light-form';

const zPerson = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  age: z.pipe(
    z.pipe(z.string(), z.transform(Number)),
    z.int({ error: 'Enter an age' }).check(z.minimum(1, 'Enter an age')),
  ),
});

function PersonForm({ onValid }: { onValid: (person: z.output<typeof zPerson>) => void }) {
  const form = useLightForm(zPerson, { name: '', age: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextInput {...form.field('name', 'As on your badge')} label="Name" />
      <TextInput {...form.field('age')} label="Age" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>
        Clear
      </button>
    </form>
  );
}

describe('useLightForm', () => {
  it('checks on submit, puts each message under its field and focuses the first', async () => {
    const onValid = vi.fn();
    render(<PersonForm onValid={onValid} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As on your badge');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription('Enter an age');
    expect(name).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again on every change once submitted, and hands over what the schema made', async () => {
    const onValid = vi.fn();
    render(<PersonForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Pat ');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('As on your badge');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription('Enter an age');
    await userEvent.type(screen.getByRole('textbox', { name: 'Age' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Pat', age: 12 });
  });

  it('says nothing before the first submit, and reset starts afresh', async () => {
    render(<PersonForm onValid={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'P');
    await userEvent.clear(name);
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
});
