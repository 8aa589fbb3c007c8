import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrganisationSelect } from './OrganisationSelect';

const loaded = {
  data: [
    { id: 'a', name: 'Archive Society' },
    { id: 'b', name: 'Bridge School' },
  ],
  isError: false,
};

describe("a super admin's organisation choice", () => {
  it('shows the chosen organisation and hands over the id picked with the keyboard', async () => {
    const onChange = vi.fn();
    render(<OrganisationSelect organisations={loaded} value="a" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Organisation' });
    expect(select).toHaveTextContent('Archive Society');
    const user = userEvent.setup();
    select.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Bridge School' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('shows nothing chosen for an id it does not know, and is disabled while loading', () => {
    const { rerender } = render(
      <OrganisationSelect organisations={loaded} value="gone" onChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Organisation' })).not.toHaveTextContent(/Archive|Bridge/);
    rerender(
      <OrganisationSelect
        organisations={{ data: undefined, isError: false }}
        value="a"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the organisations could not be loaded', () => {
    render(
      <OrganisationSelect organisations={{ data: undefined, isError: true }} value="" onChange={() => {}} />,
    );
    expect(screen.getByText('The organisations could not be loaded')).toBeVisible();
  });
});
