import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_TOTAL_CAP, PG_INT_MAX, SEARCH_MAX } from '../constants.ts';
import { queryInt } from './counts.ts';
import { tooLong } from './text.ts';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Case-insensitive search text; blank means no search. */
export const ZSearch = z
  .string()
  .trim()
  .max(SEARCH_MAX, tooLong(SEARCH_MAX))
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Paging and search shared by every list input. */
export const ZListInput = z.object({
  search: ZSearch,
  limit: queryInt(1, LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: queryInt(0, PG_INT_MAX).default(0),
});
export type ListInput = z.infer<typeof ZListInput>;

type SortDefaults<S extends readonly [string, ...string[]]> = {
  sortBy?: S[number];
  sortDir?: SortDirection;
};

/**
 * Builds a resource's list input: paging and search, `sortBy` restricted to `sortable` (default: its
 * first field), `sortDir` (default 'desc', so lists led by createdAt show the newest first) and the
 * resource's filters. Repositories should add `id` as a tie-breaker so paging is stable.
 */
export function makeListInput<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
  defaults: SortDefaults<S> = {},
) {
  const sortBy = z.enum(sortable).default(defaults.sortBy ?? sortable[0]);
  return ZListInput.extend({
    sortBy,
    sortDir: z.enum(SORT_DIRECTIONS).default(defaults.sortDir ?? 'desc'),
    ...filters,
  });
}

/** What a page says of how many rows match: `total`, and whether more than that match. */
export const ZListTotal = {
  total: z
    .int()
    .min(0)
    .meta({
      description: `How many rows match the search and filters: exact up to ${LIST_TOTAL_CAP.toLocaleString('en-US')}, and exact above it when known without counting (a list without search, from kept counts). When \`totalIsLowerBound\` is true it is ${LIST_TOTAL_CAP} and more rows match.`,
    }),
  totalIsLowerBound: z.boolean().meta({
    description: `True when more than \`total\` rows match (a search or filter matching over ${LIST_TOTAL_CAP.toLocaleString('en-US')} rows is not counted to the end): page on until a page holds fewer than \`limit\` rows.`,
  }),
};

/**
 * A page of rows plus how many rows match the filters: `total`, exact up to LIST_TOTAL_CAP, with
 * `totalIsLowerBound` when more match (the list then shows "10,000+").
 */
export function makeListResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...ZListTotal });
}
