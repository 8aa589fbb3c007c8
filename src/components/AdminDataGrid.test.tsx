import type { GridColDef } from '@mui/x-data-grid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDataGrid } from './AdminDataGrid';

interface Row {
  id: string;
  name: string;
  status: 'sent' | 'failed';
}
const rows: Row[] = [
  { id: 'a', name: 'Birch', status: 'sent' },
  { id: 'b', name: 'Alder', status: 'failed' },
  { id: 'c', name: 'Cedar', status: 'sent' },
];
const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];

function renderGrid(extra: Partial<Parameters<typeof AdminDataGrid<Row>>[0]> = {}) {
  render(
    <AdminDataGrid
      rows={rows}
      columns={columns}
      label="Trees"
      rowAttributes={(r) => ({ 'data-testid': 'tree-row', 'data-status': r.status })}
      disableVirtualization
      {...extra}
    />,
  );
}
const names = () =>
  screen.getAllByTestId('tree-row').map((r) => within(r).getAllByRole('gridcell')[0]?.textContent);

// The grid's code arrives by a lazy import, slow on a busy machine: the first render is given time.
describe('AdminDataGrid', { timeout: 40_000 }, () => {
  it('loads the grid lazily and names it; each row carries its own attributes', async () => {
    renderGrid();
    expect(await screen.findByRole('grid', { name: 'Trees' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('tree-row')).toHaveLength(3);
    expect(document.querySelectorAll('[data-testid="tree-row"][data-status="failed"]')).toHaveLength(1);
  });

  it('sorts by the initial sort, and a header click turns it round', async () => {
    renderGrid({ initialSort: [{ field: 'name', sort: 'asc' }] });
    await screen.findByRole('grid', { name: 'Trees' }, { timeout: 20_000 });
    expect(names()).toEqual(['Alder', 'Birch', 'Cedar']);
    await userEvent.setup().click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(names()).toEqual(['Cedar', 'Birch', 'Alder']);
  });

  it('has a quick filter that narrows the rows, and a CSV export', async () => {
    renderGrid();
    await screen.findByRole('grid', { name: 'Trees' }, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'ced');
    await vi.waitFor(() => expect(names()).toEqual(['Cedar']));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: /CSV/ })).toBeInTheDocument();
  });

  it('pages: 25 rows a page unless told otherwise', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `r${i}`,
      name: `Tree ${i}`,
      status: 'sent' as const,
    }));
    render(
      <AdminDataGrid
        rows={many}
        columns={columns}
        label="Trees"
        rowAttributes={() => ({ 'data-testid': 'tree-row' })}
        disableVirtualization
      />,
    );
    await screen.findByRole('grid', { name: 'Trees' }, { timeout: 20_000 });
    expect(screen.getAllByTestId('tree-row')).toHaveLength(25);
    expect(screen.getByText(/1–25 of 30/)).toBeInTheDocument();
  });
});
