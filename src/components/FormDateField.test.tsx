import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormDateField } from './FormDateField';

function Form() {
  const form = useForm({ defaultValues: { day: '', at: '' } });
  return (
    <form>
      <FormDateField control={form.control} name="day" label="Day" min="2027-01-01" max="2027-12-31" />
      <FormDateField control={form.control} name="at" label="At" type="time" />
    </form>
  );
}

describe('FormDateField', () => {
  it('is a date field by default, its label above the box and its picker kept within min and max', () => {
    const { container } = render(<Form />);
    const day = container.querySelector('input[name="day"]');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveAttribute('min', '2027-01-01');
    expect(day).toHaveAttribute('max', '2027-12-31');
    expect(screen.getByText('Day', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });

  it('is a time field when asked, with no bounds it was not given', () => {
    const { container } = render(<Form />);
    const at = container.querySelector('input[name="at"]');
    expect(at).toHaveAttribute('type', 'time');
    expect(at).not.toHaveAttribute('min');
    expect(screen.getByText('At', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });
});
