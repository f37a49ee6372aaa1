/*
 * The ceiling: the same clients, income records, invoices, events and inventory pages and searches, and
 * the event page's and an item's availability calls, as the app answers, done
 * by bare Fastify routes on a bare pg.Pool (no session, no tRPC, no validation, no Kysely), so the
 * benchmark can tell how much of the machine the framework layers leave. The SQL is the app's own
 * (createCrudRepository's list and invoicesPage in packages/db: the page, then the total from the
 * trigger-kept counters, or when searching a count of at most 10,001 matches, LIST_TOTAL_CAP + 1); the
 * answer has the same shape ({ items, total, totalIsLowerBound }, camelCase, ISO dates).
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
  created_at as "createdAt", updated_at as "updatedAt", version,
  (select coalesce(sum(i.total - i.paid), 0)::numeric(14, 2)::text from invoices i
    where i.client_id = clients.id and i.status in ('sent', 'partially_paid')) as outstanding`;
// The clients' one lower-cased search text, as the app searches it (migration 0046; no search here holds a line break).
const searchWhere = 'search_text like lower($1)';

/** The app's list totals: exact up to 10,000 (LIST_TOTAL_CAP), then 10,000 with totalIsLowerBound. */
const CAP = 10_000;
const bounded = (matching: string) => `select count(*)::int as total from (${matching} limit ${CAP + 1}) m`;
const capped = (n: number) =>
  n > CAP ? { total: CAP, totalIsLowerBound: true } : { total: n, totalIsLowerBound: false };
const exact = (n: number) => ({ total: n, totalIsLowerBound: false });

/**
 * A search's count, planned as the app plans it (countUpTo in packages/db's crud.repository.ts): when the
 * term has a trigram, in its own transaction with table scans off, so that it reads the trigram indexes.
 */
async function searchCount(text: string, values: unknown[], term: string) {
  if (!/[\p{L}\p{N}]{3}/u.test(term)) return pool.query<{ total: number }>(text, values);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const result = await client.query<{ total: number }>(text, values);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

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
    return { items: toJson(items.rows), ...exact(total.rows[0]?.total ?? 0) };
  }
  const pattern = likePattern(search);
  // The page's ids first, from the sort index that includes the search text (as the app reads a broad
  // search's page: searchInSortIndex, migration 0047), then their rows.
  const [items, total] = await Promise.all([
    pool.query<Row>(
      `select ${columns} from clients where id in (select id from clients where ${searchWhere}
        order by created_at desc, id desc limit $2 offset $3) order by created_at desc, id desc`,
      [pattern, limit, offset],
    ),
    searchCount(bounded(`select 1 from clients where ${searchWhere}`), [pattern], search),
  ]);
  return { items: toJson(items.rows), ...capped(total.rows[0]?.total ?? 0) };
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
    return { items: toJson(items.rows), ...exact(total.rows[0]?.total ?? 0) };
  },
);

// The invoices list as packages/db invoices.repository.ts reads it: the page with each
// invoice's client and event names, its balance and whether it is overdue; the total from the kept
// status_counts without a search, else from a short page or a bounded count; then the page's lines.
const invoiceColumns = `i.id, i.number, i.status, i.client_id as "clientId", i.event_id as "eventId",
  i.issue_date as "issueDate", i.due_date as "dueDate", i.payment_terms as "paymentTerms", i.notes,
  i.discount, i.subtotal, i.tax, i.total, i.paid, i.void_reason as "voidReason", i.sent_at as "sentAt",
  i.paid_at as "paidAt", i.voided_at as "voidedAt", i.created_at as "createdAt", i.updated_at as "updatedAt",
  i.version, (select c.name from clients c where c.id = i.client_id) as "clientName",
  (select e.name from events e where e.id = i.event_id) as "eventName", (i.total - i.paid)::text as balance,
  (i.status in ('sent', 'partially_paid') and i.due_date < (select company_today())) as overdue`;
const invoicePage = (where: string, firstParameter: number) =>
  `select ${invoiceColumns} from invoices i
  ${where} order by i.created_at desc, i.id desc limit $${firstParameter} offset $${firstParameter + 1}`;
const invoiceSearch = `where i.id in (select id from invoices where number ilike $1
  union select id from invoices where client_id in (select id from clients where name ilike $1)
  union select id from invoices where event_id in (select id from events where name ilike $1))`;

type InvoiceRow = Row & { id: number; sentAt: Date | null; paidAt: Date | null; voidedAt: Date | null };
type LineRow = { invoiceId: number } & Record<string, unknown>;

async function withLines(rows: InvoiceRow[]) {
  if (rows.length === 0) return [];
  const lines = await pool.query<LineRow>(
    `select invoice_id as "invoiceId", description, quantity, unit_price as "unitPrice", tax_rate as "taxRate",
      amount, tax from invoice_items where invoice_id in (${rows.map((_, index) => `$${index + 1}`).join(', ')})
      order by invoice_id, position`,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    items: lines.rows.filter((line) => line.invoiceId === row.id).map(({ invoiceId: _, ...line }) => line),
  }));
}

app.get<{ Querystring: { search?: string; limit?: string; offset?: string } }>('/invoices', async (req) => {
  const limit = Math.min(500, Number(req.query.limit ?? 50));
  const offset = Number(req.query.offset ?? 0);
  const search = req.query.search?.trim();
  if (!search) {
    const [page, total] = await Promise.all([
      pool.query<InvoiceRow>(invoicePage('', 1), [limit, offset]),
      pool.query<{ total: number }>(
        "select coalesce(sum(row_count), 0)::int as total from status_counts where table_name = 'invoices'",
      ),
    ]);
    return { items: await withLines(page.rows), ...exact(total.rows[0]?.total ?? 0) };
  }
  const pattern = likePattern(search);
  const page = await pool.query<InvoiceRow>(invoicePage(invoiceSearch, 2), [pattern, limit, offset]);
  const items = await withLines(page.rows);
  if (items.length < limit && (items.length > 0 || offset === 0))
    return { items, ...exact(offset + items.length) };
  if (offset + items.length > CAP) return { items, ...capped(CAP + 1) };
  const total = await pool.query<{ total: number }>(bounded(`select 1 from invoices i ${invoiceSearch}`), [
    pattern,
  ]);
  return { items, ...capped(total.rows[0]?.total ?? 0) };
});

// The event page and equipment, as packages/db reads them: events.repository.ts's list
// (every column, what the event's invoices come to, ordered by the kept profit from events_profit_idx),
// inventory.repository.ts's list with each item's reservedNext30Days, and reservations.repository.ts's
// eventMoneyAndSpan, eventReservations, eventSpan, itemQuantity and itemReservedByDay, in the order the
// procedures run them. The answers drop what the app's output schemas drop (events' span, income, expenses).
const issuedInvoices = (figure: 'total' | 'paid') =>
  `(select coalesce(sum(i.${figure}), 0)::numeric(14, 2)::text from invoices i
    where i.event_id = "events"."id" and i.status in ('sent', 'partially_paid', 'paid'))`;
const eventColumns = `id, name, type, client_id as "clientId", client_name as "clientName", date, time,
  end_date as "endDate", setup_days as "setupDays", teardown_days as "teardownDays", venue, budget, status,
  description, created_at as "createdAt", updated_at as "updatedAt", version, span, income, expenses, profit,
  ${issuedInvoices('total')} as "invoiced", ${issuedInvoices('paid')} as "paid"`;
const eventSorts = new Set(['profit', 'date', 'budget', 'name', 'created_at']);

app.get<{ Querystring: { sortBy?: string; sortDir?: string; limit?: string; offset?: string } }>(
  '/events',
  async (req) => {
    const limit = Math.min(500, Number(req.query.limit ?? 50));
    const offset = Number(req.query.offset ?? 0);
    const sortBy = eventSorts.has(req.query.sortBy ?? '') ? req.query.sortBy : 'profit';
    const dir = req.query.sortDir === 'asc' ? 'asc' : 'desc';
    const { rows } = await pool.query<Row>(
      `select ${eventColumns} from "events" order by "${sortBy}" ${dir}, "id" ${dir} limit $1 offset $2`,
      [limit, offset],
    );
    return rows.map(({ span: _s, income: _i, expenses: _e, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
);

const reservedNext30Days = `(select coalesce(max(per_day.reserved), 0)::int from (
    select sum(r.quantity) as reserved
    from reservations r
    join events e on e.id = r.event_id and e.status <> 'cancelled'
    cross join lateral generate_series(greatest(lower(e.span), (select company_today())),
      least(upper(e.span) - 1, (select company_today()) + 29), interval '1 day') as d (day)
    where r.inventory_id = "inventory"."id" and r.status <> 'returned'
      and e.span && daterange((select company_today()), (select company_today()) + 30)
    group by d.day) as per_day)`;
const inventoryColumns = `id, name, sku, category, quantity, min_quantity as "minQuantity", unit_value as "unitValue",
  status, description, created_at as "createdAt", updated_at as "updatedAt", version,
  ${reservedNext30Days} as "reservedNext30Days"`;

/** GET /api/inventory (an array) and, with `page=1`, inventory.page: the same page and its bounded total. */
app.get<{ Querystring: { limit?: string; offset?: string; page?: string } }>('/inventory', async (req) => {
  const limit = Math.min(500, Number(req.query.limit ?? 50));
  const offset = Number(req.query.offset ?? 0);
  const { rows } = await pool.query<Row>(
    `select ${inventoryColumns} from "inventory" order by "created_at" desc, "id" desc limit $1 offset $2`,
    [limit, offset],
  );
  const items = toJson(rows);
  if (req.query.page !== '1') return items;
  if (items.length < limit && (items.length > 0 || offset === 0))
    return { items, ...exact(offset + items.length) };
  if (offset + items.length > CAP) return { items, ...capped(CAP + 1) };
  const total = await pool.query<{ total: number }>(bounded('select 1 from "inventory"'));
  return { items, ...capped(total.rows[0]?.total ?? 0) };
});

const reservationRows = `select r.id, r.event_id as "eventId", r.inventory_id as "inventoryId", i.name as "itemName",
  i.sku, r.quantity, r.status, r.returned_quantity as "returnedQuantity", r.shortfall_reason as "shortfallReason",
  r.checked_out_at as "checkedOutAt", r.returned_at as "returnedAt", r.created_at as "createdAt",
  r.updated_at as "updatedAt", r.version
  from reservations as r inner join inventory as i on i.id = r.inventory_id
  where r.event_id = $1 order by i.name, r.id`;
type ReservationRow = Row & { checkedOutAt: Date | null; returnedAt: Date | null };
const eventReservations = async (eventId: number) =>
  (await pool.query<ReservationRow>(reservationRows, [eventId])).rows.map((row) => ({
    ...row,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));

app.get<{ Params: { id: string } }>('/events/:id/summary', async (req, reply) => {
  const { rows } = await pool.query(
    `select id, income::text as income, expenses::text as expenses, profit::text as profit, budget::text as budget,
      lower(span)::text as "spanFrom", (upper(span) - 1)::text as "spanTo",
      (select coalesce(sum(i.total), 0)::numeric(14, 2)::text from invoices i
        where i.event_id = events.id and i.status in ('sent', 'partially_paid', 'paid')) as invoiced,
      (select coalesce(sum(i.paid), 0)::numeric(14, 2)::text from invoices i
        where i.event_id = events.id and i.status in ('sent', 'partially_paid', 'paid')) as paid
    from events where id = $1`,
    [Number(req.params.id)],
  );
  const event = rows[0];
  if (!event) return reply.code(404).send({ message: 'Event not found' });
  const { id, ...figures } = event;
  return { eventId: id, ...figures, reservations: await eventReservations(id) };
});

app.get<{ Params: { id: string } }>('/events/:id/reservations', async (req, reply) => {
  const id = Number(req.params.id);
  const reservations = await eventReservations(id);
  if (reservations.length > 0) return reservations;
  // As the app: only an empty list asks whether the event exists.
  const { rows } = await pool.query(
    `select lower(span)::text as "from", (upper(span) - 1)::text as "to", status = 'cancelled' as cancelled
    from events where id = $1`,
    [id],
  );
  if (!rows[0]) return reply.code(404).send({ message: 'Event not found' });
  return reservations;
});

app.get<{ Params: { id: string }; Querystring: { from: string; to: string } }>(
  '/inventory/:id/availability',
  async (req, reply) => {
    const id = Number(req.params.id);
    const item = await pool.query<{ quantity: number }>('select quantity from inventory where id = $1', [id]);
    const quantity = item.rows[0]?.quantity;
    if (quantity === undefined) return reply.code(404).send({ message: 'Inventory item not found' });
    const days = await pool.query<{ date: string; reserved: number }>(
      `select d.day::date::text as date, coalesce(sum(r.quantity), 0)::int as reserved
      from generate_series($1::date, $2::date, interval '1 day') as d (day)
      left join (reservations r join events e on e.id = r.event_id and e.status <> 'cancelled')
        on r.inventory_id = $3 and r.status <> 'returned' and e.span @> d.day::date
      group by d.day
      order by d.day`,
      [req.query.from, req.query.to, id],
    );
    return {
      inventoryId: id,
      quantity,
      days: days.rows.map((day) => ({ ...day, free: quantity - day.reserved })),
    };
  },
);

app.addHook('onClose', () => pool.end());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.stdout.write('ceiling ready\n');
