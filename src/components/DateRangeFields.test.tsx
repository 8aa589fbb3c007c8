import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFields, type DayRange } from './DateRangeFields';

function Harness({ problem, onChange }: { problem?: string | null; onChange: (r: DayRange) => void }) {
  const [value, setValue] = useState<DayRange>({ from: '2026-01-01', to: '' });
  return (
    <DateRangeFields
      label="Responses received"
      value={value}
      problem={problem}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeFields', () => {
  it('names the two days together and passes on the whole range when one changes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Responses received' });
    const to = screen.getByLabelText('To');
    expect(group).toContainElement(to);
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-02-01' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
  });

  it('says the problem under the fields and marks both invalid, keeping what was typed', () => {
    render(<Harness onChange={() => undefined} problem="The start date must be before the end date" />);
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'The start date must be before the end date',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
  });

  it('keeps no message and no error when the caller checks nothing', () => {
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription();
  });
});
