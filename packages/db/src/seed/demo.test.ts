import { EMAIL_TEMPLATE_PURPOSES } from '@app/domain/email-templates/email-template.schema.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignLeadFigures } from '../leads/leads.repository.ts';
import type { TableName } from '../schema.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { demoSeedCounts, seedDemo } from './demo.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('seedDemo', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemo(testDb.db, { now });
  });
  afterAll(() => testDb?.close());

  const count = async (table: TableName) => {
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(
      testDb.db,
    );
    return rows[0]?.count;
  };

  it.each(Object.entries(demoSeedCounts))('creates %s rows: %i', async (table, expected) => {
    expect(await count(table as TableName)).toBe(expected);
  });

  it('reserves equipment without over-booking any day, and fills every chair on the busy Saturday', async () => {
    // Per item and day, what reserved and checked-out reservations of live events hold, against the stock.
    const { rows } = await sql<{ name: string; day: string; reserved: number; quantity: number }>`
      select i.name, d.day::date::text as day, sum(r.quantity)::int as reserved, i.quantity
      from reservations r join events e on e.id = r.event_id and e.status <> 'cancelled'
      join inventory i on i.id = r.inventory_id
      cross join lateral generate_series(lower(e.span), upper(e.span) - 1, interval '1 day') as d (day)
      where r.status <> 'returned'
      group by i.name, i.quantity, d.day order by d.day`.execute(testDb.db);
    expect(rows.filter((row) => row.reserved > row.quantity)).toEqual([]);
    const saturday = rows.find((row) => row.name === 'Chiavari Chair (Gold)');
    expect(saturday).toBeDefined();
    expect(new Date(`${saturday!.day}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(saturday!.reserved).toBe(saturday!.quantity);
    const states = await testDb.db.selectFrom('reservations').select('status').execute();
    expect(new Set(states.map((row) => row.status))).toEqual(
      new Set(['reserved', 'checked_out', 'returned']),
    );
  });

  it('fills in the company settings', async () => {
    const settings = await testDb.db.selectFrom('company_settings').selectAll().execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]?.companyName).toBe('Harbor & Vine Events');
  });

  it('writes one e-mail template for each purpose, each naming merge fields', async () => {
    const rows = await testDb.db.selectFrom('email_templates').selectAll().orderBy('purpose').execute();
    // And the inquiry form's auto-reply, for any message.
    expect(rows.map((row) => row.purpose).filter((purpose) => purpose !== null)).toEqual(
      [...EMAIL_TEMPLATE_PURPOSES].sort(),
    );
    for (const row of rows) {
      expect(row.subject, row.name).toMatch(/\{\{[a-z]+\.[a-zA-Z]+\}\}/);
      expect(row.html, row.name).toContain('{{client.contactName}}');
    }
    // The product's own invoice, receipt and reminder e-mails are written from the demo's templates.
    expect(rows.filter((row) => row.inUse).map((row) => row.purpose)).toEqual([
      'invoice',
      'receipt',
      'reminder',
    ]);
  });

  it('is idempotent: a second run writes nothing', async () => {
    expect(await seedDemo(testDb.db, { now })).toEqual({ seeded: false, counts: {} });
    expect(await count('clients')).toBe(demoSeedCounts.clients);
    expect(await count('financial_records')).toBe(demoSeedCounts.financial_records);
  });

  it('has events in every status, in the past and the future, all linked to clients', async () => {
    const events = await testDb.db.selectFrom('events').select(['status', 'date', 'clientId']).execute();
    expect(new Set(events.map((event) => event.status))).toEqual(
      new Set(['planning', 'confirmed', 'in_progress', 'completed', 'cancelled']),
    );
    expect(events.some((event) => event.date < '2026-11-01')).toBe(true);
    expect(events.some((event) => event.date > '2027-01-01')).toBe(true);
    expect(events.every((event) => event.clientId !== null)).toBe(true);
  });

  it('has low and out-of-stock inventory', async () => {
    const statuses = await testDb.db.selectFrom('inventory').select('status').execute();
    const tally = (status: string) => statuses.filter((row) => row.status === status).length;
    expect(tally('low_stock')).toBeGreaterThan(0);
    expect(tally('out_of_stock')).toBeGreaterThan(0);
    expect(tally('in_stock')).toBeGreaterThan(20);
  });

  it('spreads financial records over the past 12 months with links that match their type', async () => {
    const { rows } = await sql<{
      type: string;
      n: number;
      withClient: number;
      withVendor: number;
      minDate: string;
      maxDate: string;
    }>`
      select type, count(*) as n, count(client_id) as with_client, count(vendor_id) as with_vendor,
        min(date) as min_date, max(date) as max_date
      from financial_records group by type order by type`.execute(testDb.db);
    const [expense, income] = rows;
    expect(income?.withClient).toBe(income?.n);
    expect(income?.withVendor).toBe(0);
    expect(expense?.withClient).toBe(0);
    expect(expense?.withVendor).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.minDate >= '2025-11-22').toBe(true);
      expect(row.maxDate <= '2026-11-22').toBe(true);
    }
  });

  it('leaves derived client values equal to a full recount', async () => {
    const { rows } = await sql<{ mismatches: number; revenueTotal: string }>`
      select count(*) filter (where c.events_count <> coalesce(e.n, 0) or c.revenue <> coalesce(f.total, 0)) as mismatches,
        sum(c.revenue)::text as revenue_total
      from clients c
      left join (select client_id, count(*) as n from events group by client_id) e on e.client_id = c.id
      left join (select client_id, sum(amount) as total from financial_records where type = 'income'
                 group by client_id) f on f.client_id = c.id`.execute(testDb.db);
    expect(rows[0]?.mismatches).toBe(0);
    expect(Number(rows[0]?.revenueTotal)).toBeGreaterThan(0);
  });

  it('stores no business-info password and hashes portal passwords with argon2id', async () => {
    const secrets = await testDb.db.selectFrom('business_info').select('passwordCiphertext').execute();
    expect(secrets.every((row) => row.passwordCiphertext === null)).toBe(true);
    const portals = await testDb.db.selectFrom('client_portals').select('passwordHash').execute();
    expect(portals.every((row) => row.passwordHash.startsWith('$argon2id$'))).toBe(true);
  });

  it('gives every portal an event of its own client (the portal form requires one)', async () => {
    const portals = await testDb.db
      .selectFrom('client_portals')
      .leftJoin('events', 'events.id', 'client_portals.eventId')
      .select([
        'client_portals.clientId',
        'client_portals.eventName',
        'events.clientId as eventClientId',
        'events.name',
      ])
      .execute();
    expect(portals.length).toBeGreaterThan(0);
    for (const portal of portals) {
      expect(portal.eventName).toBe(portal.name);
      expect(portal.eventClientId).toBe(portal.clientId);
    }
  });

  it('has invoices in every state, numbered in issue order, overdue ones past due in the company zone', async () => {
    const invoices = await testDb.db
      .selectFrom('invoices')
      .select(['number', 'status', 'issueDate', 'dueDate', 'voidReason', 'total', 'paid'])
      .orderBy('issueDate')
      .orderBy('id')
      .execute();
    const today = '2026-11-22'; // `now` in the test database's zone (UTC)
    const tally = (keep: (invoice: (typeof invoices)[number]) => boolean) => invoices.filter(keep).length;
    const open = (invoice: (typeof invoices)[number]) =>
      invoice.status === 'sent' || invoice.status === 'partially_paid';
    expect(tally((i) => i.status === 'draft')).toBe(2);
    expect(tally((i) => i.status === 'paid' && i.paid === i.total)).toBe(4);
    expect(tally((i) => i.status === 'void' && i.voidReason !== null)).toBe(1);
    expect(tally((i) => open(i) && i.dueDate < today)).toBe(2);
    expect(tally((i) => i.status === 'sent' && i.dueDate < today)).toBe(1);
    expect(tally((i) => i.status === 'partially_paid' && i.dueDate < today)).toBe(1);
    expect(tally((i) => i.status === 'partially_paid' && i.dueDate >= today)).toBe(1);
    expect(tally((i) => i.status === 'sent' && i.dueDate >= today)).toBe(4);
    // Issued ones numbered 1, 2, 3 … of their year in the order of their issue dates; drafts unnumbered.
    const issued = invoices.filter((invoice) => invoice.status !== 'draft');
    expect(issued.map((invoice) => invoice.number)).toEqual(
      issued.map((_invoice, index) => `INV-2026-${String(index + 1).padStart(4, '0')}`),
    );
    expect(issued.every((invoice) => invoice.issueDate! <= today)).toBe(true);
    expect(invoices.filter((invoice) => invoice.status === 'draft').every((i) => i.number === null)).toBe(
      true,
    );
  });

  it("bills the events' clients for event services, with totals equal to their lines", async () => {
    const { rows } = await sql<{ mismatches: number; wrongClient: number; withEvent: number }>`
      select count(*) filter (where i.total <> l.amount + l.tax - i.discount or i.subtotal <> l.amount
          or i.tax <> l.tax)::int as mismatches,
        count(*) filter (where e.client_id <> i.client_id)::int as wrong_client,
        count(i.event_id)::int as with_event
      from invoices i
      join (select invoice_id, sum(amount) as amount, sum(tax) as tax from invoice_items group by invoice_id) l
        on l.invoice_id = i.id
      left join events e on e.id = i.event_id`.execute(testDb.db);
    expect(rows[0]).toEqual({ mismatches: 0, wrongClient: 0, withEvent: demoSeedCounts.invoices - 1 });
    const chairs = await testDb.db
      .selectFrom('invoice_items')
      .select(['quantity', 'unitPrice', 'taxRate', 'amount', 'tax'])
      .where('description', '=', 'Chiavari chairs rental')
      .where('quantity', '=', '120.00')
      .executeTakeFirst();
    expect(chairs).toEqual({
      quantity: '120.00',
      unitPrice: '4.50',
      taxRate: '8.250',
      amount: '540.00',
      tax: '44.55',
    });
  });

  it('gives every invoice payment its income record, and each invoice the sum of its payments', async () => {
    const { rows } = await sql<{ payments: number; matched: number; wrongPaid: number }>`
      select (select count(*)::int from invoice_payments) as payments,
        (select count(*)::int from invoice_payments p
           join invoices i on i.id = p.invoice_id
           join financial_records f on f.id = p.financial_record_id
           where f.type = 'income' and f.category = 'Event Services' and f.amount = p.amount
             and f.date = p.date and f.reference = i.number and f.client_id = i.client_id
             and f.event_id is not distinct from i.event_id) as matched,
        (select count(*)::int from invoices i
           where i.paid <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0))
          as wrong_paid`.execute(testDb.db);
    expect(rows[0]).toEqual({
      payments: demoSeedCounts.invoice_payments,
      matched: demoSeedCounts.invoice_payments,
      wrongPaid: 0,
    });
  });

  it('publishes an inquiry form, fills every stage with leads and books some through tracked campaigns', async () => {
    const form = await testDb.db.selectFrom('lead_forms').selectAll().executeTakeFirstOrThrow();
    expect(form).toMatchObject({ slug: 'inquiry', published: true });
    const { rows: perStage } = await sql<{ name: string; leads: number }>`
      select s.name, count(l.id)::int as leads from pipeline_stages s left join leads l on l.stage_id = s.id
      group by s.id, s.name order by s.position`.execute(testDb.db);
    expect(
      perStage.every((stage) => stage.leads > 0),
      JSON.stringify(perStage),
    ).toBe(true);
    const figures = await campaignLeadFigures(testDb.db);
    const tracked = await testDb.db
      .selectFrom('campaigns')
      .select('id')
      .where('trackingCode', 'is not', null)
      .execute();
    expect(tracked).toHaveLength(3);
    for (const { id } of tracked) {
      const figure = figures.find((f) => f.campaignId === id);
      expect(figure?.bookedLeads).toBeGreaterThan(0);
      expect(Number(figure?.bookedRevenue)).toBeGreaterThan(0);
    }
  });

  it('is deterministic for the same now', async () => {
    const snapshot = async () => ({
      events: await testDb.db
        .selectFrom('events')
        .select(['name', 'date', 'clientName', 'budget'])
        .orderBy('id')
        .execute(),
      money: await testDb.db
        .selectFrom('financial_records')
        .select(['category', 'amount', 'date'])
        .orderBy('id')
        .execute(),
      invoices: await testDb.db
        .selectFrom('invoices')
        .select(['number', 'status', 'clientId', 'issueDate', 'dueDate', 'total', 'paid', 'createdAt'])
        .orderBy('id')
        .execute(),
    });
    const first = await snapshot();
    await resetTables(testDb.db);
    expect((await seedDemo(testDb.db, { now })).seeded).toBe(true);
    expect(await snapshot()).toEqual(first);
  });
});
