import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportHref, nextSort, SEARCH_DEBOUNCE_MS, usePagedList } from './use-paged-list.ts';

type Input = { search: string; limit: number; offset: number; status?: string };
const useQuery = vi.fn();
vi.mock('./trpc.ts', () => ({
  trpc: { clients: { page: { useQuery: (...args: unknown[]) => useQuery(...args) } } },
}));

const wrapper =
  (route = '/clients') =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
const lastInput = () => useQuery.mock.calls.at(-1)?.[0] as Input;

describe('usePagedList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useQuery.mockReset();
    useQuery.mockReturnValue({
      data: { items: [{ id: 1 }], total: 60 },
      isPending: false,
      isFetching: false,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for one page, keeping the previous page on screen while the next loads', () => {
    const { result } = renderHook(
      () => usePagedList('clients', { pageSize: 25, filters: { status: 'all' } }),
      {
        wrapper: wrapper(),
      },
    );
    expect(lastInput()).toEqual({ status: 'all', search: '', limit: 25, offset: 0 });
    expect(useQuery.mock.calls.at(-1)?.[1]).toHaveProperty('placeholderData');
    expect(result.current.pageCount).toBe(3);
    act(() => result.current.setPage(3));
    expect(lastInput().offset).toBe(50);
  });

  it('debounces the search and goes back to page 1 when the search or a filter changes', () => {
    const { result } = renderHook(
      () => usePagedList('clients', { pageSize: 25, filters: { status: 'all' } }),
      {
        wrapper: wrapper(),
      },
    );
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('acm'));
    expect(result.current.search).toBe('acm');
    expect(result.current.page).toBe(1);
    expect(lastInput().search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(lastInput()).toMatchObject({ search: 'acm', offset: 0 });

    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('status', 'pending'));
    expect(lastInput()).toMatchObject({ status: 'pending', offset: 0 });
  });

  it("keeps Next open past a '10,000+' total while pages come back full, and steps back from an empty one", () => {
    useQuery.mockReturnValue({
      data: {
        items: Array.from({ length: 25 }, (_, id) => ({ id })),
        total: 10_000,
        totalIsLowerBound: true,
      },
      isPending: false,
      isFetching: false,
    });
    const { result } = renderHook(() => usePagedList('clients', { pageSize: 25 }), { wrapper: wrapper() });
    expect(result.current).toMatchObject({ total: 10_000, totalIsLowerBound: true, pageCount: 400 });
    act(() => result.current.setPage(400));
    expect(result.current.pageCount).toBe(401);
    act(() => result.current.setPage(401));
    expect(lastInput().offset).toBe(10_000);
    expect(result.current.pageCount).toBe(402);
    // Deletes left pages 402 on empty: from 405 go back a page at a time to the last one with rows.
    useQuery.mockImplementation((input: Input) => ({
      data: {
        items: input.offset >= 401 * 25 ? [] : [{ id: 1 }],
        total: 10_000,
        totalIsLowerBound: true,
      },
      isPending: false,
      isFetching: false,
    }));
    act(() => result.current.setPage(405));
    expect(result.current.page).toBe(401);
  });

  it("asks for the server's default order until a header is clicked, then ascending, descending and back", () => {
    const { result } = renderHook(() => usePagedList('clients', { pageSize: 25 }), { wrapper: wrapper() });
    expect(lastInput()).not.toHaveProperty('sortBy');
    act(() => result.current.setPage(2));
    act(() => result.current.toggleSort('name'));
    expect(result.current.page).toBe(1);
    expect(lastInput()).toMatchObject({ sortBy: 'name', sortDir: 'asc', offset: 0 });
    act(() => result.current.toggleSort('name'));
    expect(lastInput()).toMatchObject({ sortBy: 'name', sortDir: 'desc' });
    act(() => result.current.toggleSort('name'));
    expect(result.current.sort).toBeNull();
    expect(lastInput()).not.toHaveProperty('sortBy');
  });

  it('starts another column ascending', () => {
    expect(nextSort({ sortBy: 'date', sortDir: 'desc' }, 'budget')).toEqual({
      sortBy: 'budget',
      sortDir: 'asc',
    });
    expect(nextSort(null, 'date')).toEqual({ sortBy: 'date', sortDir: 'asc' });
  });

  it('starts from the search the header search put in the address', () => {
    renderHook(() => usePagedList('clients', { pageSize: 25 }), {
      wrapper: wrapper('/clients?search=Evergreen'),
    });
    expect(lastInput().search).toBe('Evergreen');
  });

  it('moves back to the last page when a delete empties the one on screen', () => {
    const { result } = renderHook(() => usePagedList('clients', { pageSize: 25 }), { wrapper: wrapper() });
    act(() => result.current.setPage(3));
    useQuery.mockReturnValue({ data: { items: [], total: 50 }, isPending: false, isFetching: false });
    act(() => result.current.setSearch(''));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(2);
  });
});

describe('exportHref', () => {
  it("carries the list's search, filters and order to the export, and nothing else", () => {
    expect(exportHref('clients', { search: '  ', filters: {}, sort: null })).toBe('/api/clients/export.csv');
    expect(
      exportHref('financial-records', {
        search: 'a&b ',
        filters: { type: 'income', clientId: 4, eventId: undefined, category: 'all' },
        sort: { sortBy: 'amount', sortDir: 'desc' },
      }),
    ).toBe(
      '/api/financial-records/export.csv?search=a%26b&type=income&clientId=4&category=all&sortBy=amount&sortDir=desc',
    );
  });

  it('is what a list of an exportable resource offers, as it stands', () => {
    vi.useFakeTimers();
    useQuery.mockReturnValue({ data: undefined, isPending: true, isFetching: true });
    const { result } = renderHook(
      () => usePagedList('clients', { pageSize: 10, filters: { status: 'all' } }),
      {
        wrapper: wrapper('/clients?search=acme'),
      },
    );
    expect(result.current.exportHref).toBe('/api/clients/export.csv?search=acme&status=all');
    act(() => result.current.toggleSort('name'));
    expect(result.current.exportHref).toBe(
      '/api/clients/export.csv?search=acme&status=all&sortBy=name&sortDir=asc',
    );
    vi.useRealTimers();
  });
});
