import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { englishZodResolver } from './form-field-binding';
import { FormTextField } from './FormTextField';

const zForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')),
  email: z.string().check(z.trim(), z.minLength(1, 'Enter an e-mail address')),
});

function Form({ onSave }: { onSave: (values: z.infer<typeof zForm>) => void }) {
  const form = useForm({ resolver: zodResolver(zForm), defaultValues: { name: '', email: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <FormTextField control={form.control} name="name" label="Name" hint="As it appears on the badge" />
      <FormTextField control={form.control} name="email" label="E-mail" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('shows the hint, then the schema’s message in its place, and focuses the first invalid field', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    expect(screen.getByText('As it appears on the badge')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('As it appears on the badge')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows zod’s own words for a rule without a message of its own, loaded by the resolver', async () => {
    const zCode = z.object({ code: z.string().check(z.maxLength(3)) });
    function CodeForm() {
      const form = useForm({ resolver: englishZodResolver(zCode), defaultValues: { code: 'ABCD' } });
      return (
        <form onSubmit={(event) => void form.handleSubmit(() => {})(event)} noValidate>
          <FormTextField control={form.control} name="code" label="Code" />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<CodeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too big: expected string to have <=3 characters')).toBeInTheDocument();
  });

  it('hands the parsed values to the submit', async () => {
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Ada', email: 'ada@school.test' });
  });
});
