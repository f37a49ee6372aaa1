/*
 * The ceiling: the same clients page and search as the app answers, done by a bare Fastify route on a
 * bare pg.Pool (no session, no tRPC, no validation, no Kysely), so the benchmark can tell how much of
 * the machine the framework layers leave. The SQL is the app's own (createCrudRepository's list in
 * packages/db: the page, then the total from the trigger-kept counters, or a count when searching);
 * the answer has the same shape ({ items, total }, camelCase, ISO dates).
 *
 * Env: DATABASE_URL, PORT (default 3901), POOL_MAX (default 10, the app's pool size).
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});
// numeric stays a string, as in the app.
pg.types.setTypeParser(1700, (value) => value);

const columns = `id, name, industry, contact_name as "contactName", contact_email as "contactEmail",
  contact_phone as "contactPhone", address, status, revenue, events_count as "eventsCount",
  created_at as "createdAt", updated_at as "updatedAt", version`;
const searchWhere = 'name ilike $1 or contact_name ilike $1 or contact_email ilike $1';

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = Record<string, unknown> & { createdAt: Date; updatedAt: Date };
const toJson = (rows: Row[]) =>
  rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));

const app = Fastify({ logger: false });

app.get<{ Querystring: { search?: string; limit?: string; offset?: string } }>('/clients', async (req) => {
  const limit = Math.min(500, Number(req.query.limit ?? 50));
  const offset = Number(req.query.offset ?? 0);
  const search = req.query.search?.trim();
  if (!search) {
    const [items, total] = await Promise.all([
      pool.query<Row>(`select ${columns} from clients order by created_at desc, id desc limit $1 offset $2`, [
        limit,
        offset,
      ]),
      pool.query<{ total: number }>(
        "select coalesce(sum(row_count), 0)::int as total from status_counts where table_name = 'clients'",
      ),
    ]);
    return { items: toJson(items.rows), total: total.rows[0]?.total ?? 0 };
  }
  const pattern = likePattern(search);
  const [items, total] = await Promise.all([
    pool.query<Row>(
      `select ${columns} from clients where ${searchWhere} order by created_at desc, id desc limit $2 offset $3`,
      [pattern, limit, offset],
    ),
    pool.query<{ total: number }>(`select count(*)::int as total from clients where ${searchWhere}`, [
      pattern,
    ]),
  ]);
  return { items: toJson(items.rows), total: total.rows[0]?.total ?? 0 };
});

const recordColumns = `id, type, category, description, amount, date, payment_method as "paymentMethod", reference,
  client_id as "clientId", event_id as "eventId", vendor_id as "vendorId", tax_deductible as "taxDeductible", notes,
  attachments, created_at as "createdAt", updated_at as "updatedAt", version`;
// date stays 'YYYY-MM-DD', as in the app.
pg.types.setTypeParser(1082, (value) => value);

app.get<{ Querystring: { type?: string; limit?: string; offset?: string } }>(
  '/financial-records',
  async (req) => {
    const limit = Math.min(500, Number(req.query.limit ?? 50));
    const offset = Number(req.query.offset ?? 0);
    const type = req.query.type ?? 'income';
    const [items, total] = await Promise.all([
      pool.query<Row>(
        `select ${recordColumns} from financial_records where type = $1 order by date desc, id desc limit $2 offset $3`,
        [type, limit, offset],
      ),
      pool.query<{ total: number }>(
        'select coalesce(sum(record_count), 0)::int as total from financial_totals where type = $1',
        [type],
      ),
    ]);
    return { items: toJson(items.rows), total: total.rows[0]?.total ?? 0 };
  },
);

app.addHook('onClose', () => pool.end());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.stdout.write('ceiling ready\n');
