import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RowSelection } from '../lib/row-selection.ts';
import { render } from '../test/render.tsx';
import { BulkBar } from './BulkBar.tsx';

// The bulk bar every selectable list screen shares, against a fake tRPC: what it counts, which
// actions it offers, the one confirmation in the resource's noun, and the call it sends.

const calls = vi.hoisted(() => ({
  bulk: vi.fn(async (_input: unknown) => ({ affected: 2 })),
  confirm: vi.fn(async (_options: { message: string }) => true),
  toast: vi.fn(),
}));
vi.mock('../lib/trpc.ts', () => {
  const bulk = { useMutation: () => ({ mutateAsync: calls.bulk, isPending: false }) };
  return { trpc: { events: { bulk }, inventory: { bulk } } };
});
vi.mock('../lib/confirm.tsx', () => ({ confirmAction: calls.confirm }));
vi.mock('../lib/toast.ts', () => ({ toastSuccess: calls.toast, toastError: vi.fn() }));

const selection = (ids: number[]): RowSelection => ({
  state: { selected: new Set(ids), anchor: null, allMatching: false },
  pageIds: [1, 2, 3],
  isSelected: (id) => ids.includes(id),
  click: vi.fn(),
  clickPage: vi.fn(),
  selectAllMatching: vi.fn(),
  clear: vi.fn(),
});
const list = { total: 3, debouncedSearch: '', filters: {} };

// The bar is a lazy chunk: transform it once up front, so each test waits only for the import.
beforeAll(async () => {
  await import('./BulkBarPanel.tsx');
});
beforeEach(() => {
  calls.bulk.mockClear();
  calls.confirm.mockClear();
  calls.toast.mockClear();
});

describe('BulkBar', () => {
  it('shows nothing while no row is ticked', async () => {
    render(
      <BulkBar
        resource="events"
        one="event"
        many="events"
        selection={selection([])}
        list={list}
        refresh={vi.fn()}
      />,
    );
    // Give the bar's chunk time to arrive: still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("sets the ticked rows' status, offered and told by its label", async () => {
    const refresh = vi.fn();
    render(
      <BulkBar
        resource="events"
        one="event"
        many="events"
        statuses={['planning', 'in_progress']}
        statusLabel={(status) => status.replace(/_/g, ' ')}
        selection={selection([1, 3])}
        list={list}
        refresh={refresh}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Events selected' })).toHaveTextContent(
      '2 events selected',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'in progress' }));
    await waitFor(() => expect(calls.toast).toHaveBeenCalledWith('2 events set to in progress'));
    expect(calls.bulk).toHaveBeenCalledWith({ action: 'status', status: 'in_progress', ids: [1, 3] });
    expect(refresh).toHaveBeenCalled();
  });

  it("deletes after one question in the resource's noun, and offers no status without one", async () => {
    render(
      <BulkBar
        resource="inventory"
        one="inventory item"
        many="inventory items"
        selection={selection([2, 3])}
        list={list}
        refresh={vi.fn()}
      />,
    );
    const bar = await screen.findByRole('region', { name: 'Inventory items selected' });
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.toast).toHaveBeenCalledWith('2 inventory items deleted'));
    expect(calls.confirm).toHaveBeenCalledWith({ message: 'Delete 2 inventory items?' });
    expect(calls.bulk).toHaveBeenCalledWith({ action: 'delete', ids: [2, 3] });
    expect(bar).toHaveTextContent('2 inventory items selected');
  });
});
