import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListTable, type ListColumn } from './ListTable';

interface Person {
  id: string;
  name: string;
  groups: number;
}
const people: Person[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  groups: i % 3,
}));
const columns: ListColumn<Person>[] = [
  { id: 'name', header: 'Name', text: (p) => p.name, value: (p) => p.name },
  { id: 'groups', header: 'Groups', text: (p) => String(p.groups), value: (p) => p.groups },
];
const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

function renderTable() {
  const user = userEvent.setup();
  render(<ListTable rows={people} columns={columns} label="People" getRowId={(p) => p.id} pageSize={5} />);
  return user;
}

describe('ListTable', () => {
  it('pages through the rows, saying which it shows', async () => {
    const user = renderTable();
    expect(names()).toEqual(['Person 01', 'Person 02', 'Person 03', 'Person 04', 'Person 05']);
    expect(screen.getByRole('status')).toHaveTextContent('1–5 of 12');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Person 11', 'Person 12']);
    expect(screen.getByRole('status')).toHaveTextContent('11–12 of 12');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts by a column header, then the other way, and marks the header', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Groups' }));
    expect(screen.getByRole('columnheader', { name: 'Groups' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Person 01', 'Person 04', 'Person 07', 'Person 10', 'Person 02']);
    await user.click(screen.getByRole('button', { name: 'Groups' }));
    expect(screen.getByRole('columnheader', { name: 'Groups' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Person 03');
  });

  it('searches from the first page and says when nothing matches', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'person 12');
    expect(names()).toEqual(['Person 12']);
    expect(screen.getByRole('status')).toHaveTextContent('1–1 of 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), '9');
    expect(screen.getByText('No rows match the search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
