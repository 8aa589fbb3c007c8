import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';

const zForm = z.object({
  type: z.string().check(z.minLength(1, 'Choose a type')),
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')),
});

function Form({ onSave }: { onSave: (values: z.infer<typeof zForm>) => void }) {
  const form = useForm({ resolver: zodResolver(zForm), defaultValues: { type: '', name: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <FormSelectField control={form.control} name="type" label="Type" hint="What kind of organisation">
        <MenuItem value="school">School</MenuItem>
        <MenuItem value="museum">Museum</MenuItem>
      </FormSelectField>
      <FormTextField control={form.control} name="name" label="Name" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSelectField', () => {
  it('shows the hint, then the schema’s message, and a submit focuses it first when it is invalid', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveAccessibleDescription('What kind of organisation');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a type')).toBeInTheDocument();
    expect(screen.queryByText('What kind of organisation')).not.toBeInTheDocument();
    expect(type).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the chosen option to the submit', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Museum' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Harbour Museum');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ type: 'museum', name: 'Harbour Museum' });
  });
});

describe('FormSelectField with options', () => {
  it('offers the options after its "none" choice, and submits the value picked', async () => {
    const onSave = vi.fn();
    function OptionsForm() {
      const form = useForm({ defaultValues: { group: 'g1' } });
      return (
        <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
          <FormSelectField
            control={form.control}
            name="group"
            label="Group"
            options={[
              { value: 'g1', label: 'Year 5' },
              { value: 'g2', label: 'Year 6' },
            ]}
            noneLabel="No group"
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<OptionsForm />);
    const group = screen.getByRole('combobox', { name: 'Group' });
    expect(group).toHaveTextContent('Year 5');
    await userEvent.click(group);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No group', 'Year 5', 'Year 6']);
    await userEvent.click(screen.getByRole('option', { name: 'No group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ group: '' });
  });
});
