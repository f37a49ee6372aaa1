import type { AppRouter } from '@app/api/router';
import type { ImportResourcePath } from '@app/domain';
import { assumeType } from '@app/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageInput } from './paged-list.ts';
import { trpc } from './trpc.ts';

/** How long typing may pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** The resources whose router has a `page` query answering `{ items, total, totalIsLowerBound }`. */
export type PagedResource = {
  [R in keyof Outputs]: Outputs[R] extends { page: { items: unknown[]; total: number } } ? R : never;
}[keyof Outputs];

type PageInput<R extends PagedResource> = Inputs[R] extends { page: infer I } ? NonNullable<I> : never;
type ItemOf<R extends PagedResource> = Outputs[R] extends { page: { items: Array<infer T> } } ? T : never;
/** The equality filters a resource's list accepts (everything but paging, search and sort). */
export type FilterName<R extends PagedResource> = Exclude<
  keyof PageInput<R>,
  'search' | 'limit' | 'offset' | 'sortBy' | 'sortDir'
>;
type FilterValue<R extends PagedResource, K extends FilterName<R>> = NonNullable<PageInput<R>[K]>;
/** The orders a resource's list accepts (`sortBy`). */
export type SortKey<R extends PagedResource> = Extract<
  PageInput<R> extends { sortBy?: infer S } ? S : never,
  string
>;
type SortDirection = 'asc' | 'desc';
/** A list's chosen order; none means the server's default order for the resource. */
export type ListSort<S extends string = string> = { sortBy: S; sortDir: SortDirection };

/** What the list pieces (table, card grid, pagination) read from a `usePagedList`. */
export type ListPage<TItem, S extends string = string> = {
  items: TItem[];
  /** True until the first page has arrived. */
  loading: boolean;
  /** How many rows match: exact, or with `totalIsLowerBound` at least this many (more than 10,000). */
  total: number;
  /** True when more than `total` rows match: the list shows "10,000+" and pages on one page at a time. */
  totalIsLowerBound?: boolean;
  pageSize: number;
  pageCount: number;
  page: number;
  setPage: (page: number) => void;
  /** The order chosen through a column header; null (or absent) for the list's default order. */
  sort?: ListSort<S> | null;
  /** A click on a sortable header: ascending, then descending, then back to the default order. */
  toggleSort?(sortBy: S): void;
};

/** A list screen's page size and the filters it opens with. */
export type PagedListOptions<R extends PagedResource, K extends FilterName<R>> = {
  pageSize: number;
  filters?: { [F in K]: FilterValue<R, F> };
};

/** The order after a click on the header of `sortBy`: ascending, then descending, then the default. */
export function nextSort<S extends string>(current: ListSort<S> | null, sortBy: S): ListSort<S> | null {
  if (current?.sortBy !== sortBy) return { sortBy, sortDir: 'asc' };
  return current.sortDir === 'asc' ? { sortBy, sortDir: 'desc' } : null;
}

/**
 * How many pages the pager offers. An exact total gives them all. A lower bound (more than 10,000 rows
 * match, see LIST_TOTAL_CAP) gives the pages its total fills, and while the shown page is full one more
 * past it, so Next stays enabled and the list is paged forward one page at a time up to a short page
 * (whose answer is exact again); never a jump past what is known to exist.
 */
export function listPageCount(list: {
  total: number;
  totalIsLowerBound: boolean;
  pageSize: number;
  page: number;
  shown: number;
}): number {
  const counted = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (!list.totalIsLowerBound) return counted;
  return Math.max(counted, list.shown >= list.pageSize ? list.page + 1 : list.page);
}

/**
 * The resources the server exports to CSV, by their REST path: `GET /api/{path}/export.csv` (the API's
 * lib/export-resources.ts).
 */
const EXPORT_PATHS: Partial<Record<PagedResource, string>> = {
  clients: 'clients',
  events: 'events',
  inventory: 'inventory',
  vendors: 'vendors',
  digitalProducts: 'digital-products',
  documents: 'documents',
  financialRecords: 'financial-records',
  marketingAssets: 'marketing-assets',
  templates: 'templates',
  campaigns: 'campaigns',
  clientPortals: 'client-portals',
  invoices: 'invoices',
  auditLog: 'audit-log',
  businessInfo: 'business-info',
};

/**
 * The resources the server imports from CSV, by their REST path: `POST /api/imports/{path}` (the
 * API's plugins/csv-import.plugin.ts).
 */
const IMPORT_PATHS: Partial<Record<PagedResource, ImportResourcePath>> = {
  clients: 'clients',
  inventory: 'inventory',
  vendors: 'vendors',
  financialRecords: 'financial-records',
};

/**
 * The address of a list's CSV export as the list stands: its search, filters and order, every page
 * (the server streams the file; a plain link lets the browser download it as it comes).
 */
export function exportHref(
  path: string,
  list: { search: string; filters: object; sort: ListSort | null },
): string {
  const params = new URLSearchParams();
  const search = list.search.trim();
  if (search) params.set('search', search);
  for (const [name, value] of Object.entries(list.filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  if (list.sort) {
    params.set('sortBy', list.sort.sortBy);
    params.set('sortDir', list.sort.sortDir);
  }
  const query = params.toString();
  return `/api/${path}/export.csv${query ? `?${query}` : ''}`;
}

/**
 * One server-paged list screen: the search box (debounced, and filled from `?search=` when the header
 * search opens the screen), equality filters, the page number and the resource's `page` query. Changing the
 * search or a filter goes back to page 1. While the next page loads the previous one stays on screen, so
 * typing never blanks or blocks the list.
 */
export function usePagedList<R extends PagedResource, K extends FilterName<R> = never>(
  resource: R,
  options: PagedListOptions<R, K>,
) {
  const { pageSize } = options;
  const [params] = useSearchParams();
  const searchFromUrl = params.get('search');
  const [search, setSearchValue] = useState(searchFromUrl ?? '');
  const [filters, setFilters] = useState(() => options.filters ?? ({} as { [F in K]: FilterValue<R, F> }));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<SortKey<R>> | null>(null);
  useEffect(() => {
    if (searchFromUrl === null) return;
    setSearchValue(searchFromUrl);
    setPage(1);
  }, [searchFromUrl]);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // Every resource's `page` takes the same paging fields; the filters were typed against R above.
  const procedure = assumeType<{
    useQuery: (
      input: object,
      options: { placeholderData: typeof keepPreviousData },
    ) => {
      data?: { items: ItemOf<R>[]; total: number; totalIsLowerBound: boolean };
      isPending: boolean;
      isFetching: boolean;
      isPlaceholderData?: boolean;
    };
  }>(trpc[resource].page);
  const query = procedure.useQuery(pageInput(filters, debouncedSearch, pageSize, page, sort), {
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const totalIsLowerBound = query.data?.totalIsLowerBound ?? false;
  const shown = query.data?.items.length ?? 0;
  const pageCount = listPageCount({ total, totalIsLowerBound, pageSize, page, shown });
  // A delete can empty the last page: show the new last page rather than an empty one (past a lower
  // bound the end is not known: step back a page, once this page's own answer is empty, until one has rows).
  const ownAnswer = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (!query.data) return;
    if (page > pageCount) setPage(pageCount);
    else if (ownAnswer && totalIsLowerBound && shown === 0 && page > 1) setPage(page - 1);
  }, [query.data, ownAnswer, page, pageCount, totalIsLowerBound, shown]);

  return {
    search,
    /** The search the shown page was asked for. */
    debouncedSearch,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    filters,
    setFilter: <F extends K>(name: F, value: FilterValue<R, F>) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    /** Drops a filter the list opened with (an id from the address): every row again. */
    clearFilter: (name: K) => {
      setFilters((current) => {
        const { [name]: _dropped, ...rest } = current;
        return rest as typeof current;
      });
      setPage(1);
    },
    page,
    setPage,
    sort,
    toggleSort: (sortBy: SortKey<R>) => {
      setSort((current) => nextSort(current, sortBy));
      setPage(1);
    },
    pageSize,
    pageCount,
    items: query.data?.items ?? [],
    total,
    totalIsLowerBound,
    /** True until the first page has arrived; later loads keep the previous page on screen. */
    loading: query.isPending,
    /** Where the list as shown exports to CSV; undefined for a resource without an export. */
    exportHref:
      EXPORT_PATHS[resource] === undefined
        ? undefined
        : exportHref(EXPORT_PATHS[resource], { search: debouncedSearch, filters, sort }),
    /** Where the list's resource imports from CSV (the Import button); undefined when it does not. */
    importPath: IMPORT_PATHS[resource],
  };
}
