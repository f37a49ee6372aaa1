import { Readable } from 'node:stream';
import { companyTodayDate, type Database, type ExportParams, type Kysely } from '@app/db';
import { FINANCIAL_TYPES, ZDateString } from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { CategoryTotals, type CsvColumn, cellsOf, columnsOf, csvLines, rowOf } from '../lib/csv-export.ts';
import { ADMIN_ONLY, DATE_RANGE_ORDER } from '../lib/errors.ts';
import { EXPORT_RESOURCES, type ExportResource } from '../lib/export-resources.ts';
import { errorResponse } from '../openapi/errors.ts';
import type { RouteDocs } from '../openapi/route-docs.ts';
import { SIGNED_IN_SECURITY } from '../openapi/security.ts';
import { REASONS } from '../openapi/statuses.ts';
import { resourceNames } from '../openapi/tags.ts';

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

const NUL_REFUSED = (parameter: string) => `'${parameter}' must not contain a NUL character`;

/** The first query parameter holding a NUL character (U+0000) in its name or value, if any. */
function nulParameter(query: unknown): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (name.includes('\u0000') || values.some((v) => typeof v === 'string' && v.includes('\u0000')))
      return name.replaceAll('\u0000', '');
  }
  return undefined;
}

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
 * The download's name: the list and the range it covers (`financial-records-2026-01-01-to-2026-03-31.csv`,
 * `…-from-2026-01-01.csv`, `…-to-2026-03-31.csv`), else the day it was made.
 */
function fileName(path: string, range: ExportParams['range'], today: string): string {
  const { from, to } = range ?? {};
  if (from && to) return `${path}-${from}-to-${to}.csv`;
  if (from) return `${path}-from-${from}.csv`;
  if (to) return `${path}-to-${to}.csv`;
  return `${path}-${today}.csv`;
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
      const records = batch.map((read) => {
        const stored = read as Record<string, unknown>;
        const row = rowOf(resource.row, resource.toRow ? resource.toRow(stored) : stored);
        if (totals && resource.categoryTotals)
          totals.add({
            type: String(row.type),
            category: String(row.category),
            amount: String(row[resource.categoryTotals.amount]),
          });
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
 * `GET /api/{resource}/export.csv` for every list resource of EXPORT_RESOURCES: the rows the
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
      // Checked before anything is streamed: PostgreSQL refuses a NUL in text, and once the header row
      // has gone out that refusal could only cut the download short.
      const withNul = nulParameter(req.query);
      if (withNul !== undefined) {
        const message = NUL_REFUSED(withNul);
        return reply.code(400).send({ message, issues: [{ path: withNul, message }], requestId: req.id });
      }
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
      const name = fileName(resource.path, params.range, await companyTodayDate(app.db));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
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

/** What every export says of its file, and the financial records' totals section. */
const EXPORT_FORMAT =
  "UTF-8 with a byte order mark (so Excel reads it as UTF-8), CRLF line ends, a header row of the columns' names, then one row per record as `GET` of the list answers it: dates and timestamps ISO 8601, money as its two-decimal string, lists joined with `; `, empty cells for nulls. Against CSV injection (OWASP), any text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote, so a spreadsheet shows it as text instead of running it; money cells are numbers the server wrote and stay as they are.";
const FINANCIAL_TOTALS =
  " For an accountant: a record's client, event and vendor are named, not given by id; the income an invoice payment made carries the invoice's number and the payment's `Net`, `Tax` and `Gross` (its tax is its share of the invoice's tax in proportion to what has been paid, counted cumulatively, so an invoice's payments add up to its tax to the cent); a record entered by hand has its amount as `Gross` and empty `Net` and `Tax`, its tax not being known." +
  ' `from` and `to` keep the records of those dates (both included), and the rows are followed by the totals of the records exported, in the same file: after one blank line, a header `Type,Category,Records,Total`, one row per type and category (income first), a row `All income` and `All expenses` per type, and a last row `Net (income - expense)`. A program reading the records stops at the first blank line. One file rather than two, so the totals always match the rows they sum.';

/** `GET /{resource}/export.csv` of a list resource; its list parameters are added by addExportParameters. */
function exportOperation(resource: ExportResource) {
  const names = resourceNames(resource.path, resource.path);
  const range = resource.dateRange
    ? ['from', 'to'].map((name) => ({
        in: 'query',
        name,
        description: `${name === 'from' ? 'The first' : 'The last'} date of the records to export (\`${resource.dateRange}\`, included).`,
        schema: { type: 'string', format: 'date' },
        example: name === 'from' ? '2026-01-01' : '2026-03-31',
      }))
    : [];
  return {
    get: {
      operationId: `${resource.path}-export`,
      tags: [resource.path],
      summary: `Export ${names.many} as CSV${resource.adminOnly ? ' (admin)' : ''}`,
      description: `Every one of the ${names.many} the list keeps for the same \`search\`, filters and \`sortBy\`/\`sortDir\` (not paged: \`limit\` and \`offset\` are ignored), in the list's order, as a CSV download named \`${resource.path}-YYYY-MM-DD.csv\` (the company's today)${resource.dateRange ? `, or for a range \`${resource.path}-FROM-to-TO.csv\` (\`-from-FROM\`, \`-to-TO\` with one end)` : ''}. Streamed as it is read from the database, so a large export starts at once and the server holds a few hundred rows at a time. ${EXPORT_FORMAT}${resource.categoryTotals ? FINANCIAL_TOTALS : ''}`,
      security: SIGNED_IN_SECURITY,
      parameters: range,
      responses: {
        200: {
          description: 'The CSV file, to download.',
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the file name.',
              schema: { type: 'string' },
              example: `attachment; filename="${resource.path}-2026-03-31.csv"`,
            },
          },
          content: {
            'text/csv': {
              schema: { type: 'string' },
              example: resource.categoryTotals
                ? 'ID,Date,Type,Category,Description,Client,Event,Vendor,Invoice number,Net,Tax,Gross,…\r\n12,2026-01-15,income,Event Services,Payment for invoice INV-2026-0001,Northwind Traders,Spring Gala,,INV-2026-0001,1102.64,97.86,1200.50,…\r\n\r\nType,Category,Records,Total\r\nincome,Event Services,1,1200.50\r\nincome,All income,1,1200.50\r\nexpense,All expenses,0,0.00\r\n,Net (income - expense),,1200.50\r\n'
                : 'ID,Name,…\r\n42,"\'=HYPERLINK(""http://evil"",""x"")",…\r\n',
            },
          },
        },
        400: errorResponse(400, [
          {
            key: 'invalidInput',
            summary: 'A parameter is invalid (as for the list): `issues` names each one.',
            message: 'Invalid option: expected one of …',
            issues: [{ path: 'sortBy', message: 'Invalid option: expected one of …' }],
          },
        ]),
        401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
        403: errorResponse(
          403,
          resource.adminOnly
            ? [REASONS.adminOnly, REASONS.twoFactorSetupPending]
            : [REASONS.twoFactorSetupPending],
        ),
        503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
      },
    },
  };
}

/**
 * Gives each export the query parameters of its list operation (as the document describes them),
 * without `limit` and `offset` and those it describes itself, ahead of its own.
 */
function addExportParameters(paths: Record<string, Record<string, { parameters?: unknown[] }>>): void {
  for (const resource of EXPORT_RESOURCES) {
    const list = paths[`/${resource.path}`]?.get?.parameters ?? [];
    const exported = paths[`/${resource.path}/export.csv`]?.get;
    if (!exported) continue;
    const own = exported.parameters ?? [];
    // The export's own description of a parameter (its date range) wins over the list's.
    const ownNames = own.map((p) => (p as { name: string }).name);
    const kept = list.filter((p) => ![...ownNames, 'limit', 'offset'].includes((p as { name: string }).name));
    exported.parameters = [...structuredClone(kept), ...own];
  }
}

/** The documentation of every export above. */
export const csvExportOpenApi: RouteDocs = {
  // Made when read: the summaries name each resource as its router declares it (defineTag), and the
  // routers are evaluated after this module.
  get paths() {
    return Object.fromEntries(
      EXPORT_RESOURCES.map((resource) => [`/${resource.path}/export.csv`, exportOperation(resource)]),
    );
  },
  complete: addExportParameters,
};

export default csvExportPlugin;
