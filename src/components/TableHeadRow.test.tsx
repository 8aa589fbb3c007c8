import { render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import { TableHeadRow } from './TableHeadRow';

describe('TableHeadRow', () => {
  it('heads each column in order, a figure column aligned right', () => {
    render(
      <Table>
        <TableHeadRow headings={['Figure', { label: 'People', align: 'right' }]} />
      </Table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Figure', 'People']);
    expect(headers[1]).toHaveClass('MuiTableCell-alignRight');
    expect(headers[0]).not.toHaveClass('MuiTableCell-alignRight');
  });
});
