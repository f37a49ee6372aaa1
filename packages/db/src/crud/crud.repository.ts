import { assumeType, LIST_TOTAL_CAP } from '@app/domain';
import {
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Updateable,
} from 'kysely';
import type { Database } from '../schema.ts';
import { keptCount } from './count-cache.ts';
import { inBatches } from './in-batches.ts';

export type CrudTableName = Exclude<
  keyof Database,
  'sessions' | 'stored_files' | 'login_throttle' | 'audit_log' | 'list_generations'
>;
export type SortDirection = 'asc' | 'desc';

export type ListParams = {
  search?: string | undefined;
  /** Equality filters by column; undefined values are ignored. */
  filters?: Record<string, string | number | boolean | null | undefined>;
  limit: number;
  offset: number;
  sortBy?: string | undefined;
  sortDir?: SortDirection | undefined;
  /** Rows whose `column` lies from `from` to `to`, both included (either may be absent): an export's date range. */
  range?: { column: string; from?: string | undefined; to?: string | undefined } | undefined;
};

/** A list's rows without paging (an export): its search, filters, range and order. */
export type ExportParams = Omit<ListParams, 'limit' | 'offset'>;

/** The rows a page reaches: `limit` null for every row (an export). */
type PageBounds = { limit: number | null; offset: number };

/**
 * How many rows match a list's search and filters: `total`, exact unless `totalIsLowerBound`, when it is
 * LIST_TOTAL_CAP and more rows match (a broad search is not counted to its end).
 */
export type ListTotal = { total: number; totalIsLowerBound: boolean };
export type Page<Row> = { items: Row[] } & ListTotal;

/** An exact total. */
export const exactTotal = (total: number): ListTotal => ({ total, totalIsLowerBound: false });

/**
 * Whether a search term can be narrowed by the trigram indexes: it holds three letters or digits in a
 * row (pg_trgm finds no trigram in a shorter word, and its index would then list every row).
 */
const hasTrigram = (term: string | undefined) => /[\p{L}\p{N}]{3}/u.test(term ?? '');

/**
 * How many rows `matching` holds, counting at most `cap` + 1 of them.
 *
 * `byIndexes`: the rows are a search's, and its term has a trigram. PostgreSQL's planner prices an ILIKE
 * at a hundredth of what it costs (each value is lower-cased), so for a broad search it would rather
 * scan the table, checking every row with ILIKE, than read the trigram indexes: 343 ms against 49 ms for
 * 10,001 of 100,000 clients. The count is then planned without table
 * scans (`enable_seqscan` off for its own transaction; inside a caller's transaction it is left as is).
 */
async function countUpTo(
  db: Kysely<Database>,
  // biome-ignore lint/suspicious/noExplicitAny: the matching rows of any table or join
  matching: SelectQueryBuilder<any, any, any>,
  cap: number,
  byIndexes = false,
): Promise<number> {
  const count = (executor: Kysely<Database>) =>
    executor
      .selectFrom(
        matching
          .clearSelect()
          .select(sql`1`.as('one'))
          .limit(cap + 1)
          .as('matching'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
  if (!byIndexes || db.isTransaction) return (await count(db)).n;
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return (await count(trx)).n;
  });
}

/** A count of at most LIST_TOTAL_CAP + 1 rows as a list's total: exact up to the cap, a lower bound above. */
const cappedTotal = (n: number): ListTotal =>
  n > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, totalIsLowerBound: true } : exactTotal(n);

/**
 * A search matching at most this many rows has its page gathered from the trigram indexes and then
 * sorted (see matchingRows in createCrudRepository); a broader one is read in the sort column's order,
 * where the page fills after about limit × rows / matches rows (≤ 5,000 at 100,000 rows).
 */
const FEW_MATCHES = 1_000;

const isSearch = (params: Pick<ListParams, 'search'>) => Boolean(params.search?.trim());

/**
 * The total of a page of matching rows, counting at most LIST_TOTAL_CAP + 1 of them: `matching` is the
 * query of the rows the search and filters keep (any selection; it becomes `select 1 … limit 10001`).
 * Without a count when the page shows it: a short page ends the rows (exact), and a full page reaching
 * past the cap proves more than LIST_TOTAL_CAP match (a lower bound). Exact up to the cap, so a broad
 * search reads 10,001 index matches instead of re-checking every one of them.
 */
export async function boundedTotal(
  db: Kysely<Database>,
  // biome-ignore lint/suspicious/noExplicitAny: the matching rows of any table or join
  matching: SelectQueryBuilder<any, any, any>,
  page: { limit: number; offset: number; shown: number },
  /** How the matching rows are counted up to the cap + 1, when not by counting `matching` (a kept count). */
  count: () => Promise<number> = () => countUpTo(db, matching, LIST_TOTAL_CAP),
): Promise<ListTotal> {
  if (page.shown < page.limit && (page.shown > 0 || page.offset === 0))
    return exactTotal(page.offset + page.shown);
  if (page.offset + page.shown > LIST_TOTAL_CAP) return { total: LIST_TOTAL_CAP, totalIsLowerBound: true };
  return cappedTotal(await count());
}

/**
 * Values computed in SQL for each row answered, by name: `(rows)` is the name the query gives the rows
 * (the table's, or the alias of a custom sort's outer query), for a correlated subquery on `rows.id`.
 */
type ComputedColumns = Record<string, (rows: string) => RawBuilder<unknown>>;
type NoComputedColumns = Record<never, never>;

export type CrudConfig<T extends CrudTableName, C extends ComputedColumns = NoComputedColumns> = {
  table: T;
  /** Columns matched case-insensitively by `search` (the fields spec section 2 names per screen). */
  searchColumns: readonly (keyof Database[T] & string)[];
  /**
   * A stored column holding the search columns' values lower-cased and joined by line breaks, with a
   * trigram index (clients: migration 0046): a search tests it with one LIKE instead of an ILIKE per
   * column. A term holding a line break is still matched column by column (it could span two values).
   */
  searchText?: keyof Database[T] & string;
  /**
   * The default sort's index INCLUDEs the search text and the filter columns (clients: migration 0047).
   * A broad search's page (more than FEW_MATCHES rows match, read in the default order) then picks its
   * ids in an index-only scan, testing each entry without visiting its row, and reads only the page's
   * rows: the walk past the rows that do not match costs an index entry each instead of a row each.
   */
  searchInSortIndex?: boolean;
  /** Columns callers may sort on; anything else falls back to the default sort. */
  sortColumns: readonly (keyof Database[T] & string)[];
  defaultSort: readonly [keyof Database[T] & string, SortDirection];
  /** Columns that order rows the sort column leaves tied, before `id` (events: a day's by time). */
  tieBreakers?: Partial<Record<keyof Database[T] & string, readonly (keyof Database[T] & string)[]>>;
  /**
   * Orders that are not one column, by `sortBy` name: each builds the page (every column, in order,
   * `limit` and `offset` applied) from `matching()`, a fresh query of the rows the search and filters
   * keep. `sortDir` does not apply to them.
   */
  customSorts?: Record<
    string,
    (
      db: Kysely<Database>,
      // biome-ignore lint/complexity/noBannedTypes: a query that selects nothing yet
      matching: () => SelectQueryBuilder<Database, T, {}>,
      page: PageBounds,
      /** The columns to answer (config.columns), or undefined for every column. */
      columns: readonly string[] | undefined,
      // biome-ignore lint/suspicious/noExplicitAny: the page's query, over any table
    ) => SelectQueryBuilder<Database, any, any>
  >;
  /**
   * Values that are not columns, computed in SQL for each row a read answers (the page's rows only:
   * list, rows, byId) and returned by insert and update. A custom sort's outer query must name its rows
   * as the table (`… from (…) as events`), so that they apply to it as they are.
   */
  computed?: C;
  /**
   * The columns reads (list, rows, byId, exports) answer, when not every column of the table: those of
   * the API's row schema (rowColumns). Columns kept for the server only (hashes, figures kept by
   * triggers, index keys) are then never read out, and the answer needs no schema to drop them.
   */
  columns?: readonly string[];
  /**
   * Filters that are not a column's equality, by filter name: the condition on the table's rows (named
   * as the table) a value keeps. Lists, exports and bulk actions apply them as they apply the others.
   */
  customFilters?: Record<string, (value: string | number | boolean) => RawBuilder<boolean>>;
  /**
   * Counts of a search's or a filter's matches are kept until the table changes (keptCount in
   * count-cache.ts): for a table whose writes migration 0045's trigger counts, and whose filters and
   * search read its own rows only (a filter on another table's rows would not move its generation).
   */
  countCache?: boolean;
  /**
   * A trigger-kept total to answer with instead of counting rows, used when there is no search and
   * no filter other than on `column`: `total(db, value of that filter or undefined)` is the query
   * reading it (selected alongside the page, so a page costs one round trip).
   */
  keptTotal?: {
    column: keyof Database[T] & string;
    total: (
      db: Kysely<Database>,
      value: string | undefined,
      // biome-ignore lint/suspicious/noExplicitAny: any kept-figures table
    ) => SelectQueryBuilder<Database, any, { total: number }>;
  };
};

/** The rows a bulk action names: by id, or the list's search, filters and range. */
export type BulkTarget =
  | { ids: readonly number[] }
  | { filter: Pick<ListParams, 'search' | 'filters' | 'range'> };

/** A row a bulk action reached: its id and what people call it (the label column, as text). */
export type BulkRow = { id: number; label: string };

/** A delete a reference refused: the row, and the table whose rows still point at it. */
export type RefusedDelete = { id: number; referencedBy: string };

/** Runs `work` in a savepoint of the transaction `db`: rolled back to it when `work` throws (which is rethrown), released otherwise. */
async function inSavepoint<T>(db: Kysely<Database>, work: () => Promise<T>, keep = true): Promise<T> {
  await sql`savepoint bulk_row`.execute(db);
  try {
    const result = await work();
    await sql.raw(keep ? 'release savepoint bulk_row' : 'rollback to savepoint bulk_row').execute(db);
    return result;
  } catch (err) {
    await sql`rollback to savepoint bulk_row`.execute(db);
    throw err;
  }
}

/** A foreign key refusing a delete (ON DELETE RESTRICT): SQLSTATE 23503. */
function referencingTable(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23503')
    return undefined;
  const { table, detail, message } = err as { table?: unknown; detail?: unknown; message?: unknown };
  if (typeof table === 'string' && table) return table;
  const named =
    /referenced from table "(\w+)"/.exec(String(detail ?? ''))?.[1] ??
    /constraint "\w+" on table "(\w+)"/.exec(String(message ?? ''))?.[1];
  return named ?? 'other records';
}

export type UpdateOutcome<Row> =
  | { status: 'updated'; row: Row }
  | { status: 'not_found' }
  | { status: 'conflict' };

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The database as this file's generic queries see it: any table, any column. Kysely cannot type a query
 * over "some table T" generically, so the queries below are built on this view and their results cast
 * back to T's row; every exported signature is typed by the table (Selectable, Insertable, Updateable).
 */
type DynamicDatabase = Record<string, Record<string, unknown>>;
const dynamic = (db: Kysely<Database>) => assumeType<Kysely<DynamicDatabase>>(db);

/**
 * List, read, insert, update (with optional optimistic concurrency) and delete for one table.
 * Search uses ILIKE on the configured columns, which the trigram indexes serve.
 */
/**
 * The stored columns of an API row schema: its fields but the computed ones (CrudConfig.columns).
 */
export function rowColumns(row: { shape: object }, computed: object = {}): readonly string[] {
  return Object.keys(row.shape).filter((field) => !Object.hasOwn(computed, field));
}

export function createCrudRepository<T extends CrudTableName, C extends ComputedColumns = NoComputedColumns>(
  config: CrudConfig<T, C>,
) {
  type Stored = Selectable<Database[T]>;
  /** A row as reads answer it: the table's columns and the computed values (of the type each is built with). */
  type Row = Stored & { [K in keyof C]: ReturnType<C[K]> extends RawBuilder<infer V> ? V : never };
  const table = config.table as string;
  const computed = Object.entries(config.computed ?? {});
  /** The computed values' selections for rows named `rows` in the query. */
  const computedSelections = (rows: string) => computed.map(([name, value]) => value(rows).as(name));
  /** The row's columns a read answers (config.columns, else every one), then its computed values. */
  // biome-ignore lint/complexity/noBannedTypes: a query that selects nothing yet
  const selectRow = <Q extends SelectQueryBuilder<DynamicDatabase, string, {}>>(query: Q) =>
    (config.columns
      ? query.select(config.columns.map((c) => `${table}.${c}`))
      : query.selectAll(table)
    ).select(computedSelections(table));

  /**
   * The rows a search term (trimmed, not empty) matches, case-insensitively: the search text with one
   * LIKE when the table has one (config.searchText) and the term spans no lines, else an ILIKE per
   * search column. Lists, exports, bulk actions and the header search all match through it.
   */
  function searchMatch(term: string): RawBuilder<boolean> {
    const pattern = likePattern(term);
    if (config.searchText && !term.includes('\n'))
      return sql<boolean>`${sql.ref(config.searchText)} like lower(${pattern})`;
    const each = config.searchColumns.map((column) => sql`${sql.ref(column)} ilike ${pattern}`);
    return sql<boolean>`(${sql.join(each, sql` or `)})`;
  }

  function where<O extends {}>(
    qb: SelectQueryBuilder<DynamicDatabase, string, O>,
    params: Pick<ListParams, 'search' | 'filters' | 'range'>,
  ) {
    let query = qb;
    const term = params.search?.trim();
    if (term && config.searchColumns.length > 0) query = query.where(searchMatch(term));
    for (const [column, value] of Object.entries(params.filters ?? {})) {
      const custom = config.customFilters?.[column];
      if (custom && value !== undefined && value !== null) query = query.where(custom(value));
      else if (value !== undefined) query = query.where(column, value === null ? 'is' : '=', value);
    }
    if (params.range?.from !== undefined) query = query.where(params.range.column, '>=', params.range.from);
    if (params.range?.to !== undefined) query = query.where(params.range.column, '<=', params.range.to);
    return query;
  }

  /**
   * The rows the search, filters and range keep. `fenced`: gathered first, in a subquery the planner
   * may not merge (`offset 0`) and named as the table, then sorted: for a search that matches few rows
   * (the trigram indexes find them at once). Unfenced, the planner may walk the sort column's index
   * backwards and test every row until the page is full, which for a rare match is the whole table
   * (hundreds of ms at 100,000 clients) whenever it misjudges how many rows the patterns match.
   */
  function matchingRows(db: Kysely<Database>, params: ExportParams, fenced = false) {
    const matching = where(dynamic(db).selectFrom(table), params);
    if (!fenced) return matching;
    return assumeType<typeof matching>(dynamic(db).selectFrom(matching.selectAll().offset(0).as(table)));
  }

  /**
   * The page in the order of one column (the asked one if sortable, else the default), `id` breaking
   * ties. A broad search in the default order of a table whose sort index holds its search text
   * (config.searchInSortIndex) picks the page's ids first, from that index alone, then reads their rows.
   */
  function columnPage(db: Kysely<Database>, params: ExportParams, page: PageBounds, fenced = false) {
    const sortable =
      params.sortBy !== undefined && (config.sortColumns as readonly string[]).includes(params.sortBy);
    const sortBy = sortable ? params.sortBy! : config.defaultSort[0];
    const sortDir = params.sortBy ? (params.sortDir ?? 'asc') : config.defaultSort[1];
    // biome-ignore lint/complexity/noBannedTypes: any selection
    const ordered = <Q extends SelectQueryBuilder<DynamicDatabase, string, {}>>(query: Q): Q => {
      let sorted = query.orderBy(sortBy, sortDir);
      for (const column of config.tieBreakers?.[sortBy as keyof Database[T] & string] ?? [])
        sorted = sorted.orderBy(column, sortDir);
      return sorted.orderBy('id', sortDir) as Q;
    };
    const broadSearch = !fenced && isSearch(params) && page.limit !== null;
    if (config.searchInSortIndex && broadSearch && sortBy === config.defaultSort[0]) {
      const ids = ordered(matchingRows(db, params).select('id')).limit(page.limit).offset(page.offset);
      return ordered(selectRow(dynamic(db).selectFrom(table).where('id', 'in', ids)));
    }
    return ordered(selectRow(matchingRows(db, params, fenced)))
      .limit(page.limit)
      .offset(page.offset);
  }

  function pageQuery(
    db: Kysely<Database>,
    params: ExportParams,
    page: PageBounds,
    fenced = false,
  ): ReturnType<typeof columnPage> {
    const custom =
      params.sortBy !== undefined && Object.hasOwn(config.customSorts ?? {}, params.sortBy)
        ? config.customSorts![params.sortBy]
        : undefined;
    if (!custom) return columnPage(db, params, page, fenced);
    // The dynamic query is the table's query: the custom sort's signature types it, and it selects every column.
    const matching = () =>
      // biome-ignore lint/complexity/noBannedTypes: a query that selects nothing yet
      assumeType<SelectQueryBuilder<Database, T, {}>>(matchingRows(db, params, fenced));
    return assumeType<ReturnType<typeof columnPage>>(
      custom(db, matching, page, config.columns).select(computedSelections(table)),
    );
  }

  /** The kept total that answers for these params, if one does (no search or range, a filter on its column only). */
  function keptTotalQuery(db: Kysely<Database>, params: ListParams) {
    const kept = config.keptTotal;
    if (!kept || params.search?.trim() || params.range) return undefined;
    const filters = Object.entries(params.filters ?? {}).filter(([, value]) => value !== undefined);
    if (!filters.every(([column, value]) => column === kept.column && typeof value === 'string'))
      return undefined;
    return kept.total(db, filters[0]?.[1] as string | undefined);
  }

  /**
   * How many rows the search, filters and range keep, counting at most `cap` + 1 (countUpTo): kept until
   * the table changes when config.countCache.
   */
  function countMatching(db: Kysely<Database>, params: ExportParams, cap: number): Promise<number> {
    const count = () => countUpTo(db, matchingRows(db, params), cap, hasTrigram(params.search));
    if (!config.countCache) return count();
    const filters = Object.entries(params.filters ?? {})
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const key = JSON.stringify([params.search?.trim() ?? '', filters, params.range ?? null, cap]);
    return keptCount(db, table, key, count);
  }

  return {
    config,
    searchMatch,

    /** One page of rows, without a total (the REST list). */
    async rows(db: Kysely<Database>, params: ListParams): Promise<Row[]> {
      const fenced = isSearch(params) && (await countMatching(db, params, FEW_MATCHES)) <= FEW_MATCHES;
      return (await pageQuery(db, params, params, fenced).execute()) as Row[];
    },

    /**
     * One page and how many rows match. A kept total, when one answers (no search), is exact whatever
     * its size and read in the page's own query; otherwise boundedTotal: nothing to count when the page
     * shows where the rows end, else a count of at most LIST_TOTAL_CAP + 1 matching rows.
     */
    async list(db: Kysely<Database>, params: ListParams): Promise<Page<Row>> {
      const kept = keptTotalQuery(db, params);
      if (kept) {
        const rows = (await pageQuery(db, params, params).select(kept.as('keptTotal')).execute()) as {
          keptTotal?: number;
        }[];
        if (rows.length === 0)
          return { items: [], ...exactTotal((await kept.executeTakeFirstOrThrow()).total) };
        const total = rows[0]!.keptTotal ?? 0;
        // The last column of each row: deleting it is V8's fast path (no copy, no slow object).
        for (const row of rows) delete row.keptTotal;
        return { items: rows as Row[], ...exactTotal(total) };
      }
      if (isSearch(params)) {
        // Counted first (the count is needed for a full page anyway), to choose the page's plan.
        const n = await countMatching(db, params, LIST_TOTAL_CAP);
        const items = (await pageQuery(db, params, params, n <= FEW_MATCHES).execute()) as Row[];
        // A short page shows where the rows end: exact even past the cap.
        const end = items.length < params.limit && (items.length > 0 || params.offset === 0);
        return { items, ...(end ? exactTotal(params.offset + items.length) : cappedTotal(n)) };
      }
      const items = (await pageQuery(db, params, params).execute()) as Row[];
      const total = await boundedTotal(
        db,
        matchingRows(db, params),
        { limit: params.limit, offset: params.offset, shown: items.length },
        () => countMatching(db, params, LIST_TOTAL_CAP),
      );
      return { items, ...total };
    },

    /**
     * Every row the list's search, filters and range keep, in the list's order (custom sorts included),
     * `batchSize` rows at a time: read through a cursor (inBatches), so no more than one batch is held.
     */
    batches(db: Kysely<Database>, params: ExportParams, batchSize: number): AsyncGenerator<Row[]> {
      return inBatches<Row>(db, pageQuery(db, params, { limit: null, offset: 0 }), batchSize);
    },

    async byId(db: Kysely<Database>, id: number): Promise<Row | undefined> {
      return (await selectRow(dynamic(db).selectFrom(table)).where('id', '=', id).executeTakeFirst()) as
        | Row
        | undefined;
    },

    /** The row as stored (no computed values), locked until the transaction ends: a read before a write that depends on it. */
    async byIdForUpdate(db: Kysely<Database>, id: number): Promise<Stored | undefined> {
      return (await dynamic(db)
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()) as Stored | undefined;
    },

    async insert(db: Kysely<Database>, values: Insertable<Database[T]>): Promise<Row> {
      return (await dynamic(db)
        .insertInto(table)
        .values(values)
        .returningAll()
        .returning(computedSelections(table))
        .executeTakeFirstOrThrow()) as Row;
    },

    /**
     * Updates the row; with `expectedVersion` only when nobody changed it since that version was read.
     * An empty change still checks the version and returns the row.
     */
    async update(
      db: Kysely<Database>,
      id: number,
      values: Updateable<Database[T]>,
      expectedVersion?: number,
    ): Promise<UpdateOutcome<Row>> {
      const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      let row: Row | undefined;
      if (Object.keys(changes).length === 0) {
        row = await this.byId(db, id);
        if (
          row &&
          expectedVersion !== undefined &&
          (row as { version: number }).version !== expectedVersion
        ) {
          return { status: 'conflict' };
        }
      } else {
        let query = dynamic(db).updateTable(table).set(changes).where('id', '=', id);
        if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
        row = (await query.returningAll().returning(computedSelections(table)).executeTakeFirst()) as
          | Row
          | undefined;
        if (!row && expectedVersion !== undefined && (await this.byId(db, id))) return { status: 'conflict' };
      }
      return row ? { status: 'updated', row } : { status: 'not_found' };
    },

    /**
     * The rows a bulk action names, locked (`for update`) in id order so two bulk calls over the same
     * rows queue instead of deadlocking, with `labelColumn` as text: at most `cap` + 1, so a caller
     * refusing above `cap` sees that more match. Ids that do not exist are simply not answered.
     */
    async lockForBulk(
      db: Kysely<Database>,
      target: BulkTarget,
      labelColumn: keyof Database[T] & string,
      cap: number,
    ): Promise<BulkRow[]> {
      let query = dynamic(db)
        .selectFrom(table)
        .select(['id', sql<string>`coalesce(${sql.ref(labelColumn)}::text, '')`.as('label')]);
      query = 'ids' in target ? query.where('id', 'in', [...target.ids]) : where(query, target.filter);
      return (await query
        .orderBy('id')
        .limit(cap + 1)
        .forUpdate()
        .execute()) as BulkRow[];
    },

    /**
     * Deletes the rows (locked by lockForBulk) all or none, in a savepoint of the caller's transaction:
     * `{ deleted }`, or, when a reference refuses any of them, nothing deleted and each refused row
     * with the table that points at it (each row tried alone, every try rolled back).
     */
    async removeAll(
      db: Kysely<Database>,
      ids: readonly number[],
    ): Promise<{ deleted: number } | { refused: RefusedDelete[] }> {
      if (ids.length === 0) return { deleted: 0 };
      const deleteIds = (some: readonly number[]) =>
        dynamic(db)
          .deleteFrom(table)
          .where('id', 'in', [...some])
          .executeTakeFirst();
      try {
        const result = await inSavepoint(db, () => deleteIds(ids));
        return { deleted: Number(result.numDeletedRows) };
      } catch (err) {
        if (!referencingTable(err)) throw err;
      }
      const refused: RefusedDelete[] = [];
      for (const id of ids) {
        try {
          await inSavepoint(db, () => deleteIds([id]), false);
        } catch (err) {
          const referencedBy = referencingTable(err);
          if (!referencedBy) throw err;
          refused.push({ id, referencedBy });
        }
      }
      return { refused };
    },

    /** Sets `status` on the rows that have another one; answers the ids changed. */
    async setStatus(db: Kysely<Database>, ids: readonly number[], status: string): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await dynamic(db)
        .updateTable(table)
        .set({ status })
        .where('id', 'in', [...ids])
        .where('status', '<>', status)
        .returning('id')
        .execute();
      return rows.map((row) => row.id as number);
    },

    async remove(db: Kysely<Database>, id: number): Promise<Stored | undefined> {
      return (await dynamic(db).deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst()) as
        | Stored
        | undefined;
    },
  };
}

export type CrudRepository<
  T extends CrudTableName,
  C extends ComputedColumns = NoComputedColumns,
> = ReturnType<typeof createCrudRepository<T, C>>;
