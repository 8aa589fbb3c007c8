import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from './FilterSelect';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'bounced', label: 'Bounced', disabled: true },
] as const;

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name }));
  return user;
}

describe('a filter choice', () => {
  it('offers its "all" choice first and hands over the value picked', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Filter by status"
        value=""
        onChange={onChange}
        allLabel="All statuses"
        options={STATUSES}
      />,
    );
    const user = await openMenu('Filter by status');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All statuses', 'Active', 'Bounced']);
    expect(options[0]).toHaveAttribute('data-value', '');
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(onChange).toHaveBeenCalledWith('active');
  });

  it('shows the chosen label, has no "all" choice unless asked, and keeps a disabled option disabled', async () => {
    render(<FilterSelect label="Status" value="active" onChange={() => {}} options={STATUSES} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await openMenu('Status');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Bounced' })).toHaveAttribute('aria-disabled', 'true');
  });
});
