import { Readable } from 'node:stream';
import { companyTodayDate, type Database, type ExportParams, type Kysely } from '@app/db';
import { FINANCIAL_TYPES, ZDateString } from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { CategoryTotals, type CsvColumn, cellsOf, columnsOf, csvLines, rowOf } from '../lib/csv-export.ts';
import { ADMIN_ONLY } from '../lib/errors.ts';
import { EXPORT_RESOURCES, type ExportResource } from '../lib/export-resources.ts';

/** Rows read from the database at a time: what the server holds of an export at once. */
const BATCH_SIZE = 500;

/**
 * Exports reading the database at once, per instance. Each holds a pooled connection (its cursor's
 * transaction) as long as its download lasts, so a few slow downloads must not take the pool (10) from
 * every other request: the others wait their turn, their headers already sent.
 */
const EXPORT_CONCURRENCY = 4;

/** Waits for one of `limit`'s slots and holds it until the returned release is called. */
export async function holdSlot(limit: LimitFunction): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await new Promise<void>((acquired) => {
    void limit(() => {
      acquired();
      return held;
    });
  });
  return release;
}

const DATE_RANGE_ORDER = "'from' must not be after 'to'";

/**
 * The query an export takes: the list's own input without paging (search, filters, sortBy, sortDir,
 * with the list's defaults), and for a resource with a date range `from` and `to` (both included).
 */
function exportQuery(resource: ExportResource) {
  const list = resource.listInput.omit({ limit: true, offset: true });
  if (!resource.dateRange) return list;
  return list
    .extend({ from: ZDateString.optional(), to: ZDateString.optional() })
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: DATE_RANGE_ORDER,
      path: ['from'],
    });
}

/** The validated query as the repository's export parameters: every field besides search and sort filters by equality. */
function exportParams(resource: ExportResource, query: Record<string, unknown>): ExportParams {
  const { search, sortBy, sortDir, from, to, ...filters } = query as {
    search?: string;
    sortBy?: string;
    sortDir?: 'asc' | 'desc';
    from?: string;
    to?: string;
  } & Record<string, string | number | boolean | null | undefined>;
  return {
    search,
    sortBy,
    sortDir,
    filters,
    ...(resource.dateRange ? { range: { column: resource.dateRange, from, to } } : {}),
  };
}

/**
 * The export as CSV text, chunk by chunk: a byte order mark (so Excel reads UTF-8) and the header
 * row, then each batch of rows as it is read, then for financial records a blank line and the totals
 * per category of the rows above. A generator, pulled by the response as the client reads it: nothing
 * is read from the database before the answer's headers are sent, and a batch is read only once the
 * previous one has gone out (csv-stringify writes each batch; its stream form would start reading as
 * soon as it is piped, before the response takes it).
 */
async function* csvChunks(
  db: Kysely<Database>,
  resource: ExportResource,
  params: ExportParams,
  columns: CsvColumn[],
  limit: LimitFunction,
): AsyncGenerator<string> {
  yield csvLines([columns.map((column) => column.header)], { bom: true });
  const release = await holdSlot(limit);
  try {
    const totals = resource.categoryTotals ? new CategoryTotals() : undefined;
    for await (const batch of resource.repository.batches(db, params, BATCH_SIZE)) {
      const records = batch.map((stored) => {
        const row = rowOf(resource.row, stored as Record<string, unknown>);
        totals?.add(row as { type: string; category: string; amount: string });
        return cellsOf(columns, row);
      });
      yield csvLines(records);
    }
    if (totals) yield `\r\n${csvLines(totals.rows(FINANCIAL_TYPES))}`;
  } finally {
    release();
  }
}

/**
 * `GET /api/{resource}/export.csv` (issue 19) for every list resource of EXPORT_RESOURCES: the rows the
 * list's search, filters and sort keep, all of them, streamed as CSV (see csvChunks) from a database
 * cursor, so an export of 100,000 rows holds one batch in memory. Staff only, like the REST lists: a
 * session or a personal API token; a client portal session is no staff session (401). At most
 * `concurrency` exports read the database at once (EXPORT_CONCURRENCY); the next waits for a slot.
 */
const csvExportPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts; concurrency?: number }> = async (
  app,
  { timeouts, concurrency = EXPORT_CONCURRENCY },
) => {
  const limit = pLimit(concurrency);
  app.addHook('preHandler', async (req, reply) => {
    const caller = await staffCaller(app.db, req, timeouts);
    if ('refusal' in caller)
      return reply.code(caller.refusal.status).send({ message: caller.refusal.message, requestId: req.id });
    req.exportCaller = caller.user;
  });

  for (const resource of EXPORT_RESOURCES) {
    const query = exportQuery(resource);
    const columns = columnsOf(resource.row);
    app.get(`/api/${resource.path}/export.csv`, async (req, reply) => {
      if (resource.adminOnly && req.exportCaller?.role !== 'admin')
        return reply.code(403).send({ message: ADMIN_ONLY, requestId: req.id });
      const parsed = query.safeParse(req.query ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          path: i.path.map(String).join('.'),
          message: i.message,
        }));
        return reply
          .code(400)
          .send({ message: issues[0]?.message ?? 'Invalid input', issues, requestId: req.id });
      }
      const params = exportParams(resource, parsed.data as Record<string, unknown>);
      const today = await companyTodayDate(app.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource.path}-${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvChunks(app.db, resource, params, columns, limit)));
    });
  }
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member an export answers (set by the plugin's preHandler). */
    exportCaller?: { role: 'admin' | 'manager' | 'user' };
  }
}

export default csvExportPlugin;
