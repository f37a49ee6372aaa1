import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { DataTable } from './DataTable.tsx';

type Row = { id: number; name: string };
const list = (items: Row[], extra: Partial<{ loading: boolean; total: number; page: number }> = {}) => ({
  items,
  loading: false,
  total: items.length,
  pageSize: 2,
  pageCount: Math.max(1, Math.ceil((extra.total ?? items.length) / 2)),
  page: 1,
  setPage: vi.fn(),
  ...extra,
});
const renderRow = (row: Row) => (
  <Table.Tr key={row.id}>
    <Table.Td>{row.name}</Table.Td>
  </Table.Tr>
);

describe('DataTable', () => {
  it("says 'Loading...' before the first page and the empty text after", () => {
    const { rerender } = render(
      <DataTable
        list={list([], { loading: true })}
        columns={['Name']}
        minWidth={100}
        emptyText="No rows"
        renderRow={renderRow}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(
      <DataTable
        list={list([])}
        columns={['Name']}
        minWidth={100}
        emptyText="No rows"
        renderRow={renderRow}
      />,
    );
    expect(screen.getByText('No rows')).toBeInTheDocument();
  });

  it('shows the rows and named page controls when there is more than one page', async () => {
    const paged = list([{ id: 1, name: 'Acme' }], { total: 5 });
    render(
      <DataTable list={paged} columns={['Name']} minWidth={100} emptyText="No rows" renderRow={renderRow} />,
    );
    expect(screen.getByRole('cell', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(paged.setPage).toHaveBeenCalledWith(2);
  });

  it('shows no pagination for a single page', () => {
    render(
      <DataTable
        list={list([{ id: 1, name: 'Acme' }])}
        columns={['Name']}
        minWidth={100}
        emptyText="x"
        renderRow={renderRow}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
