import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { ListToolbar } from './ListToolbar.tsx';

describe('ListToolbar', () => {
  it('passes what is typed and chosen to the list', async () => {
    const list = { search: '', setSearch: vi.fn(), filters: { status: 'all' }, setFilter: vi.fn() };
    render(
      <ListToolbar
        list={list}
        searchLabel="Search clients"
        searchPlaceholder="Search clients..."
        filters={[{ name: 'status', label: 'Status filter', data: ['all', 'active'], width: 160 }]}
        actions={<button type="button">Add Client</button>}
      >
        <span>3 clients</span>
      </ListToolbar>,
    );
    expect(screen.getByPlaceholderText('Search clients...')).toBeInTheDocument();
    expect(screen.getByText('3 clients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search clients' }), 'a');
    expect(list.setSearch).toHaveBeenCalledWith('a');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'active' }));
    expect(list.setFilter).toHaveBeenCalledWith('status', 'active');
  });

  it('offers the export of the list as a download link when the list has one', () => {
    const list = { search: '', setSearch: vi.fn(), filters: {}, setFilter: vi.fn() };
    const { rerender } = render(
      <ListToolbar list={list} searchLabel="Search" searchPlaceholder="Search..." />,
    );
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    rerender(
      <ListToolbar
        list={{ ...list, exportHref: '/api/clients/export.csv?search=acme' }}
        searchLabel="Search"
        searchPlaceholder="Search..."
      />,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/clients/export.csv?search=acme');
    expect(link).toHaveAttribute('download');
  });
});
