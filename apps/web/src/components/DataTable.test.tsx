import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { looks } from '../test/looks.ts';
import { render } from '../test/render.tsx';
import { Cell, DataTable, Row } from './DataTable.tsx';

type Item = { id: number; name: string };
const list = (items: Item[], extra: Partial<{ loading: boolean; total: number; page: number }> = {}) => ({
  items,
  loading: false,
  total: items.length,
  pageSize: 2,
  pageCount: Math.max(1, Math.ceil((extra.total ?? items.length) / 2)),
  page: 1,
  setPage: vi.fn(),
  ...extra,
});
const renderRow = (row: Item) => (
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

describe('DataTable sorting', () => {
  it('makes the sortable headings buttons that say the current order, and leaves the others plain', async () => {
    const toggleSort = vi.fn();
    const sorted = {
      ...list([{ id: 1, name: 'Acme' }]),
      sort: { sortBy: 'date', sortDir: 'desc' as const },
      toggleSort,
    };
    render(
      <DataTable
        list={sorted}
        columns={['Name', 'Date', 'Budget']}
        sortable={{ Date: 'date', Budget: 'budget' }}
        minWidth={100}
        emptyText="None"
        renderRow={renderRow}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Budget' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Budget' }));
    expect(toggleSort).toHaveBeenCalledWith('budget');
  });

  it('shows plain headings when the list cannot be sorted', () => {
    render(
      <DataTable
        list={list([{ id: 1, name: 'Acme' }])}
        columns={['Date']}
        sortable={{ Date: 'date' }}
        minWidth={100}
        emptyText="None"
        renderRow={renderRow}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Date' })).toBeNull();
  });
});

describe('Row and Cell', () => {
  it("look exactly like Mantine's Table.Tr and Table.Td in DataTable's table", () => {
    const renderBoth = (item: Item) => [
      <Table.Tr key="mantine" data-testid="mantine">
        <Table.Td>{item.name}</Table.Td>
      </Table.Tr>,
      <Row key="light" data-testid="light">
        <Cell>{item.name}</Cell>
      </Row>,
    ];
    render(
      <DataTable
        list={list([{ id: 1, name: 'Acme' }])}
        columns={['Name']}
        minWidth={400}
        emptyText="None"
        renderRow={renderBoth}
      />,
    );
    const attributes = ['data-with-row-border', 'data-hover', 'data-striped'];
    expect(looks(screen.getByTestId('light'), attributes)).toEqual(
      looks(screen.getByTestId('mantine'), attributes),
    );
    expect(looks(screen.getByTestId('light'), attributes).data['data-hover']).toBe('true');
  });
});

describe('DataTable on a phone', () => {
  const table = (props: { columns: string[]; select?: boolean }) =>
    render(
      <DataTable
        list={list([{ id: 1, name: 'Acme' }])}
        columns={props.columns}
        minWidth={400}
        emptyText="None"
        renderRow={renderRow}
        {...(props.select ? { select: { header: null, cell: () => null } } : {})}
      />,
    );

  it('marks where the column naming the row is and whether the last holds the actions', () => {
    table({ columns: ['Name', 'Actions'], select: true });
    const marked = screen.getByRole('table');
    expect(marked).toHaveAttribute('data-select', 'true');
    expect(marked).toHaveAttribute('data-actions', 'true');
  });

  it('keeps no last column in view when it holds no actions', () => {
    table({ columns: ['When', 'Changes'] });
    const marked = screen.getByRole('table');
    expect(marked).not.toHaveAttribute('data-select');
    expect(marked).not.toHaveAttribute('data-actions');
  });
});
