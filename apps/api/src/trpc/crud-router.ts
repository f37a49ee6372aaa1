import {
  type CrudRepository,
  type CrudTableName,
  companyTimeZone,
  type Database,
  type Insertable,
  type Kysely,
  type ListParams,
  type Selectable,
  type Transaction,
  type Updateable,
} from '@app/db';
import {
  assumeType,
  BULK_FILTER_MAX,
  BULK_IDS_MAX,
  type BulkRefusedRow,
  bulkRefusalMessage,
  bulkRowMessage,
  bulkStatusReason,
  bulkTooManyMessage,
  INVALID_DATE,
  isCalendarDate,
  makeBulkInput,
  makeListResult,
  toCalendarDate,
  ZBulkResult,
  ZId,
  ZIdInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { DATE_RANGE_ORDER, fieldError, notFound, rowsRefused, versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { resourceNames, resourceNouns } from '../openapi/tags.ts';
import { unchecked } from './answer-schema.ts';
import {
  type Context,
  inTransaction,
  type OperationExamples,
  protectedProcedure,
  type StatusReasons,
} from './trpc.ts';

type AuthedContext = Context & { user: NonNullable<Context['user']> };
type ListInputShape = {
  search?: string | undefined;
  limit: number;
  offset: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
};

type CrudHooks<T extends CrudTableName, TCreate, TUpdate> = {
  /** Turns a validated create input into column values (fill names, hash or encrypt secrets, …). */
  beforeCreate?: (
    input: TCreate,
    ctx: AuthedContext,
    trx: Transaction<Database>,
  ) => Promise<Insertable<Database[T]>> | Insertable<Database[T]>;
  /** Same for updates; `existing` is the row as it is now. */
  beforeUpdate?: (
    input: Omit<TUpdate, 'version'>,
    ctx: AuthedContext,
    existing: Selectable<Database[T]>,
    trx: Transaction<Database>,
  ) => Promise<Updateable<Database[T]>> | Updateable<Database[T]>;
  /**
   * Runs in the delete's transaction before the row is deleted and may refuse it by throwing (a
   * financial record a payment made). A bulk delete relies on the foreign keys instead (REFERENCED_BY).
   */
  beforeDelete?: (id: number, ctx: AuthedContext, trx: Transaction<Database>) => Promise<void>;
  /** Runs in the create's transaction once the row exists (values needing the new id); may return the row anew. */
  afterCreate?: (
    row: Selectable<Database[T]>,
    input: TCreate,
    ctx: AuthedContext,
    trx: Transaction<Database>,
  ) => Promise<Selectable<Database[T]> | undefined>;
  /** Turns a database row into the API row (the default turns Dates into ISO strings). */
  toApi?: (row: Selectable<Database[T]>, ctx: Context) => unknown;
};

export type CrudProceduresConfig<
  T extends CrudTableName,
  TRow extends z.ZodObject,
  TCreate extends z.ZodObject,
  TUpdate extends z.ZodObject,
  TList extends z.ZodObject,
> = {
  /** REST path segment and OpenAPI tag, e.g. 'clients' -> /api/clients. */
  path: string;
  /** Human name for messages: 'Client' -> 'Client not found'. */
  entity: string;
  updateMethod: 'PUT' | 'PATCH';
  repository: CrudRepository<T>;
  row: TRow;
  createInput: TCreate;
  updateInput: TUpdate;
  listInput: TList;
  /**
   * Date-value fields (spec: "converted to a date value on send"): a timestamp sent in one is stored
   * as the day it falls on in the company's time zone, before the hooks see the input.
   */
  dateFields?: ReadonlyArray<keyof z.output<TCreate> & string>;
  hooks?: CrudHooks<T, z.output<TCreate>, z.output<TUpdate>>;
  /** The values of the table's `status` column, when it has one people set: bulk `status` then applies. */
  statuses?: readonly [string, ...string[]];
  /** The column naming a row in a bulk refusal's message (default `name`). */
  labelColumn?: keyof Database[T] & string;
  /** The date column the list input's `from` and `to` bound (both days included), when it has them. */
  dateRange?: keyof Database[T] & string;
  /**
   * The OpenAPI document's examples: a create body, an update body and the row both answer (the list,
   * the read and the delete show the same row).
   */
  examples: ResourceExamples;
  /** The bulk action's examples, when not a delete of a few ids. */
  bulkExamples?: OperationExamples;
  /** The refusals of its writes beyond the shared ones (`meta.errors`): a unique value, a rule, a reference. */
  errors?: Partial<Record<'create' | 'update' | 'delete' | 'bulk', StatusReasons>>;
};

type ResourceExamples = {
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  row: Record<string, unknown> & { id?: unknown };
};

/** What a bulk delete's refusal says of a row, by the table whose rows still point at it. */
const REFERENCED_BY: Record<string, string> = {
  financial_records: 'have financial records',
  invoices: 'have invoices',
  reservations: 'have equipment reservations',
  invoice_payments: 'are recorded by invoice payments',
};

/**
 * The standard procedures of one resource: the documented REST calls (list, create, update, delete,
 * plus a read by id) and the paged `page` query the web app uses. Every write runs in one transaction;
 * an update carrying `version` fails with 409 when the row changed since. A plain object of procedures,
 * so a resource's router file composes them with its own: `router({ ...crudProcedures(config), summary })`.
 */
export function crudProcedures<
  T extends CrudTableName,
  TRow extends z.ZodObject,
  TCreate extends z.ZodObject,
  TUpdate extends z.ZodObject,
  TList extends z.ZodObject,
>(config: CrudProceduresConfig<T, TRow, TCreate, TUpdate, TList>) {
  const { path, entity, repository, hooks = {}, examples } = config;
  // The output schema checks every answer at run time; tRPC types its input, over a generic schema, as a
  // conditional type nothing can be assigned to.
  const toApi = (row: Selectable<Database[T]>, ctx: Context) =>
    assumeType<never>(hooks.toApi ? hooks.toApi(row, ctx) : toApiRow(row));
  const tags = [path];
  const names = resourceNames(path, entity);
  // Every list-input field besides paging, search and sort is an equality filter on the column of
  // the same name ('all' and absent values arrive as undefined and are ignored).
  const listParams = (input: unknown): ListParams => {
    const { search, limit, offset, sortBy, sortDir, ...rest } = input as ListInputShape &
      Record<string, never>;
    return { search, limit, offset, sortBy, sortDir, ...rangeAndFilters(rest) };
  };
  // `from` and `to` bound the date column (config.dateRange); every other field filters by equality.
  const rangeAndFilters = (
    fields: NonNullable<ListParams['filters']>,
  ): Pick<ListParams, 'filters' | 'range'> => {
    if (!config.dateRange) return { filters: fields };
    const { from, to, ...filters } = fields as typeof fields & { from?: string; to?: string };
    if (from !== undefined && to !== undefined && from > to) throw fieldError('from', DATE_RANGE_ORDER);
    return { filters, range: { column: config.dateRange, from, to } };
  };
  const updateWithId = config.updateInput.extend({ id: ZId });
  const nouns = resourceNouns(path, entity);
  const labelColumn = config.labelColumn ?? ('name' as keyof Database[T] & string);
  const bulkInput = makeBulkInput(config.listInput, { statuses: config.statuses, many: nouns.many });
  // A bulk filter is the list's input without paging and order: search, and the equality filters.
  const filterParams = (filter: Record<string, unknown>) => {
    const { search, ...rest } = filter as { search?: string } & Record<string, never>;
    return { search, ...rangeAndFilters(rest) };
  };
  const withCalendarDates = <I extends Record<string, unknown>>(db: Kysely<Database>, input: I) =>
    calendarDates(db, input, config.dateFields ?? []);

  return {
    list: protectedProcedure
      .meta({
        crud: { path, operation: 'list' },
        openapi: {
          method: 'GET',
          path: `/${path}`,
          tags,
          summary: `List ${names.many}`,
          description: `The ${names.many} as a JSON array, sorted by \`sortBy\`/\`sortDir\`. \`search\` matches case-insensitively; the other parameters filter by equality (\`all\` or absent: no filter). Page with \`limit\` (default 50, at most 500) and \`offset\`.`,
        },
        examples: { response: [examples.row] },
      })
      .input(config.listInput)
      .output(unchecked(z.array(config.row)))
      .query(async ({ ctx, input }) => {
        const rows = await repository.rows(ctx.db, listParams(input));
        return rows.map((row) => toApi(row, ctx));
      }),

    page: protectedProcedure
      .meta({ crud: { path, operation: 'page' } })
      .input(config.listInput)
      .output(unchecked(makeListResult(config.row)))
      .query(async ({ ctx, input }) => {
        const { items, total, totalIsLowerBound } = await repository.list(ctx.db, listParams(input));
        return { items: items.map((row) => toApi(row, ctx)), total, totalIsLowerBound };
      }),

    byId: protectedProcedure
      .meta({
        crud: { path, operation: 'byId' },
        entity,
        openapi: {
          method: 'GET',
          path: `/${path}/{id}`,
          tags,
          summary: `Read ${names.one}`,
          description: `One of the ${names.many}, by id.`,
        },
        examples: { response: examples.row },
      })
      .input(ZIdInput)
      .output(unchecked(config.row))
      .query(async ({ ctx, input }) => {
        const row = await repository.byId(ctx.db, input.id);
        if (!row) throw notFound(entity);
        return toApi(row, ctx);
      }),

    create: protectedProcedure
      .meta({
        crud: { path, operation: 'create' },
        openapi: {
          method: 'POST',
          path: `/${path}`,
          tags,
          summary: `Create ${names.one}`,
          description:
            'Answers 201 with the record as stored: its `id`, `version` 1, timestamps and the values the server keeps or derives.',
        },
        examples: { request: examples.create, response: examples.row },
        errors: config.errors?.create,
      })
      .input(config.createInput)
      .output(config.row)
      .mutation(async ({ ctx, input }) => {
        const row = await inTransaction(ctx.db, async (trx) => {
          // tRPC types a generic parser's input as a conditional type it cannot resolve; it is TCreate's output.
          const dated = await withCalendarDates(trx, input as z.output<TCreate>);
          const values = hooks.beforeCreate
            ? await hooks.beforeCreate(dated, ctx, trx)
            : asColumns<Insertable<Database[T]>>(dated);
          const inserted = await repository.insert(trx, values);
          return (await hooks.afterCreate?.(inserted, dated, ctx, trx)) ?? inserted;
        });
        return toApi(row, ctx);
      }),

    update: protectedProcedure
      .meta({
        crud: { path, operation: 'update' },
        entity,
        openapi: {
          method: config.updateMethod,
          path: `/${path}/{id}`,
          tags,
          summary: `Update ${names.one}`,
          description:
            'Changes the fields sent and leaves the others as they are. Send `version` as read to be refused with 409 when someone changed the record since; answers the record with its new `version`.',
        },
        examples: { request: examples.update, response: examples.row },
        errors: config.errors?.update,
      })
      .input(updateWithId)
      .output(config.row)
      .mutation(async ({ ctx, input }) => {
        const { id, version, ...sent } = input as { id: number; version?: number } & Record<string, unknown>;
        const row = await inTransaction(ctx.db, async (trx) => {
          const changes = await withCalendarDates(trx, sent);
          const existing = await repository.byIdForUpdate(trx, id);
          if (!existing) throw notFound(entity);
          // Checked before the hooks run, so a stale edit has no side effect (a campaign's metrics entry).
          if (version !== undefined && versionOf(existing) !== version) throw versionConflict();
          const values = hooks.beforeUpdate
            ? await hooks.beforeUpdate(changes as Omit<z.output<TUpdate>, 'version'>, ctx, existing, trx)
            : asColumns<Updateable<Database[T]>>(changes);
          const outcome = await repository.update(trx, id, values, version);
          if (outcome.status === 'not_found') throw notFound(entity);
          if (outcome.status === 'conflict') throw versionConflict();
          return outcome.row;
        });
        return toApi(row, ctx);
      }),

    bulk: protectedProcedure
      .meta({
        crud: { path, operation: 'bulk' },
        openapi: {
          method: 'POST',
          path: `/${path}/bulk`,
          tags,
          summary: `Delete ${nouns.many}${config.statuses ? ' or set their status' : ''} in bulk`,
          description: `All or nothing, in one transaction: \`action\` \`delete\`${config.statuses ? ' or `status` (with `status`)' : ''}, on the rows of \`ids\` (1 to ${BULK_IDS_MAX}; ids that no longer exist are skipped) or of \`filter\` (the list's search and filters, at most ${BULK_FILTER_MAX.toLocaleString('en-US')} matching rows, else 400). When one row cannot be deleted${config.statuses ? ' or changed' : ''}, nothing is, and the 409 names each such row and why (\`issues\`: one per row). Answers how many rows were deleted or changed; each is in the audit log.`,
        },
        examples: config.bulkExamples ?? {
          request: { action: 'delete', ids: [42, 57, 63] },
          response: { affected: 3 },
        },
        errors: config.errors?.bulk,
      })
      .input(bulkInput)
      .output(ZBulkResult)
      .mutation(async ({ ctx, input }) => {
        const { action, status, ids, filter } = input as {
          action: 'delete' | 'status';
          status?: string;
          ids?: number[];
          filter?: Record<string, unknown>;
        };
        const target = ids ? { ids } : { filter: filterParams(filter ?? {}) };
        return inTransaction(ctx.db, async (trx) => {
          const rows = await repository.lockForBulk(trx, target, labelColumn, BULK_FILTER_MAX);
          if (rows.length > BULK_FILTER_MAX)
            throw new TRPCError({ code: 'BAD_REQUEST', message: bulkTooManyMessage(nouns.many) });
          const labels = new Map(rows.map((row) => [row.id, row.label]));
          const refuse = (refused: BulkRefusedRow[]) => {
            throw rowsRefused(
              bulkRefusalMessage(action, refused, nouns.one, nouns.many),
              refused.map((row) => ({ id: row.id, name: row.name, message: bulkRowMessage(row) })),
            );
          };
          if (action === 'delete') {
            const outcome = await repository.removeAll(
              trx,
              rows.map((row) => row.id),
            );
            if ('deleted' in outcome) return { affected: outcome.deleted };
            return refuse(
              outcome.refused.map(({ id, referencedBy }) => ({
                id,
                name: labels.get(id) ?? `#${id}`,
                reason:
                  REFERENCED_BY[referencedBy] ??
                  `are still referenced by ${referencedBy.replaceAll('_', ' ')}`,
              })),
            );
          }
          if (!hooks.beforeUpdate) {
            const changed = await repository.setStatus(
              trx,
              rows.map((row) => row.id),
              status!,
            );
            return { affected: changed.length };
          }
          // The single update's rules apply to each row (an event back from cancelled must still fit its
          // equipment; a closed portal ends its client's sessions), in id order; every refusal is named.
          const refused: BulkRefusedRow[] = [];
          let affected = 0;
          for (const { id, label } of rows) {
            const existing = await repository.byIdForUpdate(trx, id);
            if (!existing || (existing as { status?: unknown }).status === status) continue;
            try {
              // A bulk status change is the update of the status alone, which every update schema allows.
              const changes = assumeType<Omit<z.output<TUpdate>, 'version'>>({ status });
              const values = await hooks.beforeUpdate(changes, ctx, existing, trx);
              const outcome = await repository.update(trx, id, values);
              if (outcome.status === 'updated') affected++;
            } catch (err) {
              // A rule's refusal (an AppError, or a TRPCError not of the database) is the row's.
              if (!(err instanceof AppError || (err instanceof TRPCError && !mapsFromDatabase(err))))
                throw err;
              refused.push({ id, name: label, reason: bulkStatusReason(status!), detail: err.message });
            }
          }
          if (refused.length > 0) return refuse(refused);
          return { affected };
        });
      }),

    delete: protectedProcedure
      .meta({
        crud: { path, operation: 'delete' },
        entity,
        openapi: {
          method: 'DELETE',
          path: `/${path}/{id}`,
          tags,
          summary: `Delete ${names.one}`,
          description: `Deletes one of the ${names.many} for good and answers its id.`,
        },
        examples: { response: { id: examples.row.id, deleted: true } },
        errors: config.errors?.delete,
      })
      .input(ZIdInput)
      .output(z.object({ id: z.int(), deleted: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const removed = await inTransaction(ctx.db, async (trx) => {
          await hooks.beforeDelete?.(input.id, ctx, trx);
          return repository.remove(trx, input.id);
        });
        if (!removed) throw notFound(entity);
        return { id: input.id, deleted: true as const };
      }),
  };
}

/** A refusal that is a database error's (a failed statement): the transaction is spoiled, so it ends the call. */
function mapsFromDatabase(err: TRPCError): boolean {
  return typeof err.cause === 'object' && err.cause !== null && 'code' in err.cause;
}

/** Replaces each timestamp in `fields` by the company's calendar date; reads the zone only when needed. */
async function calendarDates<I extends Record<string, unknown>>(
  db: Kysely<Database>,
  input: I,
  fields: readonly string[],
): Promise<I> {
  const stamped = fields.filter((field) => typeof input[field] === 'string' && !isCalendarDate(input[field]));
  if (stamped.length === 0) return input;
  const timeZone = await companyTimeZone(db);
  const dates = Object.fromEntries(
    stamped.map((field) => [field, toCalendarDate(input[field] as string, timeZone)]),
  );
  for (const [field, date] of Object.entries(dates)) {
    if (!isCalendarDate(date)) throw fieldError(field, INVALID_DATE);
  }
  return { ...input, ...dates };
}

/**
 * A validated input as the table's column values. Every CRUD input schema names columns of its table
 * (the API tests write each field and read it back); zod's output type cannot be related to Kysely's
 * table type generically, hence this one conversion.
 */
function asColumns<Columns>(input: Record<string, unknown>): Columns {
  return input as Columns;
}

/** The row's optimistic-concurrency version; every CRUD table has one (the `Timestamps` columns). */
function versionOf(row: object): unknown {
  return 'version' in row ? row.version : undefined;
}
