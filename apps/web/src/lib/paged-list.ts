import { assumeType } from '@app/domain';
import type { QueryUtils } from './trpc.ts';
import type { FilterName, ListSort, PagedListOptions, PagedResource } from './use-paged-list.ts';

// What a list screen's route loader needs of its list (see use-paged-list.ts): apart from the hook, so
// that the loaders (in the small entry chunk, see screen-loads.ts) do not bring the hook's dependencies.

/**
 * The `page` query's input: the key under which the page is cached. The default order sends no
 * `sortBy`, so the server's default (each list input's own) decides it.
 */
export function pageInput(
  filters: object | undefined,
  search: string,
  pageSize: number,
  page: number,
  sort?: ListSort | null,
) {
  return { ...filters, search, limit: pageSize, offset: (page - 1) * pageSize, ...sort };
}

/**
 * Fetches the page a list screen opens on (page 1, no search) into the cache, so the screen renders
 * with its rows when it mounts (see the route loaders, screen-loads.ts).
 */
export function prefetchPagedList<R extends PagedResource, K extends FilterName<R> = never>(
  utils: QueryUtils,
  resource: R,
  options: PagedListOptions<R, K>,
): Promise<void> {
  const procedure = assumeType<{ prefetch: (input: object) => Promise<void> }>(utils[resource].page);
  return procedure.prefetch(pageInput(options.filters, '', options.pageSize, 1));
}
